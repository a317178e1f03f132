import type { StoreMigration } from './types';
import { pushFunctionSql } from './007-fortress';
import { replicaRights } from './replica-sql';

/**
 * The money facts of every till (the till's one money module): one row per fact of an ended order
 * or a succeeded step, pushed with its source at the source's version. Only a newer version of its
 * source tells it again (a redemption handed to the back office after it was taken): its source
 * never moves. The store day and the chain
 * sum these rows; the store derives no money from step kinds of its own. Written only through
 * `store_push_money_facts`, like every replica table since migration 007.
 */
const columns: Array<[string, string]> = [
  ['version', 'bigint'],
  ['source_local_id', 'text'],
  ['session_local_id', 'text'],
  ['cashier', 'text'],
  ['business_day', 'date'],
  ['kind', 'text'],
  ['grp', 'text'],
  ['method', 'text'],
  ['method_kind', 'text'],
  ['count', 'integer'],
  ['cents', 'bigint'],
];
const fixed = ['source_local_id'];

export const s010MoneyFacts: StoreMigration = {
  version: 10,
  name: 'money-facts',
  sql: `
    INSERT INTO store_state_ranks VALUES ('money_facts', 'recorded', 0, true);
    CREATE TABLE money_facts (
      till_id uuid NOT NULL,
      local_id text NOT NULL,
      store_id text NOT NULL,
      version bigint NOT NULL CHECK (version > 0),
      source_local_id text NOT NULL,
      session_local_id text,
      state text NOT NULL DEFAULT 'recorded',
      cashier text,
      business_day date NOT NULL,
      kind text NOT NULL,
      grp text,
      method text,
      method_kind text CHECK (method_kind IN ('cash', 'card', 'other')),
      count integer NOT NULL,
      cents bigint NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (till_id, local_id)
    );
    CREATE INDEX money_facts_store_day ON money_facts (store_id, business_day);
    ${replicaRights('money_facts')}
    CREATE TRIGGER money_facts_guard BEFORE UPDATE ON money_facts FOR EACH ROW
      EXECUTE FUNCTION store_guard_replica('${fixed.join(',')}', '');
    REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON money_facts FROM store_till, store_chain, PUBLIC;
    ${pushFunctionSql('money_facts', { columns, state: false, final: [] }, fixed)}
  `,
};
