import { useTranslation } from 'react-i18next';
import type { JournalEntry, Purchase } from '../../../electron/core/contract';
import { formatVoucherCode } from '../../../electron/core/contract/codes';
import { UncertainSentence } from '../../components/StepResult';
import { TableHead } from '../../components/TableHead';
import { useFormat } from '../../hooks/useLang';

/** The vouchers paying a purchase: code, amount taken, new balance, state (and cancellations). */
export function PurchaseLines({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (purchase.lines.length === 0) return <p className="muted">{t('pay.noVouchers')}</p>;
  const money = (l: JournalEntry) => (l.amountCents !== null ? f.money(l.amountCents, l.currency ?? purchase.currency) : '');
  return (
    <>
      <PurchaseTable purchase={purchase} />
      {/* Said before the purchase is finished: such a payment cannot be undone at the till. */}
      {purchase.lines
        .filter((l) => l.backOfficeOnly)
        .map((l) => (
          <p key={l.id} className="panel panel-bad" role="alert" data-testid="back-office-only" data-code={l.code ?? ''}>
            {t('answers.backOfficeOnly', { amount: money(l), code: l.code ? formatVoucherCode(l.code) : '' })}
          </p>
        ))}
    </>
  );
}

function PurchaseTable({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <table className="table" data-testid="purchase-lines">
      <TableHead
        columns={[
          { label: t('common.code') },
          { label: t('common.kind') },
          { label: t('common.amount'), num: true },
          { label: t('pay.newBalance'), num: true },
          { label: t('common.state') },
        ]}
      />
      <tbody>
        {purchase.lines.map((l: JournalEntry) => (
          <tr key={l.id} data-testid="purchase-line" data-code={l.code ?? ''} data-kind={l.kind} data-state={l.state}>
            <td className="code-text">
              {l.code ? formatVoucherCode(l.code) : ''}
              {l.serviceNote && (
                <small className="small muted" data-testid="line-service-note">
                  {t('answers.serviceNote', { note: l.serviceNote })}
                </small>
              )}
            </td>
            <td>{t(`journal.kind.${l.kind}`)}</td>
            <td className="num" data-testid="line-amount">
              {l.amountCents !== null ? f.money(l.amountCents, l.currency ?? purchase.currency) : ''}
            </td>
            <td className="num" data-testid="line-balance">
              {l.balanceAfterCents !== null ? f.money(l.balanceAfterCents, l.currency ?? purchase.currency) : ''}
            </td>
            <td>{l.state === 'uncertain' || l.state === 'pending' ? <UncertainSentence entry={l} /> : t(`journal.state.${l.state}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
