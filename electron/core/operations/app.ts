import { z } from 'zod';
import { areaAccessSchema, cameraScanSchema, CoreError, languageSchema, type AppStatus } from '../contract';
import { say } from '../contract/core-messages';
import { getSetting, setSetting, terminalTimeZone } from '../store/settings';
import type { CoreRuntime } from '../runtime';
import { merchantCurrency } from '../store/merchant-currency';
import type { Handlers } from '../contract/calls';
import { callerName } from '../auth/session';
import { clockBehind, confirmClock, recordedFloor } from '../store/clock-floor';
import { configuredNames } from '../printing/names';

/** The clock's line of the status: only while it is behind the recorded steps. */
function clockStatus(rt: CoreRuntime): { clock?: AppStatus['clock'] } {
  const behind = clockBehind(rt.db, rt.clock.now());
  return behind ? { clock: { state: 'behind', ...behind } } : {};
}

/** Value steps are refused while the clock is behind the recorded steps (the status bar says so too). */
export function refuseIfClockBehind(rt: CoreRuntime): void {
  const behind = clockBehind(rt.db, rt.clock.now());
  if (!behind) return;
  rt.bus.emit('app.status', currentStatus(rt));
  throw new CoreError('locked', say('clockBehind', { now: behind.now, floor: behind.floor }), false, { reason: 'clock_behind', ...behind });
}

/** Handlers of the app.* methods: status bar state and the UI language. */
export function appHandlers(rt: CoreRuntime) {
  return {
    'app.status': () => currentStatus(rt),
    'app.setLanguage': (input) => {
      setSetting(rt.db, 'ui.language', input.language, rt.clock.now());
      rt.bus.emit('app.status', currentStatus(rt));
      return { language: input.language };
    },
    // The manager's authority is checked (and audited) around this handler: auth/authority-policy.ts.
    'app.confirmClock': (_input, ctx) => {
      const now = rt.clock.now();
      const behind = clockBehind(rt.db, now);
      if (!behind) return { confirmed: false, floor: recordedFloor(rt.db) };
      confirmClock(rt.db, { floor: behind.floor, now, by: callerName(ctx) });
      rt.logger.warn('a manager confirmed a clock behind the recorded steps', { ...behind });
      rt.bus.emit('app.status', currentStatus(rt));
      return { confirmed: true, floor: behind.floor };
    },
  } satisfies Handlers;
}

/** The setting that lets codes be scanned with a camera. */
export const cameraScanKey = 'hardware.camera';

/** Whether codes may be scanned with a camera (default on: a laptop at an event has no scanner). */
export function cameraScanOn(db: CoreRuntime['db']): boolean {
  return getSetting(db, cameraScanKey, cameraScanSchema, true);
}

export function currentStatus(rt: CoreRuntime): AppStatus {
  const names = configuredNames(rt.db);
  return {
    mode: rt.state.mode,
    online: rt.state.online,
    language: getSetting(rt.db, 'ui.language', languageSchema, 'de'),
    printer: rt.state.printer,
    sync: rt.state.sync,
    // Empty until a manager names them (names.ts): the status bar shows the default in the UI language.
    outlet: names.outlet ?? '',
    terminal: names.terminal ?? '',
    version: rt.version,
    unavailable:
      rt.state.mode === 'live' ? getSetting(rt.db, 'service.areas', z.array(areaAccessSchema), []).filter((a) => a.state !== 'ok') : [],
    currency: merchantCurrency(rt.db),
    timeZone: terminalTimeZone(rt.db),
    ...(rt.state.storage ? { storage: rt.state.storage } : {}),
    store: rt.state.store ?? null,
    camera: cameraScanOn(rt.db),
    ...clockStatus(rt),
  };
}
