// The cash drawer on the receipt printer: the ESC/POS pulse (ESC p m t1 t2) that a print job
// carries when a step was paid (partly) in cash, and the audit entry of a drawer opened by hand.
import type { DrawerSettings } from '../contract/payments';
import { appendAudit } from '../store/audit';
import type { Db } from '../store/database';
import { profileOf, type PrinterProfile } from './profiles';

/** ESC p m t1 t2: m per pin and t1/t2 in the units of the profile (Epson: pin 2 m=0, pin 5 m=1, 2 ms). Null when no drawer is attached. */
export function drawerPulse(s: DrawerSettings, profile: PrinterProfile = profileOf(undefined)): Buffer | null {
  if (s.pin === 'none') return null;
  const { pins, unitMs } = profile.drawer;
  const units = (ms: number): number => Math.max(1, Math.min(255, Math.round(ms / unitMs)));
  return Buffer.from([0x1b, 0x70, pins[s.pin], units(s.onMs), units(s.offMs)]);
}

/** The audit entry of a drawer opened without a sale. */
export function appendDrawerAudit(db: Db, e: { at: Date; actor: string | null; reason: string; jobId: number; pin: string }): void {
  appendAudit(db, { at: e.at, actor: e.actor, action: 'drawer.open', subject: String(e.jobId), details: { reason: e.reason, pin: e.pin } });
}
