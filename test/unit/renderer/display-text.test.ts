// Names and service text: control characters and bidi overrides never reach the screen or a
// receipt, and a name with them is refused at input with a clear message.
import { describe, expect, it } from 'vitest';
import { methods, type AppStatus } from '../../../electron/core/contract';
import { hasUnsafeText, safeDeep, safeMultilineText, safeText, UNSAFE_NAME_MESSAGE } from '../../../electron/core/contract/display-text';
import { safeTextBridge } from '../../../src/bridge/safe-text';
import { servedStatus } from '../../../src/bridge/served-status';
import type { RawBridge } from '../../../src/bridge/types';

// "Gift CHF 05.01" with a right-to-left override shows as "Gift 10.50 FHC"; isolates and marks too.
const spoofed = 'Gift \u202eCHF 05.01\u202c \u2067x\u2069\u200f\u061c';

describe('display text', () => {
  it('removes C0/C1 controls, bidi embeddings, overrides, isolates and marks', () => {
    expect(safeText(spoofed)).toBe('Gift CHF 05.01 x');
    expect(safeText('a\u0000b\u001bc\u0085d\u009be\u007ff\ufeffg')).toBe('abcdefg');
    expect(safeText('two\r\nlines\u2028and\ttab')).toBe('two lines and tab');
    expect(safeMultilineText('csv;1\r\nrow;2\r\n')).toBe('csv;1\r\nrow;2\r\n');
    // A CSV export keeps the byte-order mark it opens with (spreadsheets read UTF-8 by it); nowhere else.
    expect(safeMultilineText('\ufeffa;b\r\n\ufeffc')).toBe('\ufeffa;b\r\nc');
    expect(safeText('\ufeffName')).toBe('Name');
    expect(safeText('Zürich – Café ½ 東京 👍🏽 Łódź')).toBe('Zürich – Café ½ 東京 👍🏽 Łódź');
  });

  it('walks answers: every string cleaned, line feeds kept, numbers and booleans untouched', () => {
    const answer = { ok: true, value: { name: spoofed, lines: ['a\u202eb', 'c\r\nd\u0007'], cents: 500, on: false, none: null } };
    expect(safeDeep(answer)).toEqual({
      ok: true,
      value: { name: 'Gift CHF 05.01 x', lines: ['ab', 'c\r\nd'], cents: 500, on: false, none: null },
    });
  });

  it('knows what a name may not contain', () => {
    for (const bad of ['Anna\u202e', 'A\u2066B', 'Line\nbreak', 'Tab\there', 'Bell\u0007', 'C1\u0085', 'Mark\u200f'])
      expect(hasUnsafeText(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['Anna', 'Zoë Müller-Lüdenscheidt', "O'Brien", 'Jean-Pierre', '李雷']) expect(hasUnsafeText(good)).toBe(false);
  });
});

describe('name fields refuse control and bidi characters with a clear message', () => {
  it.each(['auth.setup', 'auth.setPin'] as const)('%s', (name) => {
    const input = { name: 'Evil\u202eanna', role: 'cashier', pin: '123456' };
    const bad = methods[name].input.safeParse(name === 'auth.setup' ? { name: input.name, pin: input.pin } : input);
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toContain(UNSAFE_NAME_MESSAGE);
    const good = methods[name].input.safeParse(name === 'auth.setup' ? { name: 'Anna', pin: '123456' } : { ...input, name: 'Anna' });
    expect(good.success).toBe(true);
  });
});

describe('renderer: the bridge (createBridge wraps every transport) hands screens only safe text', () => {
  it('answers and events pass the display rule before any screen sees them', async () => {
    let push: (m: unknown) => void = () => undefined;
    const raw: RawBridge = {
      invoke: () =>
        Promise.resolve({ ok: false, error: { code: 'service_refused', message: `Voucher ${spoofed} blocked`, retryable: false } }),
      subscribe: (cb) => {
        push = cb;
        return () => undefined;
      },
    };
    const bridge = safeTextBridge(raw);
    const r = await bridge.invoke('auth.session', {});
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe('Voucher Gift CHF 05.01 x blocked');
    const seen: { payload: AppStatus }[] = [];
    bridge.subscribe((m) => seen.push(m as { payload: AppStatus }));
    const payload: AppStatus = {
      mode: 'live',
      online: true,
      language: 'en',
      printer: { state: 'offline', queued: 0, message: `Printer \u202eenilno\u202c` },
      sync: { state: 'idle', lastSyncAt: null },
      outlet: `Outlet ${spoofed}`,
      terminal: 'T1\u0007',
      version: '1.0.0',
      currency: null,
      timeZone: 'Europe/Zurich',
    };
    push({ event: 'app.status', payload });
    expect(seen[0]?.payload.outlet).toBe('Outlet Gift CHF 05.01 x');
    expect(seen[0]?.payload.printer.message).toBe('Printer enilno');
    expect(seen[0]?.payload.terminal).toBe('T1');
  });
});

describe('renderer: the status the page was served with (browser mode: no round trip before the first screen)', () => {
  const raw = (initialStatus: unknown): RawBridge => ({
    initialStatus,
    invoke: () => Promise.resolve({ ok: true, value: {} }),
    subscribe: () => () => undefined,
  });
  const served: AppStatus = {
    mode: 'training',
    online: true,
    language: 'de',
    printer: { state: 'ready', queued: 0 },
    sync: { state: 'idle', lastSyncAt: null },
    outlet: `Outlet ${spoofed}`,
    terminal: 'T1',
    version: '1.0.0',
    currency: 'CHF',
    timeZone: 'Europe/Zurich',
  };

  it('passes the display rule like every answer', () => {
    expect(servedStatus(safeTextBridge(raw(served)))?.outlet).toBe('Outlet Gift CHF 05.01 x');
  });

  it('is null when the page came without one or with something else (the app then asks)', () => {
    expect(servedStatus(safeTextBridge(raw(undefined)))).toBeNull();
    expect(servedStatus(safeTextBridge(raw('__TERMINAL_STATUS__')))).toBeNull();
    expect(servedStatus(safeTextBridge(raw({ mode: 'training' })))).toBeNull();
  });
});
