import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../electron/core/store/database';
import { openDatabase } from '../../../electron/core/store/database';
import {
  dayTotals,
  getJournalRow,
  hasUnresolved,
  insertPending,
  listByCode,
  listDay,
  listUnresolved,
  terminalDay,
  markInterruptedUncertain,
  transition,
} from '../../../electron/core/store/journal';
import { UNRESOLVED_ROW_SQL } from '../../../electron/core/store/journal-locks';
import { appendAudit, listAudit } from '../../../electron/core/store/audit';
import { getLookup, saveLookup } from '../../../electron/core/store/lookups';
import { readCatalog, replaceCatalog } from '../../../electron/core/store/catalog';
import { z } from 'zod';
import { setSetting, terminalTimeZone } from '../../../electron/core/store/settings';

const t0 = new Date(2026, 10, 21, 10, 0, 0);
let db: Db;
let n = 0;
function pending(code: string | null, amount = 1000, kind: 'redeem' | 'charge' = 'redeem') {
  n += 1;
  return insertPending(db, {
    id: `j${n}`,
    kind,
    code,
    amountCents: amount,
    request: { amount_in_cents: amount },
    terminal: 'T1',
    cashier: 'ann',
    now: t0,
  });
}

beforeEach(() => {
  db = openDatabase(':memory:');
  n = 0;
});

describe('journal repository', () => {
  it('counts a row on the day of the terminal time zone, not the process zone', () => {
    // 23:30 UTC on 21 Nov is 22 Nov in Zurich and still 21 Nov in New York.
    const late = new Date(Date.UTC(2026, 10, 21, 23, 30));
    const write = (id: string) => insertPending(db, { id, kind: 'charge', code: null, request: {}, terminal: 'T1', now: late }).day;
    setSetting(db, 'terminal.timeZone', 'Europe/Zurich');
    expect(write('z1')).toBe('2026-11-22');
    setSetting(db, 'terminal.timeZone', 'America/New_York');
    expect(write('z2')).toBe('2026-11-21');
    expect(terminalDay(db, late)).toBe('2026-11-21');
    // An unknown zone name falls back to the operating system's zone.
    setSetting(db, 'terminal.timeZone', 'Mars/Olympus');
    expect(terminalTimeZone(db)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('prepares the pending INSERT once per database, not at every step', () => {
    pending('CODEA0000001');
    const prepare = vi.spyOn(db, 'prepare');
    pending('CODEA0000002');
    pending('CODEA0000003');
    expect(prepare.mock.calls.filter(([sql]) => /INSERT OR FAIL INTO journal/.test(String(sql)))).toEqual([]);
    expect(listByCode(db, 'CODEA0000003', 10).map((r) => r.state)).toEqual(['pending']);
  });

  it('writes a pending row and reads it back with JSON validated', () => {
    const row = pending('ABCDEFGHJKLM');
    expect(row.state).toBe('pending');
    expect(row.request).toEqual({ amount_in_cents: 1000 });
    expect(row.day).toBe(terminalDay(db, t0));
    expect(getJournalRow(db, row.id).createdAt).toBe(t0.toISOString());
  });

  it('locks a code while a row is unresolved and releases it when final', () => {
    const row = pending('ABCDEFGHJKLM');
    expect(hasUnresolved(db, 'ABCDEFGHJKLM')).toBe(true);
    expect(() => pending('ABCDEFGHJKLM')).toThrow(expect.objectContaining({ code: 'locked' }));
    pending('OTHERCODE123');
    transition(db, row.id, 'uncertain', { error: 'timeout' }, t0);
    expect(() => pending('ABCDEFGHJKLM')).toThrow(expect.objectContaining({ code: 'locked' }));
    transition(
      db,
      row.id,
      'needs_decision',
      {
        facts: {
          summary: 's',
          balanceBeforeCents: 1,
          observedBalanceCents: 2,
          expectedBalanceIfAppliedCents: 3,
          checkedAt: 'x',
          notes: [],
        },
      },
      t0,
    );
    expect(getJournalRow(db, row.id).facts?.summary).toBe('s');
    expect(() => pending('ABCDEFGHJKLM')).toThrow(expect.objectContaining({ code: 'locked' }));
    transition(db, row.id, 'not_applied', {}, t0);
    expect(hasUnresolved(db, 'ABCDEFGHJKLM')).toBe(false);
    expect(pending('ABCDEFGHJKLM').state).toBe('pending');
  });

  it('guards transitions: final states never change, failed only from pending', () => {
    const row = pending('ABCDEFGHJKLM');
    const done = transition(db, row.id, 'succeeded', { balanceAfter: 500, redeemToken: 'tok', response: { ok: 1 } }, t0);
    expect(done).toMatchObject({ state: 'succeeded', balanceAfter: 500, redeemToken: 'tok', response: { ok: 1 } });
    expect(() => transition(db, row.id, 'failed', {}, t0)).toThrow(expect.objectContaining({ code: 'conflict' }));
    expect(() => transition(db, row.id, 'uncertain', {}, t0)).toThrow(/cannot become uncertain from succeeded/);
    const other = pending('ZZZZZZZZZZZZ');
    transition(db, other.id, 'uncertain', {}, t0);
    expect(() => transition(db, other.id, 'failed', {}, t0)).toThrow(expect.objectContaining({ code: 'conflict' }));
  });

  it('turns pending rows into uncertain at start-up (a crash mid-step)', () => {
    pending('AAAAAAAAAAAA');
    const done = pending('BBBBBBBBBBBB');
    transition(db, done.id, 'succeeded', {}, t0);
    expect(markInterruptedUncertain(db, t0)).toBe(1);
    expect(listUnresolved(db).map((r) => [r.code, r.state])).toEqual([['AAAAAAAAAAAA', 'uncertain']]);
  });

  it('reads a corrupt row back as damaged (why, with its id) instead of guessing or failing', () => {
    const row = pending('AAAAAAAAAAAA');
    db.prepare('UPDATE journal SET facts = \'{"summary": 3}\' WHERE id = ?').run(row.id);
    expect(getJournalRow(db, row.id)).toMatchObject({ id: row.id, facts: null, damaged: 'facts fail their schema' });
    db.prepare("UPDATE journal SET request = '{not json', amount_cents = ? WHERE id = ?").run(2 ** 60, row.id);
    expect(getJournalRow(db, row.id)).toMatchObject({
      request: {},
      amountCents: null,
      damaged: 'request is not valid JSON; facts fail their schema; amount is out of range',
    });
  });

  it('lists by code, by day and aggregates the day closing', () => {
    const a = pending('AAAAAAAAAAAA', 1000);
    transition(db, a.id, 'succeeded', {}, t0);
    const b = pending('AAAAAAAAAAAA', 250);
    transition(db, b.id, 'failed', { error: 'no' }, t0);
    const c = pending('BBBBBBBBBBBB', 700, 'charge');
    transition(db, c.id, 'succeeded', {}, t0);
    expect(listByCode(db, 'AAAAAAAAAAAA')).toHaveLength(2);
    expect(listDay(db, 'T1', terminalDay(db, t0))).toHaveLength(3);
    expect(listDay(db, 'T2', terminalDay(db, t0))).toHaveLength(0);
    expect(dayTotals(db, terminalDay(db, t0))).toEqual([
      { kind: 'charge', state: 'succeeded', cashier: 'ann', count: 1, amountCents: 700 },
      { kind: 'redeem', state: 'failed', cashier: 'ann', count: 1, amountCents: 250 },
      { kind: 'redeem', state: 'succeeded', cashier: 'ann', count: 1, amountCents: 1000 },
    ]);
  });

  it('query plans of the hot queries use indexes', () => {
    const plan = (sql: string, ...args: unknown[]) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args) as Array<{ detail: string }>).map((r) => r.detail).join(' | ');
    expect(plan('SELECT * FROM journal WHERE code = ? ORDER BY created_at DESC LIMIT 10', 'X')).toMatch(/USING INDEX journal_code/);
    expect(
      plan('SELECT kind, state, cashier, count(*), sum(amount_cents) FROM journal WHERE day = ? GROUP BY kind, state, cashier', 'd'),
    ).toMatch(/COVERING INDEX journal_day/);
    expect(plan(`SELECT 1 FROM journal WHERE ${UNRESOLVED_ROW_SQL} AND code = ?`, 'X')).toMatch(/INDEX journal_unresolved/);
  });
});

describe('audit, lookups and catalog caches', () => {
  it('appends audit entries and reads them newest first', () => {
    appendAudit(db, { at: t0, actor: 'ann', action: 'journal.decide', subject: 'j1', details: { outcome: 'succeeded' } });
    appendAudit(db, { at: t0, action: 'x' });
    const list = listAudit(db);
    expect(list.map((e) => e.action)).toEqual(['x', 'journal.decide']);
    expect(list[1]?.details).toEqual({ outcome: 'succeeded' });
  });

  it('keeps the last lookup per code and validates it when read', () => {
    const schema = z.object({ balance: z.number() });
    saveLookup(db, 'AAAAAAAAAAAA', { balance: 5 }, t0);
    saveLookup(db, 'AAAAAAAAAAAA', { balance: 7 }, t0);
    expect(getLookup(db, 'AAAAAAAAAAAA', schema)).toEqual({ data: { balance: 7 }, fetchedAt: t0.toISOString() });
    saveLookup(db, 'BBBBBBBBBBBB', { balance: 'x' }, t0);
    expect(getLookup(db, 'BBBBBBBBBBBB', schema)).toBeUndefined();
  });

  it('replaces a catalog as a whole and skips items failing their schema', () => {
    const schema = z.object({ id: z.string(), price: z.number() });
    replaceCatalog(
      db,
      'voucher_types',
      [
        { id: 'a', data: { id: 'a', price: 1 }, updatedAt: null },
        { id: 'b', data: { id: 'b', price: 'bad' }, updatedAt: '2026-01-01T00:00:00' },
      ],
      t0,
      { currency: 'CHF' },
    );
    replaceCatalog(
      db,
      'voucher_types',
      [
        { id: 'c', data: { id: 'c', price: 3 }, updatedAt: null },
        { id: 'a', data: { id: 'a', price: 1 }, updatedAt: null },
      ],
      t0,
    );
    const read = readCatalog(db, 'voucher_types', schema);
    expect(read.items.map((i) => i.id)).toEqual(['a', 'c']);
    expect(read.fetchedAt).toBe(t0.toISOString());
  });
});
