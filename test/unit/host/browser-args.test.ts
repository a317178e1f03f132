// Command line of the browser mode: the reconcile settle window can be set short (e2e).
import { describe, expect, it } from 'vitest';
import { parseBrowserArgs } from '../../../electron/browser/args';

const defaults = { port: 5317, dataDir: '.data' };

describe('browser-mode arguments', () => {
  it('reads --reconcile-settle-ms and leaves it unset by default', () => {
    expect(parseBrowserArgs(['--port', '0'], defaults).reconcileSettleMs).toBeUndefined();
    expect(parseBrowserArgs(['--reconcile-settle-ms', '2000'], defaults)).toEqual({ ...defaults, reconcileSettleMs: 2000 });
  });

  it('refuses a settle window that is not a whole number of milliseconds', () => {
    expect(() => parseBrowserArgs(['--reconcile-settle-ms', '-1'], defaults)).toThrow(/whole number/);
    expect(() => parseBrowserArgs(['--reconcile-settle-ms', 'soon'], defaults)).toThrow(/whole number/);
  });
});
