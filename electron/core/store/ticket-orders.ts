// Local copy of ticket orders (manager listing, readable offline) and the door-scan log of this
// terminal (today's check-in counter). Orders are stored as validated service objects; rows that
// no longer pass their schema are skipped on reading, never guessed (the reader that parses them
// with the service's schema is the caller's: the wire schemas stay in the service room).
import { mapSet, setFilters } from '../../common/sql-filters';
import type { Db } from './database';
import { terminalDay } from './journal';
import { activeScope, scopeWhere } from './scope';

/** What the copy needs of an order to file it; the whole order is kept as sent. */
export interface FiledTicketOrder {
  id: string;
  order_number: string;
  updated_at: string;
  customer?: { last_name?: string | null } | null;
}

/** The listing's filters, with the service's semantics (see `findTicketOrders`). */
export interface TicketOrdersFilter {
  updated_at_after?: string;
  updated_at_before?: string;
  order_number?: string;
  last_name?: string;
}

/** Reads one stored order; null when it no longer passes its schema (then it is skipped). */
export type ReadTicketOrder<T> = (data: string) => T | null;

/** Stores (inserts or replaces) orders as the service sent them, in one transaction. */
export function saveTicketOrders(db: Db, orders: readonly FiledTicketOrder[], now: Date): void {
  const at = now.toISOString();
  const w = scopeWhere(activeScope(db));
  const stmt = db.prepare(
    `INSERT INTO ticket_orders (mode, service, id, order_number, last_name, updated_at, data, fetched_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(mode, service, id) DO UPDATE SET order_number = excluded.order_number, last_name = excluded.last_name,
       updated_at = excluded.updated_at, data = excluded.data, fetched_at = excluded.fetched_at`,
  );
  db.transaction(() => {
    for (const o of orders)
      stmt.run(...w.args, o.id, o.order_number, o.customer?.last_name ?? null, canonical(o.updated_at), JSON.stringify(o), at);
  })();
}

/** `YYYY-MM-DDTHH:MM:SS` of a timestamp (fraction and offset dropped) so text comparison is chronological. */
function canonical(ts: string): string {
  return ts.slice(0, 19);
}

interface Row {
  data: string;
  fetched_at: string;
}

function parseRows<T>(rows: Row[], read: ReadTicketOrder<T>): Array<{ order: T; fetchedAt: string }> {
  const out: Array<{ order: T; fetchedAt: string }> = [];
  for (const r of rows) {
    const order = read(r.data);
    if (order !== null) out.push({ order, fetchedAt: r.fetched_at });
  }
  return out;
}

/**
 * Cached orders matching the filters with the service's semantics: `updated_at_after` inclusive,
 * `updated_at_before` exclusive, `order_number` equal, `last_name` equal and case-sensitive.
 */
export function findTicketOrders<T>(db: Db, q: TicketOrdersFilter, read: ReadTicketOrder<T>): { orders: T[]; fetchedAt: string | null } {
  const w = scopeWhere(activeScope(db));
  // `=` on TEXT is binary in SQLite: `last_name` is case-sensitive like the service.
  const f = setFilters([
    ['updated_at >= ?', mapSet(q.updated_at_after, canonical)],
    ['updated_at < ?', mapSet(q.updated_at_before, canonical)],
    ['order_number = ?', q.order_number],
    ['last_name = ?', q.last_name],
  ]);
  const args = [...w.args, ...f.args];
  const where = `WHERE ${[w.sql, ...f.conditions].join(' AND ')}`;
  const rows = db.prepare(`SELECT data, fetched_at FROM ticket_orders ${where} ORDER BY updated_at, order_number`).all(...args) as Row[];
  const parsed = parseRows(rows, read);
  // "As of": the oldest copy among the answered orders; with none, the latest listing stored.
  let fetchedAt = parsed.reduce<string | null>((min, r) => (min === null || r.fetchedAt < min ? r.fetchedAt : min), null);
  if (fetchedAt === null) {
    fetchedAt = (db.prepare(`SELECT max(fetched_at) AS at FROM ticket_orders WHERE ${w.sql}`).get(...w.args) as { at: string | null }).at;
  }
  return { orders: parsed.map((r) => r.order), fetchedAt };
}

/** One cached order, or undefined. */
export function getTicketOrder<T>(db: Db, id: string, read: ReadTicketOrder<T>): { order: T; fetchedAt: string } | undefined {
  const w = scopeWhere(activeScope(db));
  const rows = db.prepare(`SELECT data, fetched_at FROM ticket_orders WHERE id = ? AND ${w.sql}`).all(id, ...w.args) as Row[];
  return parseRows(rows, read)[0];
}

/** Distinct products with a start (events) named in cached order lines, soonest first. */
export function knownEvents(db: Db): Array<{ id: string; name: string; startsAt: string | null }> {
  const w = scopeWhere(activeScope(db), 'o');
  const rows = db
    .prepare(
      `SELECT json_extract(l.value, '$.product_id') AS id, json_extract(l.value, '$.name') AS name,
              min(json_extract(l.value, '$.starts_at')) AS starts_at
         FROM ticket_orders o, json_each(o.data, '$.order_lines') l
        WHERE ${w.sql}
        GROUP BY 1 ORDER BY 3, 2`,
    )
    .all(...w.args) as Array<{ id: unknown; name: unknown; starts_at: unknown }>;
  return rows
    .filter((r): r is { id: string; name: string; starts_at: string | null } => typeof r.id === 'string' && typeof r.name === 'string')
    .map((r) => ({ id: r.id, name: r.name, startsAt: typeof r.starts_at === 'string' ? r.starts_at : null }));
}

/** Product and ticket type names as seen in cached order lines (null when never seen). */
export function namesFromOrders(
  db: Db,
  productId: string,
  ticketTypeId: string | null,
): { productName: string | null; ticketTypeName: string | null } {
  const w = scopeWhere(activeScope(db), 'o');
  const row = db
    .prepare(
      `SELECT json_extract(l.value, '$.name') AS name,
              max(CASE WHEN json_extract(l.value, '$.ticket_type_id') = ? THEN json_extract(l.value, '$.ticket_type_name') END) AS type_name
         FROM ticket_orders o, json_each(o.data, '$.order_lines') l
        WHERE json_extract(l.value, '$.product_id') = ? AND ${w.sql}`,
    )
    .get(ticketTypeId ?? '', productId, ...w.args) as { name: unknown; type_name: unknown } | undefined;
  return {
    productName: typeof row?.name === 'string' ? row.name : null,
    ticketTypeName: typeof row?.type_name === 'string' ? row.type_name : null,
  };
}

/** The order line of a ticket number in the local order copies: names and slot, or null. */
export function lineOfTicket(
  db: Db,
  ticketNumber: string,
): { productName: string | null; ticketTypeName: string | null; startsAt: string | null } | null {
  const row = db
    .prepare(
      `SELECT json_extract(l.value, '$.name') AS name, json_extract(l.value, '$.ticket_type_name') AS type_name,
              json_extract(l.value, '$.starts_at') AS starts_at
         FROM ticket_orders o, json_each(o.data, '$.order_lines') l, json_each(l.value, '$.tickets') t
        WHERE json_extract(t.value, '$.number') = ?
        LIMIT 1`,
    )
    .get(ticketNumber) as { name: unknown; type_name: unknown; starts_at: unknown } | undefined;
  if (!row) return null;
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return { productName: text(row.name), ticketTypeName: text(row.type_name), startsAt: text(row.starts_at) };
}

/** One door scan as recorded. */
export interface ScanRecord {
  direction: 'checkin' | 'checkout';
  ticketNumber: string;
  successful: boolean;
  code: string | null;
  terminal: string;
  now: Date;
}

/** Records a door scan (its outcome as the service answered it). */
export function recordScan(db: Db, s: ScanRecord): void {
  const scope = activeScope(db);
  db.prepare(
    'INSERT INTO ticket_scans (direction, ticket_number, successful, code, terminal, day, at, mode, service) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(
    s.direction,
    s.ticketNumber,
    s.successful ? 1 : 0,
    s.code,
    s.terminal,
    terminalDay(db, s.now),
    s.now.toISOString(),
    scope.mode,
    scope.service,
  );
}

/** Successful check-ins and check-outs and refused scans of a terminal on its local day of `now`. */
export function scanCounts(db: Db, terminal: string, now: Date): { day: string; checkins: number; checkouts: number; refused: number } {
  const day = terminalDay(db, now);
  const w = scopeWhere(activeScope(db));
  const r = db
    .prepare(
      `SELECT coalesce(sum(successful = 1 AND direction = 'checkin'), 0) AS checkins,
              coalesce(sum(successful = 1 AND direction = 'checkout'), 0) AS checkouts,
              coalesce(sum(successful = 0), 0) AS refused
         FROM ticket_scans WHERE terminal = ? AND day = ? AND ${w.sql}`,
    )
    .get(terminal, day, ...w.args) as { checkins: number; checkouts: number; refused: number };
  return { day, ...r };
}
