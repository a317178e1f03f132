// Command line of the browser mode: the reconcile settle window, the client timeouts and the PIN delay and hash cost can be set short (e2e).
import { describe, expect, it } from 'vitest';
import { parseBrowserArgs } from '../../../electron/browser/args';

const defaults = { port: 5317, dataDir: '.data' };

describe('browser-mode arguments', () => {
  it('reads --reconcile-settle-ms and leaves it unset by default', () => {
    expect(parseBrowserArgs(['--port', '0'], defaults).reconcileSettleMs).toBeUndefined();
    expect(parseBrowserArgs(['--reconcile-settle-ms', '2000', '--service-timeout-ms', '3000'], defaults)).toEqual({
      ...defaults,
      reconcileSettleMs: 2000,
      serviceTimeoutMs: 3000,
    });
  });

  it('refuses a settle window that is not a whole number of milliseconds', () => {
    expect(() => parseBrowserArgs(['--reconcile-settle-ms', '-1'], defaults)).toThrow(/whole number/);
    expect(() => parseBrowserArgs(['--service-timeout-ms', 'soon'], defaults)).toThrow(/whole number/);
  });

  it('reads the PIN delay and hash cost (e2e) and leaves them unset by default', () => {
    expect(parseBrowserArgs([], defaults)).toEqual(defaults);
    expect(parseBrowserArgs(['--pin-delay-ms', '50', '--pin-hash-cost', '1024'], defaults)).toEqual({
      ...defaults,
      pinDelayMs: 50,
      pinHashCost: 1024,
    });
    expect(() => parseBrowserArgs(['--pin-delay-ms', '0.5'], defaults)).toThrow(/whole number/);
    expect(() => parseBrowserArgs(['--pin-hash-cost', '1000'], defaults)).toThrow(/power of two/);
    expect(() => parseBrowserArgs(['--pin-hash-cost', '512'], defaults)).toThrow(/power of two/);
  });
});
