// What the cashier typed beside the code the terminal works with: shown only when they differ (a
// mobile short code that the service resolved to the real voucher code).
import { useTranslation } from 'react-i18next';
import { formatVoucherCode, normalizeVoucherCode } from '../../electron/core/contract/codes';

export function TypedCode({ typed, code }: { typed: string | null; code: string }) {
  const { t } = useTranslation();
  if (!typed || normalizeVoucherCode(typed) === normalizeVoucherCode(code)) return null;
  return (
    <p className="muted" data-testid="typed-code" data-typed={typed} data-code={code}>
      {t('shortCode.resolved', { typed, code: formatVoucherCode(code) })}
    </p>
  );
}
