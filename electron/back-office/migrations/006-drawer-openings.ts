import type { StoreMigration } from './types';
import { replicaGuard, replicaRights } from './replica-sql';

/**
 * Drawer openings without a sale (the till's `drawer_openings` of migration 014), the last of a
 * till session's rows the store did not have. An opening leaves with its session, at the
 * session's change number (as an order's lines leave with their order), so it shares the key,
 * rights and guard of every replica: (till, local id), a version that only grows, nothing ever
 * changes once recorded (a changed opening is another machine with this till's ids). Its day is
 * the till's day of the opening. And the open orders of every till (an unfinished counter sale)
 * get a small partial index of their own, as the open journal rows have: the store day lists them.
 */
export const s006DrawerOpenings: StoreMigration = {
  version: 6,
  name: 'drawer-openings',
  sql: `
    INSERT INTO store_state_ranks VALUES ('drawer_openings', 'recorded', 0, true);
    CREATE TABLE drawer_openings (
      till_id uuid NOT NULL,
      local_id text NOT NULL,
      store_id text NOT NULL,
      version bigint NOT NULL CHECK (version > 0),
      session_local_id text NOT NULL,
      state text NOT NULL DEFAULT 'recorded',
      at timestamptz NOT NULL,
      actor text,
      reason text NOT NULL,
      business_day date NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (till_id, local_id)
    );
    CREATE INDEX drawer_openings_session ON drawer_openings (till_id, session_local_id);
    CREATE INDEX drawer_openings_store_day ON drawer_openings (store_id, business_day);
    ${replicaRights('drawer_openings')}
    ${replicaGuard('drawer_openings', ['session_local_id', 'at', 'actor', 'reason', 'business_day'], [])}

    CREATE INDEX orders_store_open ON orders (store_id, business_day) WHERE state IN ('open', 'finishing');
  `,
};
