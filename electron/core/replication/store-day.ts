// The store day for the manager of an enrolled till: read from the store database with this till's
// own role (row-level security: its own store only), shaped for the contract.
import pg from 'pg';
import type { StoreDay } from '../contract';
import type { StoreLink } from '../../back-office/client/link';
import { readStoreDay } from '../../back-office/client/store-day';

export async function storeDayOf(link: StoreLink, day: string, connect?: (url: string) => Promise<pg.Client>): Promise<StoreDay> {
  const client =
    (await connect?.(link.url)) ??
    (await (async () => {
      const c = new pg.Client({ connectionString: link.url, connectionTimeoutMillis: 5_000, query_timeout: 30_000 });
      await c.connect();
      return c;
    })());
  client.on('error', () => undefined);
  try {
    const rows = await readStoreDay(client, link.store, day);
    const nameOf = new Map(rows.tills.map((t) => [t.id, t.name]));
    const name = (id: string): string => nameOf.get(id) ?? id;
    // JSON carries PostgreSQL's own text of a timestamp: read it back as an instant.
    const iso = (d: string | null): string | null => (d ? new Date(d).toISOString() : null);
    return {
      store: link.store,
      day,
      tills: rows.tills.map((t) => ({
        till: t.name,
        self: t.id === link.tillId,
        lastContactAt: iso(t.last_seen),
        backlog: t.backlog,
        backlogSince: iso(t.backlog_since),
        flag: t.revoked ? 'revoked' : t.cloned ? 'cloned' : t.copy ? 'copy' : t.gap ? 'gap' : null,
        refused: t.refused,
      })),
      perTill: rows.perTill.map((r) => ({ till: name(r.till), kind: r.kind, count: r.count, amountCents: r.amount })),
      tillMoney: rows.tillMoney.map((t) => ({
        till: name(t.till),
        cashCents: t.cash,
        cardCents: t.card,
        otherCents: t.other,
        vouchersCents: t.vouchers,
        refundsCents: t.refunds,
        freeCreditCents: t.free_credit,
        differenceCents: t.difference,
      })),
      perCashier: rows.perCashier.map((r) => ({ cashier: r.cashier, kind: r.kind, count: r.count, amountCents: r.amount })),
      perMethod: rows.perMethod.map((r) => ({ method: r.method, paymentKind: r.payment_kind, count: r.count, amountCents: r.amount })),
      sessions: rows.sessions.map((s) => ({
        till: name(s.till),
        number: s.number,
        state: s.state === 'closed' ? ('closed' as const) : ('open' as const),
        openedAt: new Date(s.opened_at).toISOString(),
        closedAt: iso(s.closed_at),
        floatCents: s.float,
        expectedCents: s.expected,
        countedCents: s.counted,
        differenceCents: s.difference,
        drawerOpenings: s.openings,
      })),
      open: rows.open.map((r) => ({
        till: name(r.till),
        kind: r.kind,
        state: r.state,
        codeMasked: r.code_masked,
        amountCents: r.amount,
        cashier: r.cashier,
        createdAt: new Date(r.created_at).toISOString(),
      })),
      openOrders: rows.openOrders.map((o) => ({
        till: name(o.till),
        state: o.state === 'finishing' ? ('finishing' as const) : ('open' as const),
        totalCents: o.total,
        lines: o.lines,
        cashier: o.cashier,
        createdAt: new Date(o.created_at).toISOString(),
      })),
    };
  } finally {
    await client.end().catch(() => undefined);
  }
}
