// The store day: each till's sessions (each linking to its Z), money per till, per cashier and per
// payment method, what is open across tills, and each till's last contact, backlog and flags. The
// chain login picks the store; a store login has its own.
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OfficeDay, OfficeMe } from '../../electron/core/contract/office';
import { DataTable } from './DataTable';
import { dayTables } from './office-tables';
import { Answered, PageHead } from './PageParts';
import { useAnswer } from './useAnswer';

const today = () => new Date().toISOString().slice(0, 10);

export function DayPage({ me }: { me: OfficeMe }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const store = params.get('store') ?? me.stores[0]?.id ?? '';
  const day = params.get('day') ?? today();
  const answer = useAnswer<OfficeDay>(`/api/day?store=${encodeURIComponent(store)}&day=${encodeURIComponent(day)}`);
  const known = me.stores.some((s) => s.id === store);
  return (
    <>
      <PageHead title={`${t('storeDay')}: ${store}, ${day}`}>
        <label>
          {t('store')}{' '}
          <select value={store} onChange={(e) => setParams({ store: e.target.value, day })}>
            {!known && <option value={store}>{store}</option>}
            {me.stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name === s.id ? s.id : `${s.id} – ${s.name}`}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('day')} <input type="date" value={day} onChange={(e) => e.target.value && setParams({ store, day: e.target.value })} />
        </label>
      </PageHead>
      <Answered answer={answer}>
        {(d) =>
          d.tills.length === 0 && d.sessions.length === 0 && d.perMethod.length === 0 ? (
            <p className="note" role="status">
              {t('noneDay')}
            </p>
          ) : (
            <div className="tables">
              {dayTables(d, t).map((table) => (
                <DataTable key={table.name} table={table} />
              ))}
            </div>
          )
        }
      </Answered>
    </>
  );
}
