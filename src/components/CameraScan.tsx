// Scanning a code with a camera: the button beside a code field and the panel it opens (the
// preview, what the camera is doing, and a clear word when there is no camera or it may not be
// used). Also what a hardware test shows: the panel alone, with its own handling of the code.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../app-context';
import { useCameraScan } from '../hooks/useCameraScan';

interface PanelProps {
  /** The first code read; the camera is already released. */
  onCode(text: string): void;
  onClose(): void;
  testId?: string;
}

/** The camera panel: open while it is shown, released when it closes or a code is read. */
export function CameraScan({ onCode, onClose, testId = 'camera' }: PanelProps) {
  // A new try remounts the scan (the camera opens again).
  const [attempt, setAttempt] = useState(0);
  return <CameraView key={attempt} onCode={onCode} onClose={onClose} onRetry={() => setAttempt((n) => n + 1)} testId={testId} />;
}

function CameraView({ onCode, onClose, onRetry, testId }: PanelProps & { onRetry(): void; testId: string }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const camera = useCameraScan(video, onCode);
  const panel = useRef<HTMLElement>(null);
  // Opened below a field near the bottom of a small screen: brought into view whole.
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const problem = camera.state === 'problem' ? camera.problem : null;
  return (
    <section ref={panel} className="camera-panel" aria-label={t('camera.title')} data-testid={testId} data-state={camera.state}>
      <video ref={video} className="camera-preview" muted playsInline hidden={problem !== null} data-testid={`${testId}-preview`} />
      <div className="camera-side">
        <p role={problem ? 'alert' : 'status'} className={problem ? 'camera-problem' : undefined} data-testid={`${testId}-message`}>
          {problem ? t(`camera.problem.${problem}`) : t(`camera.${camera.state}`)}
        </p>
        <div className="camera-actions">
          {problem && problem !== 'none' && (
            <button type="button" className="button-secondary" onClick={onRetry} data-testid={`${testId}-retry`}>
              {t('camera.retry')}
            </button>
          )}
          <button type="button" className="button-secondary" onClick={onClose} data-testid={`${testId}-close`}>
            {t('camera.close')}
          </button>
        </div>
      </div>
    </section>
  );
}

/** Whether this terminal scans codes with a camera (the manager's setting). */
export function useCameraAllowed(): boolean {
  return useApp().status.camera === true;
}

interface ButtonProps {
  open: boolean;
  onToggle(): void;
  testId: string;
}

/** The "scan with camera" button of a code field; nothing when the setting is off. */
export function CameraScanButton({ open, onToggle, testId }: ButtonProps) {
  const { t } = useTranslation();
  const allowed = useCameraAllowed();
  if (!allowed) return null;
  return (
    <button type="button" className="button-secondary" aria-pressed={open} onClick={onToggle} data-testid={`${testId}-camera`}>
      {t('camera.open')}
    </button>
  );
}

/**
 * The camera of a code entry: its button (beside the field) and its panel (below it, while open).
 * A code read closes the panel and goes to `hand`, the way a scanner's burst does.
 */
export function useCameraEntry(hand: (text: string) => void, testId: string) {
  const [open, setOpen] = useState(false);
  return {
    button: <CameraScanButton open={open} onToggle={() => setOpen((o) => !o)} testId={testId} />,
    panel: open ? (
      <CameraScan
        testId={`${testId}-camera-panel`}
        onClose={() => setOpen(false)}
        onCode={(text) => {
          setOpen(false);
          hand(text);
        }}
      />
    ) : null,
  };
}
