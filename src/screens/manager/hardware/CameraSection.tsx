// The camera: whether code entries offer to scan with it (a till without a scanner), and a test
// scan that shows what it read (the camera is released when the panel closes or a code is read).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TerminalSettings } from '../../../../electron/core/contract';
import { CameraScan } from '../../../components/CameraScan';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { useManagerCall } from '../useManagerCall';

export function CameraSection({ settings, onSaved }: { settings: TerminalSettings; onSaved(s: TerminalSettings): void }) {
  const { t } = useTranslation();
  const call = useManagerCall();
  const [testing, setTesting] = useState(false);
  const [read, setRead] = useState<string | null>(null);
  const toggle = async (on: boolean) => {
    const r = await call.run('settings.update', { cameraScan: on });
    if (r) onSaved(r);
  };
  return (
    <section className="mgr-section" id="hardware-camera" data-testid="hardware-camera">
      <h2>{t('manager.hardware.camera.heading')}</h2>
      <label className="till-setting-check">
        <input
          type="checkbox"
          checked={settings.cameraScan}
          disabled={call.busy}
          onChange={(e) => void toggle(e.target.checked)}
          data-testid="settings-camera-scan"
        />{' '}
        {t('camera.setting')}
      </label>
      <p className="mgr-note">{t('manager.hardware.camera.note')}</p>
      <div className="mgr-row">
        <button
          type="button"
          className="button-secondary"
          onClick={() => {
            setRead(null);
            setTesting(true);
          }}
          disabled={testing}
          data-testid="hardware-camera-test"
        >
          {t('manager.hardware.camera.test')}
        </button>
        {read !== null && (
          <span className="mgr-ok" role="status" data-testid="hardware-camera-read">
            {t('manager.hardware.camera.read', { code: read })}
          </span>
        )}
      </div>
      {testing && (
        <CameraScan
          testId="hardware-camera-panel"
          onCode={(code) => {
            setRead(code);
            setTesting(false);
          }}
          onClose={() => setTesting(false)}
        />
      )}
      <ErrorPanel error={call.error} />
    </section>
  );
}
