import type { Migration } from '../../../common/sqlite';

/**
 * Orders and till sessions in the change feed of migration 012 (issue 25): an order, its lines and its tenders leave
 * for the store as one unit whose version is the order's change number (`orders.repl_seq`). The
 * number moves whenever anything the store keeps of the order may have changed: the header, a line
 * or a tender (added, changed, removed), a step tied to it (`order_steps`), or the state or amount
 * of one of its journal rows (a line is `done` when its step succeeded, a voucher tender's amount
 * is its redemption's). Triggers do it, so no writer can forget it; a renumbering after a gap
 * (`repl_seq` itself changes) moves nothing. Orders that exist are numbered after every change
 * number handed out so far, so a till enrolled later pushes them as well.
 * A till session (migration 014) leaves whole too, its Z snapshot with it; its number is kept
 * beside it in `till_session_feed`, because a closed session's row refuses every change (014's
 * trigger), a new number included.
 *
 * Follows the till sessions (014); the lead renumbers when merging.
 */
export const m015OrderFeed: Migration = {
  version: 15,
  name: 'order-feed',
  up(db) {
    const bump = (where: string) => `
        UPDATE replication_state SET seq = seq + 1 WHERE id = 1;
        UPDATE orders SET repl_seq = (SELECT seq FROM replication_state WHERE id = 1) WHERE ${where};`;
    const session = `
        UPDATE replication_state SET seq = seq + 1 WHERE id = 1;
        INSERT OR REPLACE INTO till_session_feed (session_id, repl_seq) VALUES (NEW.id, (SELECT seq FROM replication_state WHERE id = 1));`;
    db.exec(`
      ALTER TABLE orders ADD COLUMN repl_seq INTEGER;
      UPDATE orders SET repl_seq = (SELECT seq FROM replication_state WHERE id = 1) + rowid;
      UPDATE replication_state SET seq = seq + (SELECT coalesce(max(rowid), 0) FROM orders) WHERE id = 1;
      CREATE UNIQUE INDEX orders_repl_seq ON orders (repl_seq);
      CREATE TABLE till_session_feed (session_id TEXT PRIMARY KEY, repl_seq INTEGER NOT NULL) STRICT;
      INSERT INTO till_session_feed (session_id, repl_seq) SELECT id, (SELECT seq FROM replication_state WHERE id = 1) + rowid FROM till_sessions;
      UPDATE replication_state SET seq = seq + (SELECT coalesce(max(rowid), 0) FROM till_sessions) WHERE id = 1;
      CREATE UNIQUE INDEX till_session_feed_seq ON till_session_feed (repl_seq);
      CREATE TRIGGER till_sessions_repl_insert AFTER INSERT ON till_sessions BEGIN ${session} END;
      CREATE TRIGGER till_sessions_repl_update AFTER UPDATE ON till_sessions BEGIN ${session} END;

      CREATE TRIGGER orders_repl_insert AFTER INSERT ON orders BEGIN ${bump('rowid = NEW.rowid')} END;
      CREATE TRIGGER orders_repl_update AFTER UPDATE ON orders WHEN NEW.repl_seq IS OLD.repl_seq BEGIN ${bump('rowid = NEW.rowid')} END;
      CREATE TRIGGER order_lines_repl_insert AFTER INSERT ON order_lines BEGIN ${bump('id = NEW.order_id')} END;
      CREATE TRIGGER order_lines_repl_update AFTER UPDATE ON order_lines BEGIN ${bump('id = NEW.order_id')} END;
      CREATE TRIGGER order_tenders_repl_insert AFTER INSERT ON order_tenders BEGIN ${bump('id = NEW.order_id')} END;
      CREATE TRIGGER order_tenders_repl_update AFTER UPDATE ON order_tenders BEGIN ${bump('id = NEW.order_id')} END;
      CREATE TRIGGER order_steps_repl_insert AFTER INSERT ON order_steps BEGIN ${bump('id = NEW.order_id')} END;
      CREATE TRIGGER journal_repl_order AFTER UPDATE ON journal
        WHEN NEW.repl_seq IS OLD.repl_seq AND (NEW.state IS NOT OLD.state OR NEW.amount_cents IS NOT OLD.amount_cents)
          AND EXISTS (SELECT 1 FROM order_steps WHERE journal_id = NEW.id)
        BEGIN ${bump('id = (SELECT order_id FROM order_steps WHERE journal_id = NEW.id)')} END;
    `);
  },
};
