// The counter's hardware in one place: the receipt printer (model, address, width, test page), the
// cash drawer (pin, pulse, test), the scanner (a test field), the camera and the customer display.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TerminalSettings } from '../../../electron/core/contract';
import { ErrorPanel } from '../../components/ErrorPanel';
import { CameraSection } from './hardware/CameraSection';
import { CustomerDisplaySection } from './hardware/CustomerDisplaySection';
import { DrawerSection } from './hardware/DrawerSection';
import { PrinterSection } from './hardware/PrinterSection';
import { ScannerSection } from './hardware/ScannerSection';
import { ManagerFrame } from './ManagerFrame';
import { useManagerCall } from './useManagerCall';

export function HardwareScreen() {
  const { t } = useTranslation();
  const call = useManagerCall();
  const { run } = call;
  const [settings, setSettings] = useState<TerminalSettings | null>(null);
  useEffect(() => {
    void run('settings.get', {}).then((s) => s && setSettings(s));
  }, [run]);
  return (
    <ManagerFrame title={t('manager.hardware.title')} testId="manager-hardware">
      <ErrorPanel error={call.error} />
      {settings && (
        <div className="hardware-grid">
          <div>
            <PrinterSection settings={settings} onSaved={setSettings} />
            <DrawerSection />
          </div>
          <div>
            <ScannerSection />
            <CameraSection settings={settings} onSaved={setSettings} />
            <CustomerDisplaySection settings={settings} onSaved={setSettings} />
          </div>
        </div>
      )}
    </ManagerFrame>
  );
}
