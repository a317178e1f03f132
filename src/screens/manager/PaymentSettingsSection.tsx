// Payment methods (name in four languages, kind, the service's payment id for loads). The cash
// drawer is set up on the hardware page (hardware/DrawerSection.tsx).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../../electron/core/contract';
import { ErrorPanel } from '../../components/ErrorPanel';
import { useManagerCall } from './useManagerCall';
import { paymentKinds } from '../../../electron/core/contract/constants';

const langs = ['de', 'fr', 'it', 'en'] as const;

export function PaymentSettingsSection() {
  const { t } = useTranslation();
  const call = useManagerCall();
  const { run } = call;
  const [methods, setMethods] = useState<PaymentMethod[] | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    void run('payment.settings', {}).then((s) => {
      if (!s) return;
      setMethods(s.methods);
    });
  }, [run]);
  if (!methods) return <ErrorPanel error={call.error} />;
  const patch = (i: number, m: Partial<PaymentMethod>) => {
    setSaved(false);
    setMethods(methods.map((x, k) => (k === i ? { ...x, ...m } : x)));
  };
  const save = async () => {
    const r = await run('payment.updateSettings', { methods });
    if (r) {
      setMethods(r.methods);
      setSaved(true);
    }
  };
  return (
    <section className="mgr-section" data-testid="settings-payment">
      <h2>{t('manager.paymentSettings.title')}</h2>
      <table className="mgr-table payment-method-table">
        <thead>
          <tr>
            <th>{t('manager.paymentSettings.id')}</th>
            {langs.map((l) => (
              <th key={l}>{l.toUpperCase()}</th>
            ))}
            <th>{t('manager.paymentSettings.kind')}</th>
            <th>{t('manager.paymentSettings.paymentId')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {methods.map((m, i) => (
            <tr key={i} data-testid={`payment-method-${i}`}>
              <td>
                <input
                  value={m.id}
                  size={8}
                  aria-label={t('manager.paymentSettings.id')}
                  onChange={(e) => patch(i, { id: e.target.value })}
                />
              </td>
              {langs.map((l) => (
                <td key={l}>
                  <input
                    value={m.names[l]}
                    size={10}
                    aria-label={`${t('manager.paymentSettings.name')} ${l}`}
                    onChange={(e) => patch(i, { names: { ...m.names, [l]: e.target.value } })}
                  />
                </td>
              ))}
              <td>
                <select
                  value={m.kind}
                  aria-label={t('manager.paymentSettings.kind')}
                  onChange={(e) => patch(i, { kind: e.target.value as PaymentMethod['kind'] })}
                >
                  {paymentKinds.map((k) => (
                    <option key={k} value={k}>
                      {t(`manager.paymentSettings.kinds.${k}`)}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <input
                  value={m.paymentId ?? ''}
                  size={8}
                  aria-label={t('manager.paymentSettings.paymentId')}
                  onChange={(e) => patch(i, { paymentId: e.target.value.trim() === '' ? null : e.target.value })}
                />
              </td>
              <td>
                <button
                  type="button"
                  className="button-secondary"
                  disabled={methods.length <= 1}
                  onClick={() => setMethods(methods.filter((_, k) => k !== i))}
                >
                  {t('manager.paymentSettings.remove')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        className="button-secondary"
        onClick={() =>
          setMethods([
            ...methods,
            { id: `method${methods.length + 1}`, names: { de: '?', fr: '?', it: '?', en: '?' }, kind: 'other', paymentId: null },
          ])
        }
      >
        {t('manager.paymentSettings.add')}
      </button>
      <div className="mgr-row">
        <button type="button" onClick={() => void save()} disabled={call.busy} data-testid="payment-save">
          {t('manager.paymentSettings.save')}
        </button>
      </div>
      {saved && <p role="status">{t('manager.paymentSettings.saved')}</p>}
      <ErrorPanel error={call.error} />
    </section>
  );
}
