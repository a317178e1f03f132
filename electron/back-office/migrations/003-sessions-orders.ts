import type { StoreMigration } from './types';
import { replicaGuard, replicaRights } from './replica-sql';

/**
 * Replicas of till sessions (with their Z snapshot), orders, order lines and tenders: the same key
 * (till, local id), version, rights and guard as the journal rows. The till side fills them once
 * sessions and orders exist on the till (the pusher's table list); until then they stay empty.
 * Codes again only masked + keyed hash; a Z snapshot is the till's own report as it printed it.
 */
export const s003SessionsOrders: StoreMigration = {
  version: 3,
  name: 'sessions-orders',
  sql: `
    INSERT INTO store_state_ranks VALUES
      ('till_sessions', 'open', 0, false), ('till_sessions', 'closing', 1, false), ('till_sessions', 'closed', 2, true),
      ('orders', 'open', 0, false), ('orders', 'paid', 1, true), ('orders', 'cancelled', 1, true),
      ('order_lines', 'open', 0, false), ('order_lines', 'done', 1, true), ('order_lines', 'voided', 1, true),
      ('tenders', 'pending', 0, false), ('tenders', 'uncertain', 1, false), ('tenders', 'succeeded', 2, true),
      ('tenders', 'failed', 2, true), ('tenders', 'not_applied', 2, true);

    CREATE TABLE till_sessions (
      till_id uuid NOT NULL,
      local_id text NOT NULL,
      store_id text NOT NULL,
      version bigint NOT NULL CHECK (version > 0),
      state text NOT NULL,
      cashier text,
      business_day date NOT NULL,
      opened_at timestamptz NOT NULL,
      closed_at timestamptz,
      opening_float_cents bigint NOT NULL DEFAULT 0,
      expected_cash_cents bigint,
      counted_cash_cents bigint,
      z_number integer,
      z_snapshot jsonb,
      received_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (till_id, local_id)
    );
    CREATE UNIQUE INDEX till_sessions_till_version ON till_sessions (till_id, version);
    CREATE INDEX till_sessions_store_day ON till_sessions (store_id, business_day);
    ${replicaRights('till_sessions')}
    ${replicaGuard('till_sessions', ['business_day', 'opened_at', 'opening_float_cents'], ['expected_cash_cents', 'counted_cash_cents', 'z_number', 'z_snapshot', 'closed_at'])}

    CREATE TABLE orders (
      till_id uuid NOT NULL,
      local_id text NOT NULL,
      store_id text NOT NULL,
      version bigint NOT NULL CHECK (version > 0),
      session_local_id text,
      state text NOT NULL,
      total_cents bigint NOT NULL,
      currency text,
      cashier text,
      business_day date NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (till_id, local_id)
    );
    CREATE UNIQUE INDEX orders_till_version ON orders (till_id, version);
    CREATE INDEX orders_store_day ON orders (store_id, business_day);
    ${replicaRights('orders')}
    ${replicaGuard('orders', ['business_day', 'created_at', 'session_local_id'], ['total_cents', 'currency'])}

    CREATE TABLE order_lines (
      till_id uuid NOT NULL,
      local_id text NOT NULL,
      store_id text NOT NULL,
      version bigint NOT NULL CHECK (version > 0),
      order_local_id text NOT NULL,
      state text NOT NULL,
      line_kind text NOT NULL,
      description text,
      quantity integer NOT NULL DEFAULT 1,
      unit_price_cents bigint NOT NULL,
      amount_cents bigint NOT NULL,
      code_masked text,
      code_hash text,
      journal_local_id text,
      business_day date NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (till_id, local_id)
    );
    CREATE UNIQUE INDEX order_lines_till_version ON order_lines (till_id, version);
    CREATE INDEX order_lines_order ON order_lines (till_id, order_local_id);
    ${replicaRights('order_lines')}
    ${replicaGuard('order_lines', ['order_local_id', 'line_kind', 'code_hash', 'business_day'], ['quantity', 'unit_price_cents', 'amount_cents'])}

    CREATE TABLE tenders (
      till_id uuid NOT NULL,
      local_id text NOT NULL,
      store_id text NOT NULL,
      version bigint NOT NULL CHECK (version > 0),
      order_local_id text NOT NULL,
      session_local_id text,
      state text NOT NULL,
      method text NOT NULL,
      method_kind text NOT NULL CHECK (method_kind IN ('cash', 'card', 'voucher', 'other')),
      amount_cents bigint NOT NULL,
      currency text,
      code_masked text,
      code_hash text,
      journal_local_id text,
      cashier text,
      business_day date NOT NULL,
      created_at timestamptz NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (till_id, local_id)
    );
    CREATE UNIQUE INDEX tenders_till_version ON tenders (till_id, version);
    CREATE INDEX tenders_store_day ON tenders (store_id, business_day);
    ${replicaRights('tenders')}
    ${replicaGuard('tenders', ['order_local_id', 'method', 'method_kind', 'code_hash', 'business_day', 'created_at'], ['amount_cents', 'currency'])}
  `,
};
