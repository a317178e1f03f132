// Handlers of session.*: open the till with a counted float, the X report, the counted close (Z,
// refused while a step or an order is open, confirmed and audited), stored Zs, the day and month
// reports. Who may count and close: a manager, or a cashier when the setting allows it (their own
// session only: one holding no other cashier's sales; audited under the cashier's name).
import { CoreError, sessionSettingsSchema, type SessionReport, type SessionSettings, type TillSession } from '../contract';
import type { CallContext, Handlers } from '../contract/calls';
import { say } from '../contract/core-messages';
import { readPaymentMethods } from '../payments/methods';
import { buildSessionReport } from '../reports/till-report';
import { periodTotals, sumPeriods } from '../reports/till-period';
import type { CoreRuntime } from '../runtime';
import { appendAudit } from '../store/audit';
import { terminalDay } from '../store/journal';
import { merchantCurrency } from '../store/merchant-currency';
import { countPinUsers } from '../store/pins';
import { activeScope } from '../store/scope';
import { setSetting } from '../store/settings';
import {
  countFloat,
  findOpenSession,
  findSession,
  getSession,
  insertSession,
  readSessionSettings,
  SESSION_SETTINGS_KEY,
  sessionsEnded,
} from '../store/till-sessions';
import { closeWithZ, readZ } from './till-session-guard';
import { printZOnce } from './till-z-print';
import { refuseIfClockBehind } from './app';

function settingsOf(rt: CoreRuntime): SessionSettings {
  return readSessionSettings(rt.db);
}

/** A manager; a cashier when the setting allows; anyone before the first manager PIN exists (as elsewhere). */
function requireCounter(rt: CoreRuntime, ctx: CallContext, action: string): void {
  const role = ctx.caller?.user?.role;
  if (role === 'manager' || countPinUsers(rt.db, 'manager') === 0) return;
  if (settingsOf(rt).cashierMayClose) return;
  throw new CoreError('forbidden', say('tillCloseSettingOff'), false, {
    needs: 'manager',
    action,
    reason: 'cashier_close_off',
  });
}

/** A cashier (per setting) closes only their own session: none of another cashier's sales is in it. */
function requireOwnSession(rt: CoreRuntime, ctx: CallContext, x: SessionReport): void {
  const user = ctx.caller?.user;
  if (!user || user.role === 'manager' || countPinUsers(rt.db, 'manager') === 0) return;
  const others = x.byCashier.flatMap((c) => (c.cashier !== null && c.cashier !== user.name ? [c.cashier] : []));
  if (others.length === 0) return;
  throw new CoreError('forbidden', say('tillCloseOtherCashiers', { cashiers: others.join(', ') }), false, {
    needs: 'manager',
    action: 'session.close',
    reason: 'other_cashiers',
    cashiers: others,
  });
}

function openOrRefuse(rt: CoreRuntime): TillSession {
  const s = findOpenSession(rt.db, activeScope(rt.db));
  if (!s) throw new CoreError('conflict', say('tillClosed'), false, { reason: 'no_open_session' });
  return s;
}

function zOf(rt: CoreRuntime, id: string) {
  const s = findSession(rt.db, id);
  if (!s || s.mode !== activeScope(rt.db).mode) throw new CoreError('not_found', say('noTillSession'));
  if (s.state !== 'closed') throw new CoreError('conflict', say('tillSessionStillOpen'), false, { state: 'open' });
  const z = readZ(rt, s);
  if (!z) throw new CoreError('internal', say('zUnreadable'));
  return z;
}

function dayReport(rt: CoreRuntime, day: string) {
  const sessions = sessionsEnded(rt.db, activeScope(rt.db), { day });
  const zs = sessions.flatMap((s) => readZ(rt, s) ?? []);
  return {
    day,
    generatedAt: rt.clock.now().toISOString(),
    currency: zs.find((z) => z.currency)?.currency ?? merchantCurrency(rt.db),
    sessions,
    totals: periodTotals(zs, readPaymentMethods(rt.db)),
  };
}

/** Handlers of session.*. */
export function sessionHandlers(rt: CoreRuntime) {
  const who = (ctx: CallContext) => ctx.caller?.user?.name ?? null;
  return {
    'session.current': () => ({ session: findOpenSession(rt.db, activeScope(rt.db)) }),
    'session.open': (input, ctx) => {
      refuseIfClockBehind(rt);
      const now = rt.clock.now();
      const session = rt.db.transaction(() => {
        const running = findOpenSession(rt.db, activeScope(rt.db));
        const denominations = input.denominations ?? null;
        if (running && countFloat(rt.db, running.id, input.floatCents, denominations)) {
          // A step opened this session before anyone counted: its float is counted now.
          appendAudit(rt.db, {
            at: now,
            actor: who(ctx),
            action: 'session.float',
            subject: running.id,
            details: { number: running.number, floatCents: input.floatCents, denominations },
          });
          return getSession(rt.db, running.id);
        }
        const s = insertSession(rt.db, {
          scope: activeScope(rt.db),
          openedAt: now,
          openedBy: who(ctx),
          reason: 'counted',
          floatCents: input.floatCents,
          floatDenominations: input.denominations ?? null,
        });
        appendAudit(rt.db, {
          at: now,
          actor: who(ctx),
          action: 'session.open',
          subject: s.id,
          details: { number: s.number, floatCents: s.floatCents, denominations: input.denominations ?? null },
        });
        return s;
      })();
      rt.bus.emit('session.changed', { session, notice: 'opened', closedSessionId: null });
      return { session };
    },
    'session.x': (_input, ctx) => {
      requireCounter(rt, ctx, 'session.x');
      return { report: buildSessionReport(rt.db, openOrRefuse(rt), activeScope(rt.db), 'x', rt.clock.now()) };
    },
    'session.close': (input, ctx) => {
      requireCounter(rt, ctx, 'session.close');
      const open = openOrRefuse(rt);
      const scope = activeScope(rt.db);
      const x = buildSessionReport(rt.db, open, scope, 'x', rt.clock.now());
      requireOwnSession(rt, ctx, x);
      const counted = { countedCents: input.countedCents, countedDenominations: input.denominations ?? null };
      if (!input.confirm) {
        // The Z as it would be: counted and difference filled, nothing stored.
        const preview = buildSessionReport(rt.db, { ...open, ...counted }, scope, 'x', rt.clock.now());
        return {
          closed: false,
          printed: false,
          report: { ...preview, session: { ...preview.session, differenceCents: preview.drawer.differenceCents } },
        };
      }
      if (x.openItems.length > 0) {
        throw new CoreError('conflict', say('tillOpenItems'), false, {
          reason: 'open_items',
          openItems: x.openItems,
        });
      }
      const { z: report } = closeWithZ(rt, open, {
        by: who(ctx),
        reason: 'counted',
        countedCents: input.countedCents,
        denominations: input.denominations ?? null,
      });
      // The Z goes to the printer with the close, whoever closes (screen or API).
      const printed = printZOnce(rt, report);
      rt.bus.emit('session.changed', { session: null, notice: 'closed', closedSessionId: open.id });
      return { closed: true, printed, report };
    },
    'session.z': (input) => ({ report: zOf(rt, input.sessionId) }),
    'session.list': (input) => {
      const scope = activeScope(rt.db);
      const ended = sessionsEnded(rt.db, scope, input);
      const open = findOpenSession(rt.db, scope);
      const today = terminalDay(rt.db, rt.clock.now());
      return { sessions: open && 'day' in input && input.day === today ? [...ended, open] : ended };
    },
    'session.day': (input) => dayReport(rt, input.day ?? terminalDay(rt.db, rt.clock.now())),
    'session.month': (input) => {
      const days = [...new Set(sessionsEnded(rt.db, activeScope(rt.db), { month: input.month }).flatMap((s) => s.day ?? []))].sort();
      const reports = days.map((day) => dayReport(rt, day));
      return {
        month: input.month,
        generatedAt: rt.clock.now().toISOString(),
        currency: reports.find((r) => r.currency)?.currency ?? merchantCurrency(rt.db),
        days: reports.map((r) => ({ day: r.day, totals: r.totals })),
        totals: sumPeriods(
          reports.map((r) => r.totals),
          readPaymentMethods(rt.db),
        ),
      };
    },
    'session.settings': () => settingsOf(rt),
    'session.updateSettings': (input, ctx) => {
      const next = sessionSettingsSchema.parse({ ...settingsOf(rt), ...input });
      setSetting(rt.db, SESSION_SETTINGS_KEY, next, rt.clock.now());
      appendAudit(rt.db, { at: rt.clock.now(), actor: who(ctx), action: 'session.settings', subject: null, details: next });
      return next;
    },
  } satisfies Handlers;
}
