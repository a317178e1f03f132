// PIN roles: first-run set-up, login/logout per client, manager elevation for authority steps,
// PIN user management and the audit log. PINs travel in, never out (only hashes are stored).
// Sessions are issued by the core (auth.start, auth.login, auth.setup, auth.elevate, auth.logout):
// the secret travels in the result envelope's `session` field, kept by the transport, never by screens.
import { z } from 'zod';
import { method } from './define';
import { hasUnsafeText, UNSAFE_NAME_MESSAGE } from './display-text';

/** A PIN has 4 to 8 digits; a manager's at least 6 (the core refuses a shorter one for a manager). */
export const PIN_MIN_DIGITS = 4;
export const PIN_MAX_DIGITS = 8;
export const MANAGER_PIN_MIN_DIGITS = 6;

/** A PIN: 4 to 8 digits. */
export const pinSchema = z.string().regex(/^\d{4,8}$/, { error: 'A PIN has 4 to 8 digits' });
const nameSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .refine((s) => !hasUnsafeText(s), { error: UNSAFE_NAME_MESSAGE });
export const pinRoleSchema = z.enum(['cashier', 'manager']);

/** A PIN user as shown to managers (never the hash). */
export const pinUserSchema = z.object({ id: z.string(), name: z.string(), role: pinRoleSchema, updatedAt: z.string() });
export type PinUser = z.infer<typeof pinUserSchema>;

/** Who can log in here (names for the login list), and until when each one's PIN entry waits. */
export const loginUserSchema = z.object({ id: z.string(), name: z.string(), role: pinRoleSchema, lockedUntil: z.string().nullable() });
export type LoginUser = z.infer<typeof loginUserSchema>;

/** This client's session and the PIN state of the terminal. */
export const authStateSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), role: pinRoleSchema }).nullable(),
  /** The PIN users to choose from at login (login is by user and PIN). */
  users: z.array(loginUserSchema),
  /** Manager PINs have at least this many digits. */
  managerPinMinDigits: z.number().int(),
  /** False on a fresh terminal: the manager area offers the first-run set-up. */
  managerPinSet: z.boolean(),
  /** True once a cashier PIN exists: cashier screens then need a login. */
  cashierPinRequired: z.boolean(),
  /** While set, cashier PIN entry at this client is refused (wrong PINs here); a manager's PIN still opens it. */
  lockedUntil: z.string().nullable(),
  managerTimeoutMinutes: z.number().int(),
  /** A manager vouched for the next authority step until then. */
  elevatedUntil: z.string().nullable(),
  /** Signed in with a manager PIN shorter than six digits (chosen before the rule): it should be changed now. */
  pinChangeDue: z.boolean(),
  /** A manager recovery code exists (it ends a manager's PIN lock); terminals set up before it have none yet. */
  recoveryCodeSet: z.boolean(),
});
export type AuthState = z.infer<typeof authStateSchema>;

/** A manager recovery code, shown once (20 characters in groups of four). */
export const recoveryCodeSchema = z.string().min(1).max(64);
/** The auth state with a new recovery code to show once (set-up, recovery). */
export const authStateWithCodeSchema = authStateSchema.extend({ recoveryCode: recoveryCodeSchema });

/** One audit log entry. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string().nullable(),
  action: z.string(),
  subject: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});

export const authMethods = {
  /** Starts an open-till session for this client (kept when one is live); the transport's first call. */
  'auth.start': method({ input: z.object({}).strict(), output: authStateSchema, role: 'public', doc: 'Start a session' }),
  /** This client's session, whether PINs are set and whether PIN entry is locked. */
  'auth.session': method({ input: z.object({}).strict(), output: authStateSchema, role: 'public', doc: 'Session and PIN state' }),
  /** First run only (no manager yet): choose the manager PIN; logs this client in as manager and answers the recovery code (shown once). */
  'auth.setup': method({
    input: z.object({ name: nameSchema, pin: pinSchema }).strict(),
    output: authStateWithCodeSchema,
    role: 'public',
    doc: 'Choose the first manager PIN',
  }),
  /** Logs this client in as one user with that user's PIN (wrong PINs delay and then lock that user's entry). */
  'auth.login': method({
    input: z.object({ userId: z.string().min(1).max(64), pin: pinSchema }).strict(),
    output: authStateSchema,
    role: 'public',
    doc: 'Log in with user and PIN',
  }),
  /** Ends this client's session. */
  'auth.logout': method({ input: z.object({}).strict(), output: authStateSchema, role: 'public', doc: 'Log out' }),
  /** A manager vouches with their PIN for the next authority step of this client. */
  'auth.elevate': method({
    input: z.object({ userId: z.string().min(1).max(64), pin: pinSchema }).strict(),
    output: authStateSchema,
    role: 'public',
    doc: 'Manager PIN for one authority step',
  }),
  /** Ends a manager's PIN lock with the recovery code (audited); the code is spent and a new one answered (shown once). */
  'auth.recover': method({
    input: z.object({ userId: z.string().min(1).max(64), recoveryCode: recoveryCodeSchema }).strict(),
    output: authStateWithCodeSchema,
    role: 'public',
    doc: 'End a manager lockout with the recovery code',
  }),
  /** A new recovery code in place of the old one (audited), shown once. */
  'auth.replaceRecoveryCode': method({
    input: z.object({}).strict(),
    output: z.object({ recoveryCode: recoveryCodeSchema }),
    role: 'manager',
    doc: 'Replace the manager recovery code',
  }),
  /** PIN users of this terminal. */
  'auth.users': method({
    input: z.object({}).strict(),
    output: z.object({ users: z.array(pinUserSchema) }),
    role: 'manager',
    doc: 'List PIN users',
  }),
  /** Creates a PIN user or changes name, role or PIN (manager PINs have at least six digits). */
  'auth.setPin': method({
    input: z.object({ id: z.string().min(1).optional(), name: nameSchema, role: pinRoleSchema, pin: pinSchema }).strict(),
    output: pinUserSchema,
    role: 'manager',
    doc: 'Create or change a PIN user',
  }),
  /** Removes a PIN user (never the last manager). */
  'auth.removeUser': method({
    input: z.object({ id: z.string().min(1) }).strict(),
    output: z.object({ removed: z.literal(true) }),
    role: 'manager',
    doc: 'Remove a PIN user',
  }),
  /** The audit log, newest first. */
  'auth.audit': method({
    input: z.object({ limit: z.number().int().positive().max(1000).optional() }).strict(),
    output: z.object({ entries: z.array(auditEntrySchema) }),
    role: 'manager',
    doc: 'Audit log: who did what and when',
  }),
};
