import { useTranslation } from 'react-i18next';

const rows = ['1234567890', 'QWERTZUIOP', 'ASDFGHJKL', 'YXCVBNM.-'];

/** Letters, digits, dot and dash for touch tills. */
export function OnScreenKeyboard({ onKey, onBackspace, onEnter }: { onKey(ch: string): void; onBackspace(): void; onEnter(): void }) {
  const { t } = useTranslation();
  return (
    <div className="osk" role="group" aria-label={t('code.keyboard')} data-testid="osk">
      {rows.map((row) => (
        <div className="osk-row" key={row}>
          {[...row].map((ch) => (
            <button type="button" key={ch} className="key" onClick={() => onKey(ch)} data-key={ch}>
              {ch}
            </button>
          ))}
        </div>
      ))}
      <div className="osk-row">
        <button type="button" className="key key-wide" onClick={onBackspace} aria-label={t('code.backspace')}>
          ⌫
        </button>
        <button type="button" className="key key-wide key-ok" onClick={onEnter}>
          {t('common.ok')}
        </button>
      </div>
    </div>
  );
}
