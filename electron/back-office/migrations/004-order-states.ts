import type { StoreMigration } from './types';

/**
 * Orders as the till's counter sale really has them (migration 013 of the till): an order, its
 * lines and its tenders arrive as one unit whose version is the order's change number, so lines and
 * tenders share their order's version (the unique (till, version) index stays on `orders`, where a
 * clone still shows). The states are the till's: an order `open` → `finishing` → `finished` or
 * `cancelled`; a line `open`/`checking`/`refused` → `done` → `undone`, or `removed`; a tender
 * `checking`/`taken` → `cancelled` or `removed`. An order's business day is the till's day of its
 * finish (the day whose money it is), so it may move while the order is open: the guards are made
 * again without `business_day` among the columns that never change. The money a store day needs:
 * change and rounding of a finished order, free credit of a line (never money), and which order a
 * journal row is a step of (its money is counted by the order's tenders, not again by its method).
 * A till session's day is the day it ended (the day report it belongs to), known at its close; its
 * Z snapshot is not frozen here because a session closed by the till's migration gets its Z once,
 * at its first read (the till's own trigger keeps every other Z as it was).
 * A finished order's total is not frozen: a step of it undone later (a refund from the journal)
 * lowers it at the till, and the store must follow rather than take the till for a clone.
 */
export const s004OrderStates: StoreMigration = {
  version: 4,
  name: 'order-states',
  sql: `
    UPDATE store_state_ranks SET rank = 2 WHERE table_name = 'orders' AND state = 'cancelled';
    UPDATE store_state_ranks SET rank = 1, final = false WHERE table_name = 'order_lines' AND state = 'done';
    UPDATE store_state_ranks SET rank = 0, final = false WHERE table_name = 'tenders' AND state IN ('pending', 'uncertain');
    INSERT INTO store_state_ranks VALUES
      ('orders', 'finishing', 1, false), ('orders', 'finished', 2, true),
      ('order_lines', 'checking', 0, false), ('order_lines', 'refused', 0, false),
      ('order_lines', 'undone', 2, true), ('order_lines', 'removed', 2, true),
      ('tenders', 'checking', 0, false), ('tenders', 'taken', 0, false),
      ('tenders', 'cancelled', 1, true), ('tenders', 'removed', 1, true);

    ALTER TABLE orders ADD COLUMN change_cents bigint NOT NULL DEFAULT 0;
    ALTER TABLE orders ADD COLUMN rounding_cents bigint NOT NULL DEFAULT 0;
    ALTER TABLE orders ADD COLUMN finished_at timestamptz;
    ALTER TABLE order_lines ADD COLUMN free_credit_cents bigint;
    ALTER TABLE journal_rows ADD COLUMN order_local_id text;
    ALTER TABLE till_sessions ADD COLUMN difference_cents bigint;
    ALTER TABLE till_sessions ADD COLUMN close_reason text;
    ALTER TABLE till_sessions ADD COLUMN closed_by text;

    DROP INDEX order_lines_till_version;
    DROP INDEX tenders_till_version;
    CREATE INDEX tenders_order ON tenders (till_id, order_local_id);
    CREATE INDEX orders_store_finished ON orders (store_id, business_day) WHERE state = 'finished';

    DROP TRIGGER orders_guard ON orders;
    DROP TRIGGER order_lines_guard ON order_lines;
    DROP TRIGGER tenders_guard ON tenders;
    DROP TRIGGER till_sessions_guard ON till_sessions;
    CREATE TRIGGER till_sessions_guard BEFORE UPDATE ON till_sessions FOR EACH ROW
      EXECUTE FUNCTION store_guard_replica('opened_at,opening_float_cents,z_number',
        'closed_at,expected_cash_cents,counted_cash_cents,difference_cents,business_day');
    CREATE TRIGGER orders_guard BEFORE UPDATE ON orders FOR EACH ROW
      EXECUTE FUNCTION store_guard_replica('created_at', 'currency,change_cents,rounding_cents,finished_at');
    CREATE TRIGGER order_lines_guard BEFORE UPDATE ON order_lines FOR EACH ROW
      EXECUTE FUNCTION store_guard_replica('order_local_id,line_kind', 'quantity,unit_price_cents,amount_cents');
    CREATE TRIGGER tenders_guard BEFORE UPDATE ON tenders FOR EACH ROW
      EXECUTE FUNCTION store_guard_replica('order_local_id,method_kind,created_at', 'amount_cents,currency');
  `,
};
