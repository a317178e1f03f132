// The till's side of the store protocol, written next to the schema it writes: one PostgreSQL
// statement (so one transaction) per batch, the store's push function per table (a row moves only
// forward along the till's own state machine; what the store refuses comes back, never skipped in
// silence), the store's copy of the cursor in the same transaction. Pushing a batch twice changes
// nothing; a lost answer is simply pushed again. The same ids with other fixed content are refused
// by the guard trigger and the till is flagged as cloned (in a transaction of its own, after the
// batch was rolled back).
import type pg from 'pg';
import { z } from 'zod';
import { replicaColumns, type ReplicaBatch } from './replica';

/** Why a push did not land, as the pusher and the status bar tell it. */
export type StoreFailure = 'unreachable' | 'revoked' | 'cloned' | 'refused';

export class StorePushError extends Error {
  constructor(
    readonly failure: StoreFailure,
    message: string,
  ) {
    super(message);
    this.name = 'StorePushError';
  }
}

type ReplicaTable = keyof typeof replicaColumns;
const tableLetters: Record<ReplicaTable, string> = {
  journal_rows: 'j',
  audit_entries: 'a',
  orders: 'o',
  order_lines: 'l',
  tenders: 't',
  till_sessions: 's',
  drawer_openings: 'd',
  money_facts: 'm',
};

/** The call of one replica table's push function for till `$till`, its rows as typed arrays from parameter `$first` on. */
function pushCall(table: ReplicaTable, first: number): string {
  const cols: Array<[string, string]> = [['local_id', 'text'], ...Object.entries(replicaColumns[table])];
  return `store_push_${table}($3::uuid, ${cols.map(([, t], i) => `$${first + i}::${t}[]`).join(', ')})`;
}

/** The column arrays of one table's rows, in the order of its push function (JSON columns as JSON text). */
function columnArrays(table: ReplicaTable, rows: ReadonlyArray<Record<string, unknown>>): unknown[][] {
  const cols: Array<[string, string]> = [['local_id', 'text'], ...Object.entries(replicaColumns[table])];
  return cols.map(([c, t]) => rows.map((r) => (t === 'jsonb' && r[c] != null ? JSON.stringify(r[c]) : (r[c] ?? null))));
}

/**
 * A whole batch as one statement (one transaction, one round trip): the push function of each
 * table that has rows (the store's own SECURITY DEFINER functions: a till writes no table itself),
 * then, as their caller, the end of the batch that moves the store's copy of the cursor to what it
 * now holds and answers the refused rows. Arguments run before their function: the pushes first.
 * `$1, $2` are the backlog left, `$3` the till. Prepared once per connection and shape of batch.
 */
function batchSql(tables: readonly ReplicaTable[]): string {
  let next = 4;
  const calls = tables.map((t) => {
    const sql = pushCall(t, next);
    next += 1 + Object.keys(replicaColumns[t]).length;
    return sql;
  });
  return `SELECT store_end_push($1, $2, ARRAY[${calls.join(', ')}]::jsonb[]) AS refused`;
}
const batchStatements = new Map<string, string>();

/** PostgreSQL error codes: the till's identity is refused, or the content says another machine. */
const identityCodes: Record<string, StoreFailure> = {
  '42501': 'refused',
  SR010: 'revoked',
  SR011: 'cloned',
  SR012: 'revoked',
  '28P01': 'revoked',
  '28000': 'revoked',
};
const cloneCodes = new Set(['SR002', 'SR003', '23505']);

function pgCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string' ? err.code : undefined;
}

/** Maps a failure of the store to what the till can do about it (unknown ones: unreachable, try later). */
export function storeFailureOf(err: unknown): StorePushError {
  if (err instanceof StorePushError) return err;
  const code = pgCode(err);
  const message = err instanceof Error ? err.message : String(err);
  const failure = code ? identityCodes[code] : undefined;
  if (failure) return new StorePushError(failure, message);
  return new StorePushError('unreachable', message);
}

/** The start of a push: records the contact; answers the store's copy of this till's cursor. */
export async function beginPush(
  client: pg.ClientBase,
  p: { head: number; backlog: number; since: string | null; version: string },
): Promise<number> {
  try {
    const { rows } = await client.query<{ last: string }>('SELECT store_begin_push($1, $2, $3, $4) AS last', [
      p.head,
      p.backlog,
      p.since,
      p.version,
    ]);
    return Number(rows[0]?.last ?? 0);
  } catch (err) {
    throw storeFailureOf(err);
  }
}

/** The (local id, version) pairs the store holds or refused from this till with a version in (after, upTo]. */
export async function storedVersions(client: pg.ClientBase, tillId: string, after: number, upTo: number): Promise<Map<string, number>> {
  try {
    const { rows } = await client.query<{ id: string; v: string }>(
      `SELECT local_id AS id, version AS v FROM journal_rows WHERE till_id = $1 AND version > $2 AND version <= $3
       UNION ALL SELECT local_id, version FROM audit_entries WHERE till_id = $1 AND version > $2 AND version <= $3
       UNION ALL SELECT local_id, version FROM orders WHERE till_id = $1 AND version > $2 AND version <= $3
       UNION ALL SELECT local_id, version FROM till_sessions WHERE till_id = $1 AND version > $2 AND version <= $3
       UNION ALL SELECT local_id, pushed_version FROM push_refusals WHERE till_id = $1 AND pushed_version > $2 AND pushed_version <= $3`,
      [tillId, after, upTo],
    );
    return new Map(rows.map((r) => [r.id, Number(r.v)]));
  } catch (err) {
    throw storeFailureOf(err);
  }
}

/** An earlier enrolment whose rows a data folder holds: its till id and the install it claimed. */
export interface EarlierEnrolment {
  till: string;
  install: string;
}

/**
 * How far the store holds this data folder's changes under its earlier enrolments (a till enrolled
 * anew, with `--replace` or under another name); 0 when it had none. Those rows are at the store
 * already and must not arrive a second time under the new id. An enrolment counts only when the
 * store knows it by the install it claimed: a till of the same name at another machine never does.
 */
export async function earlierEnrolmentSeq(client: pg.ClientBase, store: string, earlier: readonly EarlierEnrolment[]): Promise<number> {
  if (earlier.length === 0) return 0;
  try {
    const { rows } = await client.query<{ s: string | null }>(
      `SELECT max(t.last_seq) AS s
         FROM tills t JOIN unnest($2::text[], $3::text[]) AS e(till, install)
           ON t.id::text = e.till AND t.install_id = e.install
        WHERE t.store_id = $1`,
      [store, earlier.map((e) => e.till), earlier.map((e) => e.install)],
    );
    return Number(rows[0]?.s ?? 0);
  } catch (err) {
    throw storeFailureOf(err);
  }
}

/** Tells the store it holds changes this till does not have; answers whether it flagged a gap or a clone. */
export async function reportGap(client: pg.ClientBase, cursor: number, head: number): Promise<'gap' | 'cloned'> {
  try {
    const { rows } = await client.query<{ r: 'gap' | 'cloned' }>('SELECT store_report_gap($1, $2) AS r', [cursor, head]);
    return rows[0]?.r === 'cloned' ? 'cloned' : 'gap';
  } catch (err) {
    throw storeFailureOf(err);
  }
}

/** A pushed row the store did not take, and why (it recorded it in push_refusals too). */
export const pushRefusalSchema = z.object({
  table: z.string(),
  localId: z.string(),
  version: z.number().int(),
  state: z.string().nullable(),
  storedVersion: z.number().int().nullable(),
  storedState: z.string().nullable(),
  reason: z.enum(['beyond_head', 'unknown_state', 'other_content', 'not_newer', 'state_move', 'final_changed']),
});
export type PushRefusal = z.infer<typeof pushRefusalSchema>;

/**
 * Pushes one batch in one transaction; answers the rows the store refused (the rest landed). Throws
 * StorePushError when the batch did not land (or landed and its answer was lost: push again).
 */
export async function pushBatch(
  client: pg.ClientBase,
  link: { tillId: string; store: string },
  batch: ReplicaBatch,
): Promise<PushRefusal[]> {
  try {
    const parts: Array<[ReplicaTable, ReadonlyArray<Record<string, unknown>>]> = (
      [
        ['journal_rows', batch.journal],
        ['audit_entries', batch.audit],
        ['orders', batch.orders],
        ['order_lines', batch.lines],
        ['tenders', batch.tenders],
        ['till_sessions', batch.sessions],
        ['drawer_openings', batch.drawerOpenings ?? []],
        ['money_facts', batch.moneyFacts ?? []],
      ] as Array<[ReplicaTable, ReadonlyArray<Record<string, unknown>>]>
    ).filter(([, rows]) => rows.length > 0);
    // PostgreSQL keeps 63 bytes of a statement's name: the shape as one letter per table.
    const name = `store_push:${parts.map(([t]) => tableLetters[t]).join('')}`;
    const text = batchStatements.get(name) ?? batchSql(parts.map(([t]) => t));
    batchStatements.set(name, text);
    const { rows } = await client.query<{ refused: unknown }>({
      name,
      text,
      // Without rows the statement names only the backlog's two parameters.
      values: [
        batch.backlogAfter,
        batch.backlogSince,
        ...(parts.length ? [link.tillId, ...parts.flatMap(([t, r]) => columnArrays(t, r))] : []),
      ],
    });
    return z.array(pushRefusalSchema).parse(rows[0]?.refused ?? []);
  } catch (err) {
    const code = pgCode(err);
    if (code && cloneCodes.has(code)) {
      const detail = { code, message: err instanceof Error ? err.message : String(err) };
      await client.query('SELECT store_flag_clone($1::jsonb)', [JSON.stringify(detail)]).catch(() => undefined);
      throw new StorePushError('cloned', `the store refused this till's rows (the same ids with other content): ${detail.message}`);
    }
    throw storeFailureOf(err);
  }
}
