// The cash drawer on the receipt printer: the ESC/POS pulse (ESC p m t1 t2) that a print job
// carries when a step was paid (partly) in cash, and the audit entry of a drawer opened by hand.
import type { DrawerSettings } from '../contract/payments';
import { appendAudit } from '../store/audit';
import type { Db } from '../store/database';

/** ESC p m t1 t2: pin 2 is m=0, pin 5 is m=1; t1/t2 in units of 2 ms. Null when no drawer is attached. */
export function drawerPulse(s: DrawerSettings): Buffer | null {
  if (s.pin === 'none') return null;
  const units = (ms: number): number => Math.max(1, Math.min(255, Math.round(ms / 2)));
  return Buffer.from([0x1b, 0x70, s.pin === '2' ? 0 : 1, units(s.onMs), units(s.offMs)]);
}

/** The audit entry of a drawer opened without a sale. */
export function appendDrawerAudit(db: Db, e: { at: Date; actor: string | null; reason: string; jobId: number; pin: string }): void {
  appendAudit(db, { at: e.at, actor: e.actor, action: 'drawer.open', subject: String(e.jobId), details: { reason: e.reason, pin: e.pin } });
}
