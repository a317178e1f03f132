// Command line of the browser mode: the reconcile settle window and the client timeouts can be set short (e2e).
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
});
