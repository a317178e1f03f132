// Migration 015 (orders in the change feed): orders that exist are numbered after every change
// number handed out; from then on any change the store keeps of an order (header, line, tender,
// step, its journal rows' state or amount) gives the order the next number; training orders are
// numbered but never read as live changes; a renumbering after a gap moves nothing else.
import { describe, expect, it } from 'vitest';
import { openSqlite } from '../../../../electron/common/sqlite';
import { migrations } from '../../../../electron/core/store/migrations';
import { m015OrderFeed } from '../../../../electron/core/store/migrations/015-order-feed';
import { insertPending, transition } from '../../../../electron/core/store/journal';
import { insertLine, removeLine, updateLine } from '../../../../electron/core/store/orders';
import { insertTender } from '../../../../electron/core/store/order-tenders';
import { linkOrderStep } from '../../../../electron/core/store/order-steps';
import { closeSessionRow, insertSession } from '../../../../electron/core/store/till-sessions';
import { readLiveChanges, removedOfOrder, renumberAfterGap, replicationState } from '../../../../electron/core/store/replication';

const NOW = new Date('2026-11-25T09:00:00.000Z');
type Db = ReturnType<typeof openSqlite>;
const addOrder = (db: Db, id: string, mode: 'live' | 'training') =>
  db
    .prepare(`INSERT INTO orders (id, state, terminal, created_at, updated_at, mode, service) VALUES (?, 'open', 'T1', ?, ?, ?, ?)`)
    .run(id, NOW.toISOString(), NOW.toISOString(), mode, mode === 'live' ? 'https://live' : 'training');
const seqOf = (db: Db, id: string) => (db.prepare('SELECT repl_seq AS s FROM orders WHERE id = ?').get(id) as { s: number }).s;

describe('migration 015 order feed', () => {
  it('numbers the orders that exist, then every change of an order, its lines, tenders and steps', () => {
    const db = openSqlite({ file: ':memory:', migrations: migrations.filter((m) => m.version < m015OrderFeed.version) });
    addOrder(db, 'old-live', 'live');
    addOrder(db, 'old-training', 'training');
    const before = replicationState(db).seq;
    db.transaction(() => m015OrderFeed.up(db))();
    expect([seqOf(db, 'old-live'), seqOf(db, 'old-training')]).toEqual([before + 1, before + 2]);
    expect(replicationState(db).seq).toBe(before + 2);

    addOrder(db, 'o1', 'live');
    let last = seqOf(db, 'o1');
    expect(last).toBe(before + 3);
    const moved = (what: () => void) => {
      what();
      const now = seqOf(db, 'o1');
      expect(now).toBeGreaterThan(last);
      // In the same transaction as the change (a journal row's own number may come just after).
      expect(now).toBeGreaterThanOrEqual(replicationState(db).seq - 1);
      last = now;
    };
    moved(() => insertLine(db, { id: 'l1', orderId: 'o1', kind: 'goods', amountCents: 1000, spec: {}, now: NOW }));
    moved(() => updateLine(db, 'l1', { amountCents: 1200 }));
    moved(() => insertTender(db, { id: 't1', orderId: 'o1', kind: 'voucher', paymentMethod: null, amountCents: null, now: NOW }));
    moved(() => {
      db.transaction(() => {
        insertPending(db, {
          id: 'j1',
          kind: 'redeem',
          code: 'DEMOTRAIN001',
          amountCents: 500,
          currency: 'CHF',
          request: {},
          terminal: 'T1',
          now: NOW,
        });
        linkOrderStep(db, 'j1', { orderId: 'o1', lineId: null, tenderId: 't1' });
      })();
    });
    moved(() => transition(db, 'j1', 'succeeded', { redeemToken: 'tok', balanceAfter: 0 }, NOW));
    moved(() => db.prepare(`UPDATE orders SET state = 'finished' WHERE id = 'o1'`).run());
    moved(() => removeLine(db, 'l1', NOW));
    expect(removedOfOrder(db, 'o1').lines.map((l) => l.id)).toEqual(['l1']);

    // Live orders only, in the batch of their number; training ones never leave. (The step was
    // journaled in the default training scope: made live here, which is no change of its order.)
    db.prepare(`UPDATE journal SET mode = 'live', service = 'https://live' WHERE id = 'j1'`).run();
    expect(seqOf(db, 'o1')).toBe(last);
    const all = readLiveChanges(db, 0, 1000);
    expect(all.orders.map((o) => o.id)).toEqual(['old-live', 'o1']);
    expect(all.orders.at(-1)?.seq).toBe(last);
    expect(all.journal.map((j) => [j.id, j.orderId])).toEqual([['j1', 'o1']]);

    // After a gap the order is renumbered above the store's number, and nothing else moves.
    // (Nothing was pushed: every change moves up by the store's number.)
    const storeSeq = last + 10;
    renumberAfterGap(db, storeSeq);
    expect(seqOf(db, 'o1')).toBe(last + storeSeq);
    expect(replicationState(db)).toMatchObject({ pushedSeq: storeSeq });
    expect(readLiveChanges(db, storeSeq, 1000).orders.map((o) => o.id)).toEqual(['old-live', 'o1']);
    db.close();
  });

  it('a till session takes a number when it opens and when it closes (its row itself never changes once closed)', () => {
    const db = openSqlite({ file: ':memory:', migrations });
    const live = { mode: 'live' as const, service: 'https://live' };
    const s = insertSession(db, { scope: live, openedAt: NOW, openedBy: 'Anna', reason: 'counted', floatCents: 20000 });
    insertSession(db, {
      scope: { mode: 'training', service: 'training' },
      openedAt: NOW,
      openedBy: null,
      reason: 'counted',
      floatCents: 0,
    });
    const opened = readLiveChanges(db, 0, 100).sessions;
    expect(opened.map((x) => x.id)).toEqual([s.id]);
    const day = '2026-11-25';
    closeSessionRow(db, s.id, {
      closedAt: NOW,
      closedBy: 'Anna',
      reason: 'counted',
      day,
      countedCents: 20000,
      countedDenominations: null,
      differenceCents: 0,
      zSnapshot: '{}',
    });
    const closed = readLiveChanges(db, opened[0]!.seq, 100).sessions;
    expect(closed).toEqual([{ id: s.id, seq: replicationState(db).seq }]);
    // After a gap its number moves above the store's like every unpushed change.
    renumberAfterGap(db, 1000);
    expect(readLiveChanges(db, 1000, 100).sessions.map((x) => x.id)).toEqual([s.id]);
    db.close();
  });
});
