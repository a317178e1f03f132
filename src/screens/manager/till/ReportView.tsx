// One X or Z report (or the Z before it is confirmed) in the order a manager settles the till:
// open items first, then what must match something physical (the drawer: expected, counted and the
// difference, large; card and other methods against their terminals), then the vouchers issued,
// then the details on demand. Every table is the one CountAmountTable; no figure is shown twice.
import { useTranslation } from 'react-i18next';
import type { MoneySplit, SessionReport } from '../../../../electron/core/contract';
import { useFormat } from '../../../hooks/useLang';
import { CountAmountTable, type CountAmountRow } from '../CountAmountTable';
import { OpenItems } from './OpenItems';
import { ReportDetails } from './ReportDetails';

interface Props {
  report: SessionReport;
  testId?: string;
}

/** A method's name in the screen's language (the report carries all four). */
export function useMethodName(): (m: MoneySplit['methods'][number]) => string {
  const { t, i18n } = useTranslation();
  const lang = (['de', 'fr', 'it', 'en'] as const).find((l) => l === i18n.language) ?? 'de';
  return (m) => m.names?.[lang] ?? m.method ?? t('till.notStated');
}

export function ReportView({ report: r, testId = 'till-report' }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const money = (c: number) => f.money(c, r.currency);
  const methodName = useMethodName();
  const d = r.drawer;
  const diff = d.differenceCents;
  const terminals = r.split.methods.filter((m) => m.kind !== 'cash');
  return (
    <div data-testid={testId} data-kind={r.kind} data-number={r.session.number}>
      <OpenItems items={r.openItems} currency={r.currency} />
      <div className="till-physical" data-testid="till-physical">
        <section className="till-drawer" data-testid="till-drawer">
          <h2>{t('till.drawer')}</h2>
          <dl className="till-figures">
            <dt>{t('till.expected')}</dt>
            <dd data-testid="till-expected">{money(d.expectedCents)}</dd>
            <dt>{t('till.counted')}</dt>
            <dd data-testid="till-counted">{d.countedCents === null ? t('till.notCounted') : money(d.countedCents)}</dd>
          </dl>
          {diff !== null && (
            <p className={`till-difference ${diff === 0 ? 'till-even' : 'till-off'}`} data-testid="till-difference" data-cents={diff}>
              {t('till.difference')} <strong>{diff > 0 ? `+${money(diff)}` : money(diff)}</strong>
            </p>
          )}
        </section>
        <section data-testid="till-terminals">
          <h2>{t('till.terminals')}</h2>
          <CountAmountTable
            testId="till-methods"
            head={[t('manager.closingMoney.method'), t('manager.closing.count'), t('manager.closing.amount')]}
            rows={terminals.map((m) => ({
              key: m.method ?? '-',
              name: methodName(m),
              count: m.count,
              cents: m.netCents,
              data: { 'data-method': m.method ?? '' },
            }))}
            money={money}
            strong
          />
        </section>
      </div>
      <section data-testid="till-liabilities">
        <h2>{t('till.liabilities')}</h2>
        <CountAmountTable
          testId="till-liability-table"
          head={[t('manager.closing.kind'), t('manager.closing.count'), t('manager.closingMoney.net')]}
          rows={r.split.liabilities.flatMap((l): CountAmountRow[] => [
            { key: l.group, name: t(`till.group.${l.group}`), count: l.count, cents: l.netCents, data: { 'data-group': l.group } },
            ...(l.freeCreditCents === 0
              ? []
              : [
                  {
                    key: `${l.group}-free`,
                    name: `${t(`till.group.${l.group}`)}: ${t('till.freeCredit')}`,
                    count: null,
                    cents: l.freeCreditCents,
                    data: { 'data-free-credit': l.group },
                  },
                ]),
          ])}
          money={money}
        />
      </section>
      <ReportDetails report={r} money={money} />
    </div>
  );
}
