// The customer display's window: which screen it goes to, never the cashier's, and the
// shell option that chooses it. Electron cannot start here; the placement is a pure function.
import { describe, expect, it } from 'vitest';
import { parseCustomerDisplay, placeCustomerWindow, type ScreenInfo } from '../../../electron/main/customer-window';
import { readShellOptions } from '../../../electron/main/shell-options';

const till: ScreenInfo = { id: 1, bounds: { x: 0, y: 0, width: 1280, height: 800 }, primary: true };
const pole: ScreenInfo = { id: 7, bounds: { x: 1280, y: 0, width: 800, height: 480 }, primary: false };
const third: ScreenInfo = { id: 9, bounds: { x: -1920, y: 0, width: 1920, height: 1080 }, primary: false };

describe('customer window placement', () => {
  it('auto: the first screen that is not the cashier’s, covering it', () => {
    expect(placeCustomerWindow([till, pole, third], 'auto')).toEqual({ screenId: 7, bounds: pole.bounds });
  });
  it('a chosen screen number (as the system counts them)', () => {
    expect(placeCustomerWindow([till, pole, third], 3)).toEqual({ screenId: 9, bounds: third.bounds });
  });
  it('never on the cashier’s screen: one screen, or the cashier’s number chosen, or a number not connected', () => {
    expect(placeCustomerWindow([till], 'auto')).toBeNull();
    expect(placeCustomerWindow([till], 1)).toBeNull();
    expect(placeCustomerWindow([till, pole], 1)).toEqual({ screenId: 7, bounds: pole.bounds });
    expect(placeCustomerWindow([till, pole], 5)).toEqual({ screenId: 7, bounds: pole.bounds });
  });
  it('off: no window', () => {
    expect(placeCustomerWindow([till, pole], 'off')).toBeNull();
  });
});

describe('the customer display option', () => {
  it('reads off, auto and screen numbers; anything else is none of them', () => {
    expect(['off', 'auto', '2', 3, true, false].map(parseCustomerDisplay)).toEqual(['off', 'auto', 2, 3, 'auto', 'off']);
    expect(['left', '0', 0, '2.5', 99].map(parseCustomerDisplay)).toEqual([null, null, null, null, null]);
  });
  it('command line over environment over shell.json; auto by default; a bad value is reported', () => {
    const none = { argv: [], env: {}, fileText: null };
    expect(readShellOptions(none).customerDisplay).toBe('auto');
    expect(readShellOptions({ ...none, fileText: '{"customerDisplay": 2}' }).customerDisplay).toBe(2);
    expect(
      readShellOptions({ argv: [], env: { VOUCHER_TERMINAL_CUSTOMER_DISPLAY: 'off' }, fileText: '{"customerDisplay": 2}' }).customerDisplay,
    ).toBe('off');
    expect(
      readShellOptions({ argv: ['--customer-display=3'], env: { VOUCHER_TERMINAL_CUSTOMER_DISPLAY: 'off' }, fileText: null })
        .customerDisplay,
    ).toBe(3);
    expect(readShellOptions({ ...none, argv: ['--no-customer-display'] }).customerDisplay).toBe('off');
    const bad = readShellOptions({ ...none, argv: ['--customer-display=left'] });
    expect(bad.customerDisplay).toBe('auto');
    expect(bad.problems).toEqual(['--customer-display=left: expected off, auto or a screen number']);
  });
});
