// Handlers of settings.*: names, languages, masking, and the training/live switch. A live target is
// saved only after `hello.json` and an authenticated call pass with the candidate key; the key goes
// to the SecretStore (never the database, never back out).
import { z } from 'zod';
import {
  CoreError,
  areaAccessSchema,
  baseUrlProblem,
  codeMaskingSchema,
  cutFeedLinesSchema,
  printerModelSchema,
  ticketSlipsSchema,
  normalizeBaseUrl,
  trainingFlavourSchema,
  languageSchema,
  walkInEmailSchema,
  type ServiceCheck,
  type TerminalSettings,
} from '../contract';
import { managerTimeoutMs } from '../auth/session';
import type { CallContext, Handlers } from '../contract/calls';
import type { CoreRuntime } from '../runtime';
import { createServiceClient, type FetchLike } from '../service';
import { appendAudit } from '../store/audit';
import type { SecretStore } from '../store/secrets';
import { getSetting, setSetting } from '../store/settings';
import { activeScope } from '../store/scope';
import { cameraScanKey, cameraScanOn, currentStatus } from './app';
import { assertNoOpenSteps } from './mode-switch';
import { forgetKeyUser, keyUserInfo, sharedKeySign } from '../sync/key-user';
import { getSessionName } from './reports-context';
import { runServiceCheck } from './service-check';
import { placeNames } from '../printing/names';
import { thanksSeconds, thanksSecondsKey } from './customer-feed';
import { say, serviceSaid } from '../contract/core-messages';

/** Setting keys read and written here (the service keys are shared with service-setup.ts). */
export const settingKeys = {
  mode: 'service.mode',
  baseUrl: 'service.baseUrl',
  orderingSegment: 'service.orderingSegment',
  /** The areas the key could use at the last switch to live (service-check.ts). */
  areas: 'service.areas',
  outletName: 'outlet.name',
  terminalName: 'terminal.name',
  uiLanguage: 'ui.language',
  receiptLanguage: 'receipt.language',
  codeMasking: 'receipt.codeMasking',
  managerTimeoutMinutes: 'auth.managerTimeoutMinutes',
  // Read by printing (electron/core/printing/settings.ts) at print time.
  printerUri: 'printer.uri',
  paper: 'printer.paper',
  printerModel: 'printer.model',
  cutFeedLines: 'printer.cutFeedLines',
  ticketSlips: 'receipt.ticketSlips',
  /** Read by service-setup.ts when the training service starts. */
  trainingFlavour: 'training.flavour',
  /** Read by the customer display's feed (customer-feed.ts). */
  customerThanksSeconds: thanksSecondsKey,
  /** Read by the ticket bookings (walk-in guests without e-mail). */
  walkInEmail: 'tickets.walkInEmail',
  /** Read by the status (the renderer's scan buttons) and by Electron main (the camera permission). */
  cameraScan: cameraScanKey,
} as const;

/** What the settings handlers need besides the runtime. */
export interface SettingsDeps {
  secrets: SecretStore;
  /** Re-reads the service settings and reconnects (training or live); answers the mode now in use. */
  reconnect(): Promise<'training' | 'live'>;
  /** Only for tests of the check against a fake; production uses global fetch. */
  fetch?: FetchLike;
}

/** The mode the manager chose (training until a live service passed its check). */
export function chosenMode(rt: Pick<CoreRuntime, 'db'>): 'training' | 'live' {
  return getSetting(rt.db, settingKeys.mode, z.enum(['training', 'live']), 'training');
}

/** The merchant's fallback address of walk-in ticket bookings, or null when none is set. */
export function walkInEmail(rt: Pick<CoreRuntime, 'db'>): string | null {
  return getSetting(rt.db, settingKeys.walkInEmail, walkInEmailSchema, '') || null;
}

/** The settings view: never the key, only whether one is stored. */
export function readSettings(rt: CoreRuntime, secrets: SecretStore): TerminalSettings {
  const ui = getSetting(rt.db, settingKeys.uiLanguage, languageSchema, 'de');
  const names = placeNames(rt.db, ui);
  return {
    mode: rt.state.mode,
    live: {
      baseUrl: getSetting(rt.db, settingKeys.baseUrl, z.string(), ''),
      // A live set-up pre-fills the production segment.
      orderingSegment: getSetting(rt.db, settingKeys.orderingSegment, z.string(), 'esurprise'),
      apiKeySet: (secrets.get('service.apiKey') ?? '') !== '',
      areas: getSetting(rt.db, settingKeys.areas, z.array(areaAccessSchema), []),
    },
    // Unset: the defaults in the UI language (saved back, a default name still counts as unset).
    outletName: names.outlet,
    terminalName: names.terminal,
    uiLanguage: ui,
    receiptLanguage: getSetting(rt.db, settingKeys.receiptLanguage, languageSchema, ui),
    codeMasking: getSetting(rt.db, settingKeys.codeMasking, codeMaskingSchema, 'last4'),
    managerTimeoutMinutes: Math.round(managerTimeoutMs(rt.db) / 60_000),
    printerUri: getSetting(rt.db, settingKeys.printerUri, z.string(), rt.state.mode === 'training' ? 'training' : ''),
    paper: getSetting(rt.db, settingKeys.paper, z.enum(['58', '80']), '80'),
    printerModel: getSetting(rt.db, settingKeys.printerModel, printerModelSchema, 'epson'),
    cutFeedLines: getSetting(rt.db, settingKeys.cutFeedLines, cutFeedLinesSchema, 0),
    ticketSlips: getSetting(rt.db, settingKeys.ticketSlips, ticketSlipsSchema, 'ticket'),
    trainingFlavour: getSetting(rt.db, settingKeys.trainingFlavour, trainingFlavourSchema, 'interface'),
    customerThanksSeconds: thanksSeconds(rt.db),
    walkInEmail: walkInEmail(rt) ?? '',
    cameraScan: cameraScanOn(rt.db),
    ...keyUserView(rt.db),
  };
}

/** The learned key user and the shared-key sign of the service in use. */
function keyUserView(db: CoreRuntime['db']): Pick<TerminalSettings, 'keyUser' | 'sharedKey'> {
  const service = activeScope(db).service;
  const u = keyUserInfo(db, service);
  const shared = sharedKeySign(db, service);
  return {
    keyUser: u ? { id: u.userId, name: u.userName ?? null, learnedAt: u.learnedAt ?? null } : null,
    sharedKey: shared ? { code: shared.code, at: shared.at, detectedAt: shared.detectedAt } : null,
  };
}

/** The stored base URL in normalised form ('' when none or unreadable). */
function storedBaseUrl(rt: CoreRuntime): string {
  const stored = getSetting(rt.db, settingKeys.baseUrl, z.string(), '');
  return baseUrlProblem(stored) === null ? normalizeBaseUrl(stored) : '';
}

/**
 * hello.json, the authenticated read and the area probes (service-check.ts). The stored key is
 * only ever sent to the stored base URL: another address needs the key typed again.
 */
export async function checkService(
  rt: CoreRuntime,
  deps: SettingsDeps,
  target: { baseUrl: string; apiKey?: string; orderingSegment: string },
): Promise<ServiceCheck> {
  const stored = deps.secrets.get('service.apiKey') ?? '';
  const sameAddress = storedBaseUrl(rt) !== '' && storedBaseUrl(rt) === target.baseUrl;
  if (target.apiKey === undefined && stored !== '' && !sameAddress) {
    return {
      ok: false,
      hello: 'failed',
      authenticated: 'skipped',
      message: 'A new address needs the API key typed again.',
      areas: [],
      keyNeeded: true,
    };
  }
  const apiKey = target.apiKey ?? stored;
  if (apiKey === '') {
    return {
      ok: false,
      hello: 'failed',
      authenticated: 'skipped',
      message: 'No API key is stored: enter one.',
      areas: [],
      keyNeeded: true,
    };
  }
  const client = createServiceClient({
    baseUrl: target.baseUrl,
    apiKey,
    orderingSegment: target.orderingSegment,
    logger: rt.logger,
    fetch: deps.fetch,
    retry: { attempts: 1 },
    timeouts: { connectMs: 6000, readMs: 6000 },
  });
  return runServiceCheck(client, rt.clock.now());
}

function actor(rt: CoreRuntime, ctx: CallContext): string | null {
  return getSessionName(rt, ctx);
}

/** Handlers of settings.*. */
export function settingsHandlers(rt: CoreRuntime, deps: SettingsDeps) {
  return {
    'settings.get': () => readSettings(rt, deps.secrets),
    'settings.update': async (i, ctx) => {
      const now = rt.clock.now();
      const flavourChanged =
        i.trainingFlavour !== undefined &&
        i.trainingFlavour !== getSetting(rt.db, settingKeys.trainingFlavour, trainingFlavourSchema, 'interface');
      const changed: string[] = [];
      rt.db.transaction(() => {
        for (const [field, value] of Object.entries(i)) {
          if (value === undefined) continue;
          setSetting(rt.db, settingKeys[field as keyof typeof i], value, now);
          changed.push(field);
        }
        appendAudit(rt.db, { at: now, actor: actor(rt, ctx), action: 'settings.update', details: { changed } });
      })();
      rt.bus.emit('app.status', currentStatus(rt)); // names and the UI language show at once
      // The training service answers in its new flavour from a fresh start.
      if (flavourChanged && chosenMode(rt) === 'training') await deps.reconnect();
      return readSettings(rt, deps.secrets);
    },
    'settings.checkService': (i) => checkService(rt, deps, i),
    'settings.switchMode': async (i, ctx) => {
      const now = rt.clock.now();
      assertNoOpenSteps(rt, i.mode, actor(rt, ctx));
      if (i.mode === 'live') {
        const check = await checkService(rt, deps, i);
        if (!check.ok) {
          appendAudit(rt.db, {
            at: now,
            actor: actor(rt, ctx),
            action: 'settings.live_refused',
            details: { step: check.authenticated === 'failed' ? 'authenticated' : 'hello' },
          });
          throw new CoreError('service_refused', serviceSaid(check.message, say('liveCheckFailed')), false, { check });
        }
        if (i.apiKey !== undefined) deps.secrets.set('service.apiKey', i.apiKey);
        if (i.apiKey !== undefined) forgetKeyUser(rt.db, now); // the closing learns the new key's user again
        rt.db.transaction(() => {
          setSetting(rt.db, settingKeys.baseUrl, i.baseUrl, now);
          setSetting(rt.db, settingKeys.orderingSegment, i.orderingSegment, now);
          setSetting(rt.db, settingKeys.areas, check.areas, now);
          setSetting(rt.db, settingKeys.mode, 'live', now);
          appendAudit(rt.db, {
            at: now,
            actor: actor(rt, ctx),
            action: 'settings.switch_live',
            details: { keyReplaced: i.apiKey !== undefined, areas: check.areas.map((a) => `${a.area}:${a.state}`) },
          });
        })();
      } else {
        rt.db.transaction(() => {
          setSetting(rt.db, settingKeys.mode, 'training', now);
          appendAudit(rt.db, { at: now, actor: actor(rt, ctx), action: 'settings.switch_training' });
        })();
      }
      await deps.reconnect();
      // The catalog of the new service at once (caches are per service: the old one is never shown).
      await rt.catalogSync
        ?.syncNow()
        .catch((err: unknown) => rt.logger.warn('catalog refresh after switch failed', { error: String(err) }));
      return readSettings(rt, deps.secrets);
    },
  } satisfies Handlers;
}
