// The scanner test: a field that shows what a keyboard-wedge scanner sends, key by key with the
// time between keys, whether it ends with Enter, and whether it came fast enough to count as a scan
// (the same detector as the till's screens, lib/scan-burst.ts).
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BurstDetector } from '../../../lib/scan-burst';

interface SeenKey {
  key: string;
  gapMs: number | null;
}

/** How a key shows: the character itself, or a sign for the keys that print nothing. */
function shown(key: string): string {
  const signs: Record<string, string> = { Enter: '⏎', Tab: '⇥', ' ': '␣', Escape: 'Esc', Backspace: '⌫' };
  return signs[key] ?? key;
}

export function ScannerSection() {
  const { t } = useTranslation();
  const [keys, setKeys] = useState<SeenKey[]>([]);
  const [verdict, setVerdict] = useState<{ enter: boolean; burst: boolean } | null>(null);
  const detector = useRef(new BurstDetector());
  const last = useRef<number | null>(null);
  const fresh = useRef(true);
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (['Shift', 'Control', 'Alt', 'Meta', 'CapsLock'].includes(e.key)) return;
    // Nothing reaches a form or the screen: the field only shows what came.
    e.preventDefault();
    const at = e.timeStamp;
    const gapMs = last.current === null ? null : Math.round(at - last.current);
    last.current = at;
    if (fresh.current) {
      // A new scan after a result: the old keys go.
      fresh.current = false;
      setKeys([{ key: e.key, gapMs: null }]);
      setVerdict(null);
    } else setKeys((k) => [...k, { key: e.key, gapMs }]);
    if (e.key === 'Enter') {
      setVerdict({ enter: true, burst: detector.current.enter(at) !== null });
      fresh.current = true;
      last.current = null;
    } else if (e.key.length === 1) {
      detector.current.key(e.key, at, performance.now());
      setVerdict({ enter: false, burst: false });
    }
  };
  const clear = () => {
    setKeys([]);
    setVerdict(null);
    detector.current.reset();
    last.current = null;
    fresh.current = true;
  };
  const text = keys
    .filter((k) => k.key.length === 1)
    .map((k) => k.key)
    .join('');
  return (
    <section className="mgr-section" data-testid="hardware-scanner">
      <h2>{t('manager.hardware.scanner.heading')}</h2>
      <p className="mgr-note">{t('manager.hardware.scanner.note')}</p>
      <div className="mgr-row">
        <label className="mgr-field">
          {t('manager.hardware.scanner.field')}
          <input
            value={text}
            readOnly
            onKeyDown={onKeyDown}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('manager.hardware.scanner.placeholder')}
            data-testid="scanner-test-field"
          />
        </label>
        <button type="button" className="button-secondary" onClick={clear} data-testid="scanner-clear">
          {t('manager.hardware.scanner.clear')}
        </button>
      </div>
      {keys.length > 0 && (
        <ol className="scanner-keys" aria-label={t('manager.hardware.scanner.keys')} data-testid="scanner-keys">
          {keys.map((k, i) => (
            <li key={i} data-key={k.key} title={k.key}>
              <kbd>{shown(k.key)}</kbd>
              <small>{k.gapMs === null ? '' : `+${k.gapMs} ms`}</small>
            </li>
          ))}
        </ol>
      )}
      {verdict && (
        <p
          role="status"
          className={verdict.enter && verdict.burst ? 'mgr-ok' : 'mgr-note'}
          data-testid="scanner-verdict"
          data-enter={verdict.enter}
          data-burst={verdict.burst}
        >
          {t('manager.hardware.scanner.count', { count: text.length })}{' '}
          {verdict.enter ? t('manager.hardware.scanner.endsWithEnter') : t('manager.hardware.scanner.noEnterYet')}{' '}
          {verdict.enter && t(verdict.burst ? 'manager.hardware.scanner.burst' : 'manager.hardware.scanner.typed')}
        </p>
      )}
    </section>
  );
}
