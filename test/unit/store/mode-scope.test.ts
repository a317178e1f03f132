// Migration 006 and the scoped store: rows of an older database come in as training; rows written
// after a live connect carry the live service; reads of the current day see only their own scope.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite } from '../../../electron/common/sqlite';
import { readCatalog, replaceCatalog } from '../../../electron/core/store/catalog';
import { openDatabase } from '../../../electron/core/store/database';
import { dayTotals, insertPending, listDay, listUnresolved, terminalDay, transition } from '../../../electron/core/store/journal';
import { getLookup, saveLookup } from '../../../electron/core/store/lookups';
import { migrations } from '../../../electron/core/store/migrations';
import { activeScope, scopeOf, setActiveScope, TRAINING_SCOPE } from '../../../electron/core/store/scope';
import { z } from 'zod';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});
const now = new Date('2026-11-20T10:00:00Z');
const LIVE = scopeOf('live', 'https://vouchers.example.ch/');

describe('mode on every row', () => {
  it('brings the rows of a version-5 database in as training', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scope-'));
    dirs.push(dir);
    const old = openSqlite({ file: path.join(dir, 'terminal.db'), migrations: migrations.slice(0, 5) });
    old
      .prepare(
        `INSERT INTO journal (id, kind, state, code, amount_cents, request, terminal, day, created_at, updated_at)
         VALUES ('j1', 'redeem', 'succeeded', 'AAAABBBBCCCC', 500, '{}', 'Till 1', '2026-11-20', ?, ?)`,
      )
      .run(now.toISOString(), now.toISOString());
    old.prepare(`INSERT INTO catalog_voucher_types (id, data, fetched_at) VALUES ('vt-1', '{"id":"vt-1"}', ?)`).run(now.toISOString());
    old.prepare(`INSERT INTO voucher_lookups (code, data, fetched_at) VALUES ('AAAABBBBCCCC', '{"x":1}', ?)`).run(now.toISOString());
    old.prepare(`INSERT INTO audit_log (at, action) VALUES (?, 'old')`).run(now.toISOString());
    old.close();

    const db = openDatabase(dir);
    expect(db.prepare('SELECT mode, service FROM journal').all()).toEqual([{ mode: 'training', service: 'training' }]);
    expect(db.prepare('SELECT mode, service FROM audit_log').all()).toEqual([{ mode: 'training', service: 'training' }]);
    expect(activeScope(db)).toEqual(TRAINING_SCOPE);
    expect(readCatalog(db, 'voucher_types', z.object({ id: z.string() })).items).toEqual([{ id: 'vt-1' }]);
    expect(getLookup(db, 'AAAABBBBCCCC', z.object({ x: z.number() }))?.data).toEqual({ x: 1 });
    // Live sees none of it.
    setActiveScope(db, LIVE, now);
    expect(readCatalog(db, 'voucher_types', z.object({ id: z.string() })).items).toEqual([]);
    expect(getLookup(db, 'AAAABBBBCCCC', z.object({ x: z.number() }))).toBeUndefined();
    expect(dayTotals(db, '2026-11-20')).toEqual([]);
    db.close();
  });

  it('tags new rows with the service in use and keeps each scope to itself', () => {
    const db = openDatabase(':memory:');
    const row = (id: string, code: string) =>
      insertPending(db, { id, kind: 'redeem', code, amountCents: 100, request: {}, terminal: 'Till 1', now });
    row('t1', 'TTTTTTTTTTTT');
    setActiveScope(db, LIVE, now);
    expect(LIVE).toEqual({ mode: 'live', service: 'https://vouchers.example.ch' });
    // The training row is pending, but it locks nothing live and is not live's to reconcile.
    const l1 = row('l1', 'TTTTTTTTTTTT');
    expect(l1.scope).toEqual(LIVE);
    expect(listUnresolved(db).map((r) => r.id)).toEqual(['l1']);
    expect(listUnresolved(db, TRAINING_SCOPE).map((r) => r.id)).toEqual(['t1']);
    transition(db, 'l1', 'succeeded', {}, now);
    expect(listDay(db, 'Till 1', terminalDay(db, now)).map((r) => r.id)).toEqual(['l1']);
    expect(listDay(db, 'Till 1', terminalDay(db, now), 100, TRAINING_SCOPE).map((r) => r.id)).toEqual(['t1']);
    // Undo refers only to rows of the scope in use.
    expect(() => insertPending(db, { id: 'u1', kind: 'cancel_redemption', refId: 't1', request: {}, terminal: 'Till 1', now })).toThrow(
      /training mode/,
    );
    replaceCatalog(db, 'voucher_types', [{ id: 'live-type', data: { id: 'live-type' }, updatedAt: null }], now);
    saveLookup(db, 'LLLLLLLLLLLL', { x: 2 }, now);
    setActiveScope(db, TRAINING_SCOPE, now);
    expect(readCatalog(db, 'voucher_types', z.object({ id: z.string() })).items).toEqual([]);
    expect(getLookup(db, 'LLLLLLLLLLLL', z.object({ x: z.number() }))).toBeUndefined();
    db.close();
  });
});
