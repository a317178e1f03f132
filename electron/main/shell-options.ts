// Options of the desktop shell, read once at start: kiosk or full-screen window. Pure (no
// electron import) so a unit test can read it. Sources, strongest first: the command line
// (`--kiosk`, `--fullscreen`, `--no-kiosk`), the environment (`VOUCHER_TERMINAL_KIOSK=1`,
// `VOUCHER_TERMINAL_FULLSCREEN=1`), then `shell.json` in the user-data folder
// (`{"kiosk": true}` or `{"fullscreen": true}`), which an installed till keeps across updates.
// `customerDisplay` (`"off"`, `"auto"` or a screen number; `--customer-display=N`,
// `VOUCHER_TERMINAL_CUSTOMER_DISPLAY`) chooses the screen of the customer display's window.
import { parseCustomerDisplay, type CustomerDisplayChoice } from './customer-window';

export interface ShellOptions {
  /** Kiosk window: full screen, no window frame or menu, cannot be left with the usual keys. */
  kiosk: boolean;
  /** Full-screen window (the user can still leave it). */
  fullscreen: boolean;
  /** The customer display's screen (default `auto`: the first screen that is not the cashier's). */
  customerDisplay: CustomerDisplayChoice;
}

export interface ShellOptionSources {
  argv: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  /** Text of `shell.json`, or null when there is none. */
  fileText: string | null;
}

const truthy = (v: string | undefined): boolean | undefined => (v === undefined || v === '' ? undefined : /^(1|true|yes|on)$/i.test(v));

/** The shell options; a malformed `shell.json` is reported in `problems` and ignored, never fatal. */
export function readShellOptions(src: ShellOptionSources): ShellOptions & { problems: string[] } {
  const problems: string[] = [];
  let file: Partial<ShellOptions> = {};
  if (src.fileText !== null) {
    try {
      const data = JSON.parse(src.fileText) as unknown;
      if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error('not an object');
      for (const [key, value] of Object.entries(data)) {
        if ((key === 'kiosk' || key === 'fullscreen') && typeof value === 'boolean') file[key] = value;
        else if (key === 'customerDisplay' && parseCustomerDisplay(value) !== null)
          file.customerDisplay = parseCustomerDisplay(value) ?? 'auto';
        else problems.push(`shell.json: ignored ${key} (expected "kiosk" or "fullscreen" with true or false, or "customerDisplay")`);
      }
    } catch (err) {
      problems.push(`shell.json is not valid JSON (${(err as Error).message}); using the defaults`);
      file = {};
    }
  }
  const flag = (name: string): boolean | undefined =>
    src.argv.includes(`--${name}`) ? true : src.argv.includes(`--no-${name}`) ? false : undefined;
  const kiosk = flag('kiosk') ?? truthy(src.env['VOUCHER_TERMINAL_KIOSK']) ?? file.kiosk ?? false;
  const fullscreen = kiosk || (flag('fullscreen') ?? truthy(src.env['VOUCHER_TERMINAL_FULLSCREEN']) ?? file.fullscreen ?? false);
  const arg = src.argv.find((a) => a.startsWith('--customer-display='))?.slice('--customer-display='.length);
  const fromArg = src.argv.includes('--no-customer-display') ? 'off' : arg !== undefined ? parseCustomerDisplay(arg) : null;
  const env = src.env['VOUCHER_TERMINAL_CUSTOMER_DISPLAY'];
  const fromEnv = env ? parseCustomerDisplay(env) : null;
  if (arg !== undefined && fromArg === null) problems.push(`--customer-display=${arg}: expected off, auto or a screen number`);
  if (env && fromEnv === null) problems.push(`VOUCHER_TERMINAL_CUSTOMER_DISPLAY=${env}: expected off, auto or a screen number`);
  const customerDisplay = fromArg ?? fromEnv ?? file.customerDisplay ?? 'auto';
  return { kiosk, fullscreen, customerDisplay, problems };
}
