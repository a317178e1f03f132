import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoucherLookup } from '../../../electron/core/contract';
import { Busy } from '../../components/Busy';
import { CodeEntry } from '../../components/CodeEntry';
import { ErrorPanel } from '../../components/ErrorPanel';
import { ScreenFrame } from '../../components/ScreenFrame';
import { VoucherCard } from '../../components/VoucherCard';
import { useCall } from '../../hooks/useCall';
import { useHandedLookup } from '../../hooks/useHandedCode';
import { VerdictPanel } from './VerdictPanel';

/** Check voucher: a verdict at a glance, the next steps, then info, balance, validity and reasons. */
export function CheckScreen() {
  const { t } = useTranslation();
  const { busy, error, run } = useCall();
  const [result, setResult] = useState<VoucherLookup | null>(null);
  const lookup = (code: string) => {
    setResult(null);
    void run('voucher.lookup', { code }).then(setResult);
  };
  // A code scanned on another screen: looked up at once.
  const handed = useHandedLookup(lookup);
  return (
    <ScreenFrame title={t('tiles.check')} testId="screen-check">
      <CodeEntry label={t('code.voucherLabel')} busy={busy} onSubmit={lookup} initial={handed ?? undefined} />
      <Busy busy={busy} />
      <ErrorPanel error={error} />
      {result && (
        <div className="wide-panes">
          <VerdictPanel v={result} />
          <VoucherCard v={result} />
        </div>
      )}
    </ScreenFrame>
  );
}
