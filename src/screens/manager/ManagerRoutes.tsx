// The manager area under /manager/*, behind the PIN gate.
import { Route, Routes } from 'react-router';
import { ArchiveScreen } from './ArchiveScreen';
import { AuditScreen } from './AuditScreen';
import { ClosingScreen } from './ClosingScreen';
import { HardwareScreen } from './HardwareScreen';
import { ManagerGate } from './ManagerGate';
import { ManagerHome } from './ManagerHome';
import { SettingsScreen } from './SettingsScreen';
import { StatisticsScreen } from './StatisticsScreen';
import { StoreScreen } from './StoreScreen';
import { UsersScreen } from './UsersScreen';
import { TillScreen } from './till/TillScreen';

export function ManagerRoutes() {
  return (
    <ManagerGate>
      <Routes>
        <Route index element={<ManagerHome />} />
        <Route path="archive" element={<ArchiveScreen />} />
        <Route path="statistics" element={<StatisticsScreen />} />
        <Route path="till" element={<TillScreen />} />
        <Route path="closing" element={<ClosingScreen />} />
        <Route path="settings" element={<SettingsScreen />} />
        <Route path="hardware" element={<HardwareScreen />} />
        <Route path="users" element={<UsersScreen />} />
        <Route path="audit" element={<AuditScreen />} />
        <Route path="store" element={<StoreScreen />} />
      </Routes>
    </ManagerGate>
  );
}
