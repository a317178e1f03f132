import { useTranslation } from 'react-i18next';
import type { DecisionMovement } from '../../../electron/core/contract';
import { useFormat } from '../../hooks/useLang';

/** Who else moved the voucher at the service (another till, the back office, this key elsewhere). */
export function DecisionMovements({ movements, currency }: { movements: readonly DecisionMovement[]; currency: string | null }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <div className="small" data-testid="decision-movements">
      <p>{t('attribution.movementsTitle')}</p>
      <ul>
        {movements.map((m, i) => (
          <li key={i} data-testid="decision-movement">
            {f.dateTime(m.at)} · {f.money(m.cents, currency)} · {m.user ?? t('attribution.unknownUser')}
            {m.ourKey && ` (${t('attribution.ourKey')})`}
          </li>
        ))}
      </ul>
    </div>
  );
}
