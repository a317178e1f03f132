// Migration 012 (replication to the store): rows that exist are numbered; from then on every
// insert or change of a journal row and every audit entry takes the next change number by
// trigger; the repository reads live changes only, in order, and renumbers after a gap.
import { describe, expect, it } from 'vitest';
import { openSqlite } from '../../../../electron/common/sqlite';
import { migrations } from '../../../../electron/core/store/migrations';
import { m012Replication } from '../../../../electron/core/store/migrations/012-replication';
import { liveBacklog, markPushed, readLiveChanges, renumberAfterGap, replicationState } from '../../../../electron/core/store/replication';

const now = '2026-11-25T09:00:00.000Z';
type Db = ReturnType<typeof openSqlite>;
const addRow = (db: Db, id: string, mode: 'live' | 'training') =>
  db
    .prepare(
      `INSERT INTO journal (id, kind, state, code, amount_cents, request, terminal, day, created_at, updated_at, mode, service)
       VALUES (?, 'redeem', 'pending', 'CODE12345678', 500, '{}', 'T1', '2026-11-25', ?, ?, ?, ?)`,
    )
    .run(id, now, now, mode, mode === 'live' ? 'https://live' : 'training');
const addAudit = (db: Db, action: string, mode: 'live' | 'training') =>
  db.prepare(`INSERT INTO audit_log (at, action, details, mode, service) VALUES (?, ?, '{}', ?, 'x')`).run(now, action, mode);
const seqOf = (db: Db, id: string) => (db.prepare('SELECT repl_seq AS s FROM journal WHERE id = ?').get(id) as { s: number }).s;

describe('migration 012 replication', () => {
  it('numbers the rows that exist, then every change by trigger', () => {
    const db = openSqlite({ file: ':memory:', migrations: migrations.filter((m) => m.version < m012Replication.version) });
    addRow(db, 'old-1', 'live');
    addRow(db, 'old-2', 'training');
    addAudit(db, 'old.audit', 'live');
    db.transaction(() => m012Replication.up(db))();
    expect([seqOf(db, 'old-1'), seqOf(db, 'old-2')]).toEqual([1, 2]);
    expect(replicationState(db)).toEqual({ seq: 3, pushedSeq: 0, pushedAt: null });
    // The later migrations too (the repository reads their tables; the sessions' backfill is a
    // change of the rows it touches): from here on, numbers count from where they left off.
    for (const m of migrations.filter((x) => x.version > m012Replication.version)) db.transaction(() => m.up(db))();
    const k = replicationState(db).seq;

    addRow(db, 'new-1', 'live');
    expect(seqOf(db, 'new-1')).toBe(k + 1);
    db.prepare(`UPDATE journal SET state = 'succeeded' WHERE id = 'old-1'`).run();
    expect(seqOf(db, 'old-1')).toBe(k + 2);
    addAudit(db, 'new.audit', 'live');
    const audit = db.prepare(`SELECT repl_seq, uid FROM audit_log WHERE action = 'new.audit'`).get() as { repl_seq: number; uid: string };
    expect(audit.repl_seq).toBe(k + 3);
    expect(audit.uid).toMatch(/^[0-9a-f]{32}$/);

    // Live changes only, in order, complete up to the last number of the batch.
    expect(readLiveChanges(db, 0, 1000).journal.map((j) => j.id)).not.toContain('old-2');
    expect(readLiveChanges(db, 0, 1000).audit.map((a) => [a.action, a.seq])).toEqual([
      ['old.audit', 3],
      ['new.audit', k + 3],
    ]);
    const all = readLiveChanges(db, k, 100);
    expect(all.journal.map((j) => [j.id, j.seq, j.state])).toEqual([
      ['new-1', k + 1, 'pending'],
      ['old-1', k + 2, 'succeeded'],
    ]);
    expect(all.audit.map((a) => [a.action, a.seq])).toEqual([['new.audit', k + 3]]);
    expect(all.lastSeq).toBe(k + 3);
    expect(readLiveChanges(db, k, 1).lastSeq).toBe(k + 1);
    expect(liveBacklog(db, k).count).toBe(3);

    markPushed(db, k + 1, new Date(now));
    markPushed(db, k, new Date(now));
    expect(replicationState(db).pushedSeq).toBe(k + 1);
    expect(liveBacklog(db, k + 1).count).toBe(2);
    db.close();
  });

  it('after a gap renumbers the unpushed changes above what the store holds', () => {
    const db = openSqlite({ file: ':memory:', migrations });
    addRow(db, 'a', 'live');
    addRow(db, 'b', 'live');
    addRow(db, 'c', 'live');
    markPushed(db, 1, new Date(now));
    renumberAfterGap(db, 10);
    expect([seqOf(db, 'a'), seqOf(db, 'b'), seqOf(db, 'c')]).toEqual([1, 11, 12]);
    expect(replicationState(db)).toMatchObject({ seq: 12, pushedSeq: 10 });
    addRow(db, 'd', 'live');
    expect(seqOf(db, 'd')).toBe(13);
    db.close();
  });
});
