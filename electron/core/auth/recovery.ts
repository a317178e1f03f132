// The way back from a manager lockout. Wrong PINs lock a manager's PIN entry (lockout.ts), and
// anyone who can reach the PIN pad can cause that; waiting up to a day is no answer for a shop.
// So the first manager set-up shows a recovery code once (20 characters, 100 random bits: it cannot
// be guessed, so trying it is never locked), kept as a scrypt hash like a PIN. Typing it at the
// locked manager's PIN pad ends that lock (audited) and spends it: a fresh code is shown once in
// its place. A manager may replace the code at any time (settings); a second manager can also end
// the lock by giving a new PIN (login.ts, savePinUser).
import crypto from 'node:crypto';
import { CoreError } from '../contract';
import type { CallContext } from '../contract/calls';
import { say } from '../contract/core-messages';
import type { CoreRuntime } from '../runtime';
import { appendAudit } from '../store/audit';
import { getPinUser, getRecoveryCode, setRecoveryCode } from '../store/pins';
import { recordSuccess } from './lockout';
import { actorOf } from './login';
import { hashSecret, verifyPin, type ScryptParams } from './pin';

type Rt = Pick<CoreRuntime, 'db' | 'clock'>;

/** Crockford's base32: no I, L, O or U, so the code reads back without doubt. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 20;

/** The code as typed: upper case, without spaces or dashes, O read as 0 and I/L as 1. */
export function normalizeRecoveryCode(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** A new random code in groups of four (ABCD-EFGH-…). */
export function newRecoveryCode(): string {
  const bytes = crypto.randomBytes(LENGTH);
  const chars = [...bytes].map((b) => ALPHABET[b % 32]).join(''); // 256 is a multiple of 32: no bias
  return chars.match(/.{4}/g)!.join('-');
}

/** Makes a new recovery code (the old one stops working), audited; answers it to be shown once. */
export async function replaceRecoveryCode(rt: Rt, actor: string, params?: ScryptParams, reason = 'replaced'): Promise<string> {
  const code = newRecoveryCode();
  const hash = await hashSecret(normalizeRecoveryCode(code), params);
  const now = rt.clock.now();
  rt.db.transaction(() => {
    setRecoveryCode(rt.db, { hash, createdAt: now.toISOString(), createdBy: actor }, now);
    appendAudit(rt.db, { at: now, actor, action: 'auth.recovery_code', subject: null, details: { reason } });
  })();
  return code;
}

/** True once a recovery code exists (terminals set up before it had none until a manager makes one). */
export function recoveryCodeSet(rt: Rt): boolean {
  return getRecoveryCode(rt.db) !== null;
}

/**
 * Recovery checks run one after the other, and only a few may wait: each costs a scrypt hash (about
 * 0.35 s and 128 MiB), so a flood of attempts neither fills the memory nor the CPU.
 */
const queues = new WeakMap<Rt['db'], { tail: Promise<unknown>; waiting: number }>();
const MAX_WAITING_CHECKS = 3;

async function oneCheckAtATime<T>(rt: Rt, check: () => Promise<T>): Promise<T> {
  const q = queues.get(rt.db) ?? { tail: Promise.resolve(), waiting: 0 };
  queues.set(rt.db, q);
  if (q.waiting >= MAX_WAITING_CHECKS) {
    throw new CoreError('locked', say('recoveryBusy'), true, { reason: 'recovery_busy' });
  }
  q.waiting += 1;
  const run = q.tail.then(check, check);
  q.tail = run.catch(() => undefined);
  try {
    return await run;
  } finally {
    q.waiting -= 1;
  }
}

/**
 * Ends the PIN lock of one manager with the recovery code (and this client's cashier lock, as a
 * manager's PIN would). Audited either way; the code is spent and the new one answered.
 */
export async function recoverWithCode(rt: Rt, ctx: CallContext, userId: string, typed: string, params?: ScryptParams): Promise<string> {
  const manager = getPinUser(rt.db, userId);
  if (!manager || manager.role !== 'manager') throw new CoreError('not_found', say('noSuchManager'));
  const stored = getRecoveryCode(rt.db);
  if (!stored) throw new CoreError('conflict', say('noRecoveryCode'), false, { reason: 'no_recovery_code' });
  const right = await oneCheckAtATime(rt, () => verifyPin(normalizeRecoveryCode(typed), stored.hash));
  const now = rt.clock.now();
  const client = ctx.caller?.client ?? ctx.clientId;
  if (!right || getRecoveryCode(rt.db)?.hash !== stored.hash) {
    appendAudit(rt.db, { at: now, actor: actorOf(ctx), action: 'auth.recovery_refused', subject: manager.name, details: { client } });
    throw new CoreError('unauthorized', say('wrongRecoveryCode'), false, { reason: 'wrong_recovery_code' });
  }
  rt.db.transaction(() => {
    recordSuccess(rt.db, { userId: manager.id, client, manager: true }); // as the manager's right PIN would
    appendAudit(rt.db, { at: now, actor: actorOf(ctx), action: 'auth.recovered', subject: manager.name, details: { client } });
  })();
  return replaceRecoveryCode(rt, manager.name, params, 'used');
}
