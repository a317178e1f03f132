import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoucherLookup } from '../../../electron/core/contract';
import { Busy } from '../../components/Busy';
import { CodeEntry } from '../../components/CodeEntry';
import { ErrorPanel } from '../../components/ErrorPanel';
import { ScreenFrame } from '../../components/ScreenFrame';
import { VoucherCard } from '../../components/VoucherCard';
import { useCall } from '../../hooks/useCall';

/** Check voucher: info, balance, validity, redeemed, chargeable and payable, with reasons. */
export function CheckScreen() {
  const { t } = useTranslation();
  const { busy, error, run } = useCall();
  const [result, setResult] = useState<VoucherLookup | null>(null);
  return (
    <ScreenFrame title={t('tiles.check')} testId="screen-check">
      <CodeEntry
        label={t('code.voucherLabel')}
        busy={busy}
        onSubmit={(code) => {
          setResult(null);
          void run('voucher.lookup', { code }).then(setResult);
        }}
      />
      <Busy busy={busy} />
      <ErrorPanel error={error} />
      {result && <VoucherCard v={result} />}
    </ScreenFrame>
  );
}
