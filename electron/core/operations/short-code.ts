// Mobile short codes: a code that is not a 12-character voucher code but could be a
// short code is sent to Balance, and from then on the terminal works with the code Balance
// returned. An unknown short code is refused with the service's sentence before any journal row.
import { CoreError, isShortCode } from '../contract';
import type { CoreRuntime } from '../runtime';
import { isVoucherCode, normalizeVoucherCode } from '../service/wire';
import { readFailure, requireOnline, service } from './context';
import { say, serviceSaid } from '../contract/core-messages';

/** The 12-character code behind `code`: itself when it is one, else what Balance answers for the short code. */
export async function resolveVoucherCode(rt: CoreRuntime, code: string): Promise<string> {
  if (isVoucherCode(code) || !isShortCode(code)) return normalizeVoucherCode(code);
  requireOnline(rt);
  const bal = await service(rt).vouchers.balance(code).catch(readFailure);
  if (bal.code && isVoucherCode(bal.code)) return normalizeVoucherCode(bal.code);
  throw new CoreError('service_refused', serviceSaid(bal.message, say('shortCodeUnknown')), false, { code });
}
