// The refusal of a training/live switch while steps of the current mode are open: each row named
// (operation, code, amount, state) so the manager knows what to settle in the journal first.
import { useTranslation } from 'react-i18next';
import type { CoreErrorData, OpenRow } from '../../../electron/core/contract';
import { useApp } from '../../app-context';
import { formatMoney } from '../../lib/format';

/** The open rows of a switch refusal, or null for any other error. */
export function openRowsOf(error: CoreErrorData | null): OpenRow[] | null {
  return error?.code === 'conflict' ? (error.details?.openRows ?? null) : null;
}

export function SwitchBlocked({ error }: { error: CoreErrorData | null }) {
  const { t } = useTranslation();
  const { status } = useApp();
  const rows = openRowsOf(error);
  if (!rows) return null;
  return (
    <div className="panel panel-bad" role="alert" data-testid="switch-blocked">
      <strong>{t('manager.switchBlocked.heading')}</strong>
      <ul>
        {rows.map((r) => (
          <li key={r.id} data-testid="switch-blocked-row" data-code={r.code ?? ''}>
            {r.kind === 'open_sale' ? t('manager.switchBlocked.openSale') : t(`journal.kind.${r.kind}`, { defaultValue: r.kind })}{' '}
            <span className="code-text">{r.code ?? ''}</span>{' '}
            {r.amountCents !== null ? formatMoney(r.amountCents, r.currency ?? status.currency, status.language) : ''}
            {r.kind === 'open_sale' ? '' : ` — ${t(`journal.state.${r.state}`, { defaultValue: r.state })}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
