// The store (issue 25): link this till with its one-time secret, then the store day over every
// till of the store: each till's last contact, backlog and flags, per till, per cashier, per
// payment method, and the steps still open at any till (codes masked by the store).
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreDay } from '../../../electron/core/contract';
import { useApp } from '../../app-context';
import { ErrorPanel } from '../../components/ErrorPanel';
import { formatDateTime, formatMoney } from '../../lib/format';
import { ManagerFrame } from './ManagerFrame';
import { useManagerCall } from './useManagerCall';

export function StoreScreen() {
  const { t } = useTranslation();
  const { status } = useApp();
  const call = useManagerCall();
  const { run } = call;
  const [day, setDay] = useState<StoreDay | null>(null);
  const [secret, setSecret] = useState('');
  const money = (c: number | null) => (c === null ? '–' : formatMoney(c, status.currency, status.language));
  const kind = (k: string) => t(`journal.kind.${k}`, { defaultValue: k });
  const when = (at: string | null) => (at ? formatDateTime(at, status.language) : '–');
  const linked = status.store != null;
  const load = useCallback(() => void run('store.day', {}).then((d) => d && setDay(d)), [run]);
  useEffect(() => {
    if (linked) load();
  }, [linked, load]);

  return (
    <ManagerFrame title={t('manager.store.title')} testId="manager-store">
      <ErrorPanel error={call.error} />
      {!linked && (
        <form
          className="mgr-form"
          onSubmit={(e) => {
            e.preventDefault();
            void run('store.link', { secret }).then((r) => r && setSecret(''));
          }}
        >
          <p>{t('manager.store.notLinked')}</p>
          <label>
            {t('manager.store.secret')}
            <input
              data-testid="store-secret"
              type="password"
              autoComplete="off"
              value={secret}
              onChange={(e) => setSecret(e.target.value)}
            />
          </label>
          <button type="submit" disabled={secret.trim() === ''} data-testid="store-link">
            {t('manager.store.link')}
          </button>
        </form>
      )}
      {linked && day && (
        <>
          <p>
            {t('manager.store.heading', { store: day.store, day: day.day })}{' '}
            <button type="button" onClick={load} data-testid="store-refresh">
              {t('manager.refresh')}
            </button>
          </p>
          <table className="mgr-table" data-testid="store-tills">
            <thead>
              <tr>
                <th>{t('manager.store.till')}</th>
                <th>{t('manager.store.lastContact')}</th>
                <th>{t('manager.store.backlog')}</th>
                <th>{t('manager.store.flag')}</th>
              </tr>
            </thead>
            <tbody>
              {day.tills.map((r) => (
                <tr key={r.till} data-self={r.self}>
                  <td>{r.self ? t('manager.store.thisTill', { till: r.till }) : r.till}</td>
                  <td>{when(r.lastContactAt)}</td>
                  <td className="num">
                    {r.backlog > 0 ? t('manager.store.waiting', { count: r.backlog, since: when(r.backlogSince) }) : '0'}
                  </td>
                  <td>{r.flag ? t(`manager.store.flags.${r.flag}`) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2>{t('manager.store.perTill')}</h2>
          <table className="mgr-table" data-testid="store-per-till">
            <tbody>
              {day.perTill.map((r) => (
                <tr key={`${r.till}-${r.kind}`}>
                  <td>{r.till}</td>
                  <td>{kind(r.kind)}</td>
                  <td className="num">{r.count}</td>
                  <td className="num">{money(r.amountCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2>{t('manager.closing.byCashier')}</h2>
          <table className="mgr-table" data-testid="store-per-cashier">
            <tbody>
              {day.perCashier.map((r) => (
                <tr key={`${r.cashier ?? '-'}-${r.kind}`}>
                  <td>{r.cashier ?? t('manager.closing.openTill')}</td>
                  <td>{kind(r.kind)}</td>
                  <td className="num">{r.count}</td>
                  <td className="num">{money(r.amountCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2>{t('manager.store.perMethod')}</h2>
          <table className="mgr-table" data-testid="store-per-method">
            <tbody>
              {day.perMethod.map((r) => (
                <tr key={`${r.method ?? '-'}-${r.paymentKind ?? '-'}`}>
                  <td>{r.method ?? t('manager.store.noMethod')}</td>
                  <td className="num">{r.count}</td>
                  <td className="num">{money(r.amountCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2>{t('manager.store.open')}</h2>
          {day.open.length === 0 ? (
            <p>{t('manager.store.noneOpen')}</p>
          ) : (
            <table className="mgr-table" data-testid="store-open">
              <tbody>
                {day.open.map((r, i) => (
                  <tr key={i}>
                    <td>{r.till}</td>
                    <td>{kind(r.kind)}</td>
                    <td>{t(`journal.state.${r.state}`, { defaultValue: r.state })}</td>
                    <td className="code-text">{r.codeMasked ?? ''}</td>
                    <td className="num">{money(r.amountCents)}</td>
                    <td>{when(r.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </ManagerFrame>
  );
}
