// voucher.lookup: balance (redeemability, real code), info and charge status in parallel; the
// answer is cached so that offline the terminal still answers, marked with its age.
import { CoreError, voucherLookupSchema, type MethodOutput, type MethodParsedInput, type VoucherLookup } from '../contract';
import type { CoreRuntime } from '../runtime';
import { resolveVoucherCode } from './short-code';
import { isServiceError, type ServiceError } from '../service';
import { formatVoucherCode, normalizeVoucherCode, type ChargeStatus, type VoucherBalance, type VoucherInfo } from '../service/wire';
import { hasUnresolved, listByCode } from '../store/journal';
import { withOwnSteps } from './voucher-own-steps';
import { getLookup, saveLookupSoon } from '../store/lookups';
import { service } from './context';
import { phase } from '../../common/timing';
import { say, serviceSaid, type CoreMessage } from '../contract/core-messages';

const cachedSchema = voucherLookupSchema.omit({ fromCache: true, ageSeconds: true, locked: true });

function ageSeconds(rt: CoreRuntime, fetchedAt: string): number {
  return Math.max(0, Math.floor((rt.clock.now().getTime() - Date.parse(fetchedAt)) / 1000));
}

/** The cached answer for a code, or an `offline` error when there is none. */
function fromCache(rt: CoreRuntime, code: string, why: CoreMessage): VoucherLookup {
  const cached = getLookup(rt.db, code, cachedSchema);
  if (!cached) throw new CoreError('offline', why, true, { code });
  const seen = withOwnSteps(cached.data, listByCode(rt.db, cached.data.code));
  return { ...seen, fromCache: true, ageSeconds: ageSeconds(rt, cached.data.fetchedAt), locked: hasUnresolved(rt.db, code) };
}

function isExpired(validUntil: string | null, now: Date): boolean {
  if (!validUntil) return false;
  const t = Date.parse(validUntil.replace(/\.\d+$/, ''));
  return Number.isFinite(t) && t < now.getTime();
}

/** True when a failure means "the service could not be reached or answered", not "refused". */
function unreachable(err: unknown): boolean {
  return isServiceError(err) && (err.kind === 'network' || err.kind === 'timeout' || err.kind === 'unavailable');
}

/** Handler of voucher.lookup. */
export async function lookupVoucher(rt: CoreRuntime, typed: MethodParsedInput<'voucher.lookup'>): Promise<MethodOutput<'voucher.lookup'>> {
  if (!rt.state.online) return fromCache(rt, typed.code, say('noSavedInfoOffline'));
  // A short code: info and charge status need the real code, which Balance answers.
  const input = { ...typed, code: await resolveVoucherCode(rt, typed.code) };
  const svc = service(rt);
  const [bal, info, charge] = await phase('service', () =>
    Promise.allSettled([svc.vouchers.balance(input.code), svc.vouchers.info(input.code), svc.vouchers.chargeStatus(input.code)]),
  );
  const failures = [bal, info, charge].filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failures.length === 3 && failures.every((f) => unreachable(f.reason))) {
    return fromCache(rt, input.code, say('noSavedInfoUnreachable'));
  }
  const b: VoucherBalance | null = bal.status === 'fulfilled' ? bal.value : null;
  const i: VoucherInfo | null = info.status === 'fulfilled' ? info.value : null;
  const c: ChargeStatus | null = charge.status === 'fulfilled' ? charge.value : null;
  const known = (b !== null && b.balance_in_cents !== undefined) || i !== null || c !== null;
  if (!known) {
    const refusal = failures.map((f) => f.reason).find((e): e is ServiceError => isServiceError(e) && e.kind === 'refused');
    const said = serviceSaid(b?.message, refusal?.said ?? say('unknownVoucher'));
    throw new CoreError('service_refused', said, false, { code: input.code });
  }
  const realCode = b && b.code ? normalizeVoucherCode(b.code) : input.code;
  const now = rt.clock.now();
  const answer = {
    code: realCode,
    codeFormatted: formatVoucherCode(realCode),
    info: i && {
      name: i.name,
      description: i.description,
      balanceCents: i.balance_in_cents,
      isRedeemed: i.is_redeemed,
      validUntil: i.valid_until,
      expired: isExpired(i.valid_until, now),
    },
    charge: c && { canBeCharged: c.can_be_charged, message: c.message, balanceCents: c.balance_in_cents ?? null },
    redeem: b && {
      isRedeemable: b.is_redeemable,
      balanceCents: b.balance_in_cents ?? null,
      totalAmountCents: b.total_amount_in_cents ?? null,
      currency: b.currency ?? null,
      message: b.message,
      note: b.extra,
    },
    fetchedAt: now.toISOString(),
  };
  // The cache is written right after the answer went out (a read writes it first): off the hot path.
  phase('cache', () => saveLookupSoon(rt.db, realCode, answer, now));
  return { ...answer, fromCache: false, ageSeconds: 0, locked: phase('journal', () => hasUnresolved(rt.db, realCode)) };
}
