// A session's Z as its till printed it: the till's stored report through the one list of Z rows
// (contract/z-rows.ts, the till's screen, CSV and print alike), and beside it the sum of the money
// facts the till pushed for that session.
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OfficeSessionZ } from '../../electron/core/contract/office';
import type { SessionReport } from '../../electron/core/contract/till-reports';
import { zRows } from '../../electron/core/contract/z-rows';
import { useZRowName, ZRowsTable } from '../screens/manager/till/ZRowsTable';
import { DataTable, useOfficeFormat } from './DataTable';
import { Answered, PageHead } from './PageParts';
import { downloadCsv } from './download';
import type { OfficeTable } from './table';
import { useAnswer } from './useAnswer';

export function ZPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const till = params.get('till') ?? '';
  const session = params.get('session') ?? '';
  const answer = useAnswer<OfficeSessionZ>(`/api/session?till=${encodeURIComponent(till)}&session=${encodeURIComponent(session)}`);
  return (
    <>
      <PageHead title={t('sessionZ')} />
      <Answered answer={answer} missing={t('noneSession')}>
        {(s) => <SessionZ s={s} />}
      </Answered>
    </>
  );
}

function SessionZ({ s }: { s: OfficeSessionZ }) {
  const { t } = useTranslation();
  const f = useOfficeFormat();
  const name = useZRowName();
  const report = s.z as SessionReport | null;
  const rows = report ? zRows(report) : [];
  const base = `z-${s.store}-${s.till}-${s.session.number ?? s.session.local_id}`;
  const csv: OfficeTable = {
    name: base,
    caption: t('tables.z'),
    head: [t('col.section'), t('col.row'), t('col.count'), t('col.amount')],
    rows: rows.map((r) => [r.key, name(r), r.count, r.level === 'head' ? null : { cents: r.cents }]),
  };
  const facts: OfficeTable = {
    name: `${base}-facts`,
    caption: t('tables.facts'),
    head: [t('col.cash'), t('col.card'), t('col.other'), t('col.vouchers'), t('col.refunds'), t('col.freeCredit')],
    rows: [[s.facts.cash, s.facts.card, s.facts.other, s.facts.vouchers, s.facts.refunds, s.facts.free_credit].map((c) => ({ cents: c }))],
  };
  return (
    <>
      <p className="z-head">
        {s.store} · {s.till} · Z {s.session.number ?? '–'} · {f.instant(s.session.opened_at)} – {f.instant(s.session.closed_at)}
        {s.session.closed_by ? ` · ${t('col.closedBy')}: ${s.session.closed_by}` : ''}
      </p>
      <div className="tables">
        {report ? (
          <section className="table-block z">
            <h2>{t('tables.z')}</h2>
            <ZRowsTable rows={rows} currency={report.currency} testId="office-z" />
            <p className="no-print">
              <button type="button" className="link" onClick={() => downloadCsv(csv, f.instant)}>
                {t('csv')}: {csv.caption}
              </button>
            </p>
          </section>
        ) : (
          <p className="note" role="status">
            {t('noZ')}
          </p>
        )}
        <DataTable table={facts} />
      </div>
    </>
  );
}
