// A real PostgreSQL store for one test file. By default its own database in the integration run's
// shared cluster (./store-pg-global.ts): a copy of the migrated template, or an empty database with
// `migrate: false`. `ownCluster: true` starts the embedded package's cluster for the file alone, in
// a temp folder on a free port (seconds of CPU to initialise): for a file that stops and starts
// PostgreSQL, or one that must see a cluster nobody has touched (the migrations' own test). Outside
// a vitest run with the shared cluster (a single file of another project) it is always its own.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedStore, type EmbeddedStore } from '../../electron/back-office/cluster';
import { codeKeyOf } from '../../electron/back-office/code-keys';
import { enrolTill } from '../../electron/back-office/enrol';
import { migrateStore, secureStoreDatabase } from '../../electron/back-office/migrate';
import { decodeStoreLink, type StoreLink } from '../../electron/back-office/client/link';
import { inject } from 'vitest';
import type { SharedStorePg } from './store-pg-global';
import type {
  JournalReplica,
  MoneyFactReplica,
  OrderReplica,
  ReplicaBatch,
  TenderReplica,
} from '../../electron/back-office/client/replica';
import { orderFacts, stepFacts } from '../../electron/core/money';
import { factReplicas } from '../../electron/core/replication/money-replica';

export interface TestStore extends EmbeddedStore {
  dir: string;
  /** A connected client as the owner (closed by `close`; a new one after `start`). */
  owner: pg.Client;
  /** Enrols a till; returns its secret and the decoded link. */
  enrol(store: string, till: string): Promise<{ secret: string; link: StoreLink }>;
  /** A connected client with a URL's role (closed by `close`). */
  connectAs(url: string): Promise<pg.Client>;
  close(): Promise<void>;
}

/** The run's shared cluster, when this file runs under the integration project's global setup. */
function sharedCluster(): SharedStorePg | undefined {
  try {
    return inject('storePg');
  } catch {
    return undefined;
  }
}

/** A new database of the shared cluster (migrated: copied from the template); stop and start refuse. */
async function sharedDatabase(shared: SharedStorePg, migrate: boolean): Promise<EmbeddedStore> {
  const name = `store_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: shared.adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${admin.escapeIdentifier(migrate ? shared.template : 'template0')}`);
  } finally {
    await admin.end();
  }
  const url = new URL(shared.adminUrl);
  url.pathname = `/${name}`;
  const refuse = () => Promise.reject(new Error('a shared test cluster is never stopped: startTestStore({ ownCluster: true })'));
  return { ownerUrl: url.toString(), port: Number(url.port), stop: refuse, start: refuse };
}

export async function startTestStore(opts: { migrate?: boolean; ownCluster?: boolean } = {}): Promise<TestStore> {
  // /tmp itself is open; the folder is made 0711 by the cluster start so the postgres user gets in.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-pg-'));
  const shared = opts.ownCluster ? undefined : sharedCluster();
  const cluster = shared
    ? await sharedDatabase(shared, opts.migrate !== false)
    : await startEmbeddedStore({ dataDir: dir, durable: false });
  const clients: pg.Client[] = [];
  const connectAs = async (url: string): Promise<pg.Client> => {
    const c = new pg.Client({ connectionString: url });
    c.on('error', () => undefined);
    await c.connect();
    clients.push(c);
    return c;
  };
  const owner = await connectAs(cluster.ownerUrl);
  if (opts.migrate !== false && !shared) await migrateStore(owner);
  // A copy of the template keeps none of the database's rights: taken again as every migrate does.
  if (opts.migrate !== false && shared) await secureStoreDatabase(owner);
  const tillUrl = new URL(cluster.ownerUrl);
  tillUrl.username = '';
  tillUrl.password = '';
  const self: TestStore = {
    ...cluster,
    dir,
    owner,
    connectAs,
    async start() {
      await cluster.start();
      // The owner's connection did not survive the stop.
      self.owner = await connectAs(cluster.ownerUrl);
    },
    async enrol(store, till) {
      const r = await enrolTill(self.owner, {
        store,
        till,
        tillUrl: tillUrl.toString(),
        codeKey: codeKeyOf(path.join(dir, 'store-keys.json'), store),
      });
      const link = decodeStoreLink(r.secret);
      if (!link) throw new Error('enrolment gave an unreadable secret');
      return { secret: r.secret, link };
    },
    async close() {
      await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
      // A shared cluster's database is left to the end of the run (it goes with the cluster).
      if (!shared) await cluster.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return self;
}

/** A journal row as a till pushes it: a succeeded 15.00 redemption of 2026-11-25 by Anna, `over` changed. */
export function journalRow(localId: string, version: number, over: Partial<JournalReplica> = {}): JournalReplica {
  return {
    local_id: localId,
    version,
    kind: 'redeem',
    state: 'succeeded',
    code_masked: '…0001',
    code_hash: 'h-' + localId,
    amount_cents: 1500,
    currency: 'CHF',
    balance_after_cents: 500,
    payment_method: null,
    payment_kind: null,
    purchase_id: null,
    ref_id: null,
    sale_id: null,
    cashier: 'Anna',
    business_day: '2026-11-25',
    created_at: '2026-11-25T09:00:00.000Z',
    updated_at: '2026-11-25T09:00:01.000Z',
    order_local_id: null,
    ...over,
  };
}

/** The money facts of succeeded journal rows, by the till's money module (amount paid = amount booked). */
export function journalFacts(journal: readonly JournalReplica[]): MoneyFactReplica[] {
  return journal
    .filter((j) => j.state === 'succeeded')
    .flatMap((j) =>
      factReplicas(
        stepFacts({
          kind: j.kind,
          amountCents: j.amount_cents ?? 0,
          paidCents: j.amount_cents ?? 0,
          freeCreditCents: 0,
          orderStep: j.order_local_id !== null,
          paid: { method: j.payment_method, kind: j.payment_kind },
          backOfficeCents: null,
        }),
        { id: j.local_id, version: j.version, cashier: j.cashier, day: j.business_day, session: null },
      ),
    );
}

/** The money facts of a finished order with these tenders (lines as their total of goods). */
export function orderFactReplicas(o: OrderReplica, tenders: readonly TenderReplica[]): MoneyFactReplica[] {
  const merchant = tenders.filter((t) => t.state === 'taken' && t.method_kind !== 'voucher');
  const facts = orderFacts({
    state: o.state === 'cancelled' ? 'cancelled' : 'finished',
    tenders: merchant.map((t) => ({ method: t.method, kind: t.method_kind as 'cash' | 'card' | 'other', amountCents: t.amount_cents })),
    changeCents: o.change_cents,
    roundingCents: o.rounding_cents,
    cashMethod: 'cash',
    lines: [{ kind: 'goods', amountCents: o.total_cents }],
  });
  return factReplicas(facts, { id: o.local_id, version: o.version, cashier: o.cashier, day: o.business_day, session: o.session_local_id });
}

/** A push batch of journal rows only (the store tests' and benchmarks' usual batch), with their money facts. */
export function journalBatch(journal: JournalReplica[]): ReplicaBatch {
  return {
    journal,
    moneyFacts: journalFacts(journal),
    audit: [],
    orders: [],
    lines: [],
    tenders: [],
    sessions: [],
    lastSeq: Math.max(...journal.map((j) => j.version)),
    backlogAfter: 0,
    backlogSince: null,
  };
}
