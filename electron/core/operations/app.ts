import { z } from 'zod';
import { areaAccessSchema, languageSchema, type AppStatus } from '../contract';
import { getSetting, setSetting, terminalTimeZone } from '../store/settings';
import type { CoreRuntime } from '../runtime';
import { merchantCurrency } from '../store/merchant-currency';
import type { Handlers } from '../host/handlers';

/** Handlers of the app.* methods: status bar state and the UI language. */
export function appHandlers(rt: CoreRuntime) {
  return {
    'app.status': () => currentStatus(rt),
    'app.setLanguage': (input) => {
      setSetting(rt.db, 'ui.language', input.language, rt.clock.now());
      rt.bus.emit('app.status', currentStatus(rt));
      return { language: input.language };
    },
  } satisfies Handlers;
}

export function currentStatus(rt: CoreRuntime): AppStatus {
  return {
    mode: rt.state.mode,
    online: rt.state.online,
    language: getSetting(rt.db, 'ui.language', languageSchema, 'de'),
    printer: rt.state.printer,
    sync: rt.state.sync,
    // Empty until a manager names them: the status bar shows a default in the UI language.
    outlet: getSetting(rt.db, 'outlet.name', z.string(), ''),
    terminal: getSetting(rt.db, 'terminal.name', z.string(), ''),
    version: rt.version,
    unavailable:
      rt.state.mode === 'live' ? getSetting(rt.db, 'service.areas', z.array(areaAccessSchema), []).filter((a) => a.state !== 'ok') : [],
    currency: merchantCurrency(rt.db),
    timeZone: terminalTimeZone(rt.db),
    store: rt.state.store ?? null,
  };
}
