// A menu tile that belongs to a service area: a link while the live key may use the area, else a
// greyed tile that says why (never a screen that fails with an error).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ServiceArea } from '../../electron/core/contract';
import { useApp } from '../app-context';

/** The area each tile needs (tiles not listed need none). */
export const tileAreas: Readonly<Record<string, ServiceArea>> = {
  check: 'vouchers',
  pay: 'vouchers',
  load: 'vouchers',
  activate: 'vouchers',
  promo: 'vouchers',
  sell: 'ordering',
  tickets: 'ticketing',
  statistics: 'statistics',
};

export function AreaTile({ id, to, label, testId }: { id: string; to: string; label: string; testId: string }) {
  const { t } = useTranslation();
  const { status } = useApp();
  const area = tileAreas[id];
  const missing = area ? status.unavailable?.find((a) => a.area === area) : undefined;
  if (!missing) {
    return (
      <Link className="tile" to={to} data-testid={testId}>
        {label}
      </Link>
    );
  }
  return (
    <div className="tile tile-unavailable" aria-disabled="true" data-testid={testId} data-unavailable="true">
      <span>{label}</span>
      <small data-testid={`${testId}-reason`} title={missing.message ?? undefined}>
        {t('goLive.tileUnavailable')}
      </small>
    </div>
  );
}
