// "Cancel the order", asked once more: the same button beside the basket and on a stopped order.
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../components/ConfirmButton';
import type { OrderState } from './useOrder';

export function CancelOrder({ state }: { state: OrderState }) {
  const { t } = useTranslation();
  return (
    <ConfirmButton
      label={t('basket.cancelOrder')}
      question={t('basket.cancelQuestion')}
      yesLabel={t('common.yesCancel')}
      disabled={state.call.busy}
      testId="cancel-order"
      onConfirm={() => void state.cancel()}
    />
  );
}
