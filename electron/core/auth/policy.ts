// The numbers of the PIN policy, in one place.

/** Wrong PINs in a row that lock PIN entry. */
export const MAX_FAILURES = 5;
/** How long PIN entry stays locked after MAX_FAILURES wrong PINs. */
export const LOCKOUT_MS = 5 * 60_000;
/** Default inactivity after which a manager session ends (setting `auth.managerTimeoutMinutes`). */
export const DEFAULT_MANAGER_TIMEOUT_MINUTES = 5;
/** How long a manager's PIN vouches for one authority step of a cashier session. */
export const ELEVATION_MS = 2 * 60_000;
