// Rows of this till the store refused at a push (the store kept its own copy): each with its reason,
// kept at the till until someone looks into them.
import { useTranslation } from 'react-i18next';
import type { StoreLinkStatus } from '../../../electron/core/contract';

export function StoreRefusals({ link }: { link: StoreLinkStatus }) {
  const { t } = useTranslation();
  return (
    <section data-testid="store-refusals" data-count={link.refused}>
      <h2>{t('manager.store.refusedHeading', { count: link.refused })}</h2>
      <ul>
        {link.refusals.map((r) => (
          <li key={`${r.table}-${r.localId}-${r.version}`} data-reason={r.reason}>
            {t('manager.store.refusedRow', {
              table: r.table,
              localId: r.localId,
              version: r.version,
              state: r.state ?? '–',
              reason: t(`manager.store.refusalReasons.${r.reason}`, { defaultValue: r.reason }),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
