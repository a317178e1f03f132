// The numbers of the PIN policy, in one place.

/** Wrong PINs in a row for one user (or at one client) that lock that PIN entry. */
export const MAX_FAILURES = 5;
/** How long a PIN entry stays locked after MAX_FAILURES wrong PINs (doubles with every further failure). */
export const LOCKOUT_MS = 5 * 60_000;
/** The longest lock a run of wrong PINs can cause. */
export const MAX_LOCKOUT_MS = 24 * 60 * 60_000;
/** Delay after the first wrong PIN for a user; doubles with each further one until the lockout. */
export const FIRST_DELAY_MS = 1_000;
/** Default inactivity after which a manager session ends (setting `auth.managerTimeoutMinutes`). */
export const DEFAULT_MANAGER_TIMEOUT_MINUTES = 5;
/** How long a manager's PIN vouches for one authority step of a cashier session. */
export const ELEVATION_MS = 2 * 60_000;
/** Sessions kept at most (the oldest idle open-till one goes first; a logged-in one never does). */
export const MAX_SESSIONS = 500;
/** Open-till sessions one client label may start within SESSION_START_WINDOW_MS (a page load needs one). */
export const MAX_SESSION_STARTS = 60;
export const SESSION_START_WINDOW_MS = 60_000;
/** Manager PINs have at least this many digits (cashier PINs at least 4): the contract's rule. */
export { MANAGER_PIN_MIN_DIGITS } from '../contract/auth';
