// Where the customer display's window goes: pure (no electron import) so a unit test
// can place it. The choice comes from the shell options (`customerDisplay` in shell.json,
// `--customer-display=N`, `VOUCHER_TERMINAL_CUSTOMER_DISPLAY`): `off`, `auto` (the first screen that
// is not the cashier's) or a screen's number as the operating system counts them (1, 2, …).

export interface ScreenInfo {
  id: number;
  bounds: { x: number; y: number; width: number; height: number };
  primary: boolean;
}

export type CustomerDisplayChoice = 'off' | 'auto' | number;

export interface CustomerWindowPlacement {
  screenId: number;
  bounds: ScreenInfo['bounds'];
}

/**
 * The screen and bounds of the customer window, or null for none. Never on the cashier's screen
 * (the primary one, where the till's window is): a till with one screen has no customer window,
 * and a chosen number that is the cashier's screen or not connected falls back to `auto`.
 */
export function placeCustomerWindow(screens: readonly ScreenInfo[], choice: CustomerDisplayChoice): CustomerWindowPlacement | null {
  if (choice === 'off') return null;
  const others = screens.filter((s) => !s.primary);
  const chosen = typeof choice === 'number' ? screens[choice - 1] : undefined;
  const target = chosen && !chosen.primary ? chosen : others[0];
  return target ? { screenId: target.id, bounds: { ...target.bounds } } : null;
}

/** Reads the choice from its text (`off`, `auto`, a screen number); null when it is none of them. */
export function parseCustomerDisplay(value: unknown): CustomerDisplayChoice | null {
  if (value === 'off' || value === false) return 'off';
  if (value === 'auto' || value === true) return 'auto';
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 16 ? n : null;
}
