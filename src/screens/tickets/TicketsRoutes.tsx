// The ticket area under /tickets: the door (check-in/out) and the manager's orders and events.
// Selling tickets is a line of the basket: the old sale's route opens the basket there.
import { Navigate, Route, Routes } from 'react-router';
import { DoorScreen } from './DoorScreen';
import { EventSalesScreen } from './EventSalesScreen';
import { OrdersScreen } from './OrdersScreen';
import { SELL_TICKETS_PATH } from '../../lib/paths';

export function TicketsRoutes() {
  return (
    <Routes>
      <Route index element={<DoorScreen />} />
      <Route path="sell" element={<Navigate to={SELL_TICKETS_PATH} replace />} />
      <Route path="orders" element={<OrdersScreen />} />
      <Route path="events" element={<EventSalesScreen />} />
    </Routes>
  );
}
