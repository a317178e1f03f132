// Manager steps are manager steps (item 5): undoing any step of an earlier day — a load,
// a voucher payment, a code sale, a promo redemption, a ticket booking — and
// deactivating a stock voucher are refused for a cashier (`forbidden`, needs the manager's PIN),
// pass after the manager's PIN and leave an audit entry naming the manager and the cashier. The
// payment methods and the closing of a day need a manager session and are audited with the person.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalEntry, MethodOutput, Order } from '../../electron/core/contract';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { startCore, type CoreHarness } from '../helpers/core-harness';
import { as as client, BOSS_PIN, uid } from '../helpers/session-clients';
import { loadStep, promoStep, stepByOrder, stepEntry } from '../helpers/order-steps';
import { throwing } from '../helpers/sales';

type AuditEntry = MethodOutput<'auth.audit'>['entries'][number];

let sb: RunningSandbox;
let h: CoreHarness;
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };

beforeAll(async () => {
  sb = await startSandbox({ dbFile: ':memory:' });
  h = await startCore({ sandbox: sb, core: { clock, scryptParams: { N: 1024, r: 8, p: 1 } } });
  expect((await h.core.runtime.catalogSync?.syncNow())?.ok).toBe(true);
});
afterAll(async () => {
  await h.close();
  await sb.close();
});

const as = (label: string) => client(h.core, label);
type Call = ReturnType<typeof as>;
const value = async <T>(p: Promise<{ ok: boolean; value?: unknown; error?: unknown }>): Promise<T> => {
  const r = await p;
  if (!r.ok) throw new Error(`call failed: ${JSON.stringify(r.error)}`);
  return r.value as T;
};

async function audit(boss: Call): Promise<AuditEntry[]> {
  return (await value<{ entries: AuditEntry[] }>(boss('auth.audit', {}))).entries;
}

/** Books two tickets of the first bookable day slot (the booking whose undo is tested). */
async function bookTickets(till: Call): Promise<string> {
  const products = await value<{ products: Array<{ id: string; slotType: string; isActive: boolean; categories: unknown[] }> }>(
    till('ticketing.products', {}),
  );
  const spa = products.products.find((x) => x.slotType === 'day' && x.isActive && x.categories.length > 0)!;
  const day = (o: number) => new Date(Date.now() + o * 86_400_000).toISOString().slice(0, 10);
  const av = await value<{
    currency: string;
    availabilities: Array<{
      startsAt: string;
      prices: Array<{ categoryId: string; priceCents: number; minQuantity: number; maxQuantity: number | null }>;
    }>;
  }>(till('ticketing.availabilities', { productId: spa.id, from: day(2), to: day(14) }));
  const fits = (x: { minQuantity: number; maxQuantity: number | null }) =>
    x.minQuantity <= 1 && (x.maxQuantity === null || x.maxQuantity >= 1);
  const slot = av.availabilities.find((a) => a.prices.some(fits))!;
  const price = slot.prices.find(fits)!;
  const booked = await value<{ entry: JournalEntry }>(
    till('ticketing.book', {
      productId: spa.id,
      startsAt: slot.startsAt,
      items: [{ categoryId: price.categoryId, quantity: 1 }],
      customer: { firstName: 'Anna', lastName: 'Muster', email: 'anna@example.org' },
    }),
  );
  return booked.entry.id;
}

describe('manager steps', () => {
  it('every undo of an earlier day: refused for a cashier, allowed with the manager PIN, audited with both people', async () => {
    const boss = as('boss');
    const till = as('till');
    expect((await boss('auth.setup', { name: 'Chefin', pin: BOSS_PIN })).ok).toBe(true);
    expect((await boss('auth.setPin', { name: 'Anna', role: 'cashier', pin: '1357' })).ok).toBe(true);
    expect((await till('auth.login', { userId: uid(h.core, 'Anna'), pin: '1357' })).ok).toBe(true);

    // Day one: one step of every kind (a load, a code sale and a promo code each a one-line order).
    const load = await loadStep(throwing(till), 'DEMOTRAIN005', 1000);
    const paid = await value<{ order: Order }>(till('order.addLine', { line: { kind: 'goods', amountCents: 1500 } }));
    const withLine = await value<{ order: Order }>(till('order.addTender', { tender: { kind: 'voucher', code: 'DEMOTRAIN001' } }));
    const rest = withLine.order.cashDueCents;
    if (rest > 0) await value(till('order.addTender', { tender: { kind: 'method', paymentMethodId: 'cash', amountCents: rest } }));
    await value(till('order.finish', { orderId: paid.order.id }));
    const codes = { kind: 'codes', productId: 'vt-value', unitPriceCents: 5000, quantity: 1, language: 'de' } as const;
    const sale = stepEntry(await stepByOrder(throwing(till), codes, 'card'));
    const promo = stepEntry(await promoStep(throwing(till), 'SOMMER20'));
    const booking = await bookTickets(till);

    offsetMs += 26 * 3600_000; // the next day
    const redemptionId = withLine.order.tenders[0]!.entries[0]!.id;
    const steps: Array<{ method: string; input: Record<string, unknown>; action: string; subject: string }> = [
      { method: 'charge.cancel', input: { journalId: load.id }, action: 'cancel_charge_earlier_day', subject: load.id },
      { method: 'redemption.cancel', input: { journalId: redemptionId }, action: 'cancel_purchase_earlier_day', subject: redemptionId },
      { method: 'sale.cancel', input: { journalId: sale.id }, action: 'cancel_sale_earlier_day', subject: sale.id },
      { method: 'promo.cancel', input: { journalId: promo.id }, action: 'cancel_promo_earlier_day', subject: promo.id },
      { method: 'ticketing.cancelBooking', input: { journalId: booking }, action: 'cancel_booking_earlier_day', subject: booking },
      {
        method: 'depot.deactivate',
        input: { code: 'DEMODEPOTFIX', reason: 'Kunde will nicht' },
        action: 'deactivate_depot',
        subject: 'DEMODEPOTFIX',
      },
    ];
    // Stock voucher to deactivate: activated today (deactivation needs the manager on any day).
    await stepByOrder(throwing(till), { kind: 'stock', code: 'DEMODEPOTFIX' }, 'cash');

    for (const step of steps) {
      expect(await till(step.method, step.input), step.method).toMatchObject({
        ok: false,
        error: { code: 'forbidden', details: { needs: 'manager_pin', action: step.action } },
      });
      expect((await till('auth.elevate', { userId: uid(h.core, 'Chefin'), pin: BOSS_PIN })).ok).toBe(true);
      const done = await till(step.method, step.input);
      expect(done.ok, `${step.method}: ${JSON.stringify(done)}`).toBe(true);
    }

    expect((await boss('auth.login', { userId: uid(h.core, 'Chefin'), pin: BOSS_PIN })).ok).toBe(true);
    const entries = await audit(boss);
    for (const step of steps) {
      expect(
        entries.find((e) => e.action === step.action && e.subject === step.subject),
        step.method,
      ).toMatchObject({ actor: 'Chefin', details: { cashier: 'Anna', method: step.method } });
    }
  });

  it('the payment methods and the closing of a day: a cashier is refused, the manager is audited by name', async () => {
    const boss = as('boss');
    const till = as('till');
    expect((await till('auth.login', { userId: uid(h.core, 'Anna'), pin: '1357' })).ok).toBe(true);
    const settings = await value<{ methods: unknown[] }>(till('payment.settings', {}));
    expect(await till('payment.updateSettings', { methods: settings.methods })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(await till('report.closeDay', {})).toMatchObject({ ok: false, error: { code: 'forbidden' } });

    expect((await boss('auth.login', { userId: uid(h.core, 'Chefin'), pin: BOSS_PIN })).ok).toBe(true);
    expect((await boss('payment.updateSettings', { methods: settings.methods })).ok).toBe(true);
    // The day is closed by counting the till (session.close), never on its own any more.
    expect(await boss('report.closeDay', {})).toMatchObject({
      ok: false,
      error: { code: 'conflict', details: { reason: 'session_close' } },
    });
    const entries = await audit(boss);
    expect(entries.find((e) => e.action === 'payment_settings')).toMatchObject({ actor: 'Chefin', details: { cashier: null } });
    expect(entries.find((e) => e.action === 'close_day')).toBeUndefined();
  });
});
