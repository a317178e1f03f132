import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** A PIN pad: digits by touch or keyboard, shown masked; 4 to 8 digits. */
export function PinPad({ onSubmit, busy, label }: { onSubmit: (pin: string) => void; busy: boolean; label: string }) {
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (pin.length < 4 || busy) return;
    onSubmit(pin);
    setPin('');
  };
  const press = (d: string) => setPin((p) => (p.length < 8 ? p + d : p));
  return (
    <form className="pin-pad" onSubmit={submit} data-testid="pin-pad">
      <label htmlFor="pin-input">{label}</label>
      <input
        id="pin-input"
        className="pin-display"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        value={pin}
        onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 8))}
        data-testid="pin-input"
        autoFocus
      />
      <div className="pin-keys">
        {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((d) => (
          <button key={d} type="button" onClick={() => press(d)} data-testid={`pin-key-${d}`}>
            {d}
          </button>
        ))}
        <button type="button" onClick={() => setPin('')} aria-label={t('manager.pin.clear')} data-testid="pin-clear">
          C
        </button>
        <button type="button" onClick={() => press('0')} data-testid="pin-key-0">
          0
        </button>
        <button type="submit" className="pin-ok" disabled={pin.length < 4 || busy} data-testid="pin-submit">
          {t('manager.pin.ok')}
        </button>
      </div>
    </form>
  );
}
