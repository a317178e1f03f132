// Shared by the store benchmarks: a real embedded PostgreSQL in a temp folder with the store schema
// (durable, as a store runs), tills enrolled with their own roles, rows shaped as the pusher sends.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedStore, type EmbeddedStore } from '../../electron/back-office/cluster';
import { enrolTill } from '../../electron/back-office/enrol';
import { migrateStore } from '../../electron/back-office/migrate';
import { decodeStoreLink, type StoreLink } from '../../electron/back-office/client/link';
import type { JournalReplica } from '../../electron/back-office/client/replica';

export interface BenchStore extends EmbeddedStore {
  owner: pg.Client;
  enrol(store: string, till: string): Promise<StoreLink>;
  close(): Promise<void>;
}

export async function startBenchStore(): Promise<BenchStore> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
  const cluster = await startEmbeddedStore({ dataDir: dir });
  const owner = new pg.Client({ connectionString: cluster.ownerUrl });
  await owner.connect();
  await migrateStore(owner);
  const tillUrl = new URL(cluster.ownerUrl);
  tillUrl.username = '';
  tillUrl.password = '';
  return {
    ...cluster,
    owner,
    async enrol(store, till) {
      const r = await enrolTill(owner, { store, till, tillUrl: tillUrl.toString(), codeKey: 'k'.repeat(43) });
      const link = decodeStoreLink(r.secret);
      if (!link) throw new Error('unreadable secret');
      return link;
    },
    async close() {
      await owner.end();
      await cluster.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `n` journal rows of one till as the pusher sends them, versions from `firstVersion`. */
export function replicaRows(n: number, firstVersion: number): JournalReplica[] {
  return Array.from({ length: n }, (_, i) => {
    const v = firstVersion + i;
    const at = new Date(Date.UTC(2026, 10, 25, 8, 0, 0, v)).toISOString();
    return {
      local_id: `r-${v}`,
      version: v,
      kind: v % 7 === 0 ? 'charge' : 'redeem',
      state: 'succeeded',
      code_masked: `…${String(v % 10_000).padStart(4, '0')}`,
      code_hash: `h${v}`,
      amount_cents: 100 + (v % 5_000),
      currency: 'CHF',
      balance_after_cents: 0,
      payment_method: v % 3 === 0 ? 'cash' : 'card',
      payment_kind: v % 3 === 0 ? 'cash' : 'card',
      purchase_id: null,
      ref_id: null,
      sale_id: null,
      cashier: `Cashier ${v % 4}`,
      business_day: '2026-11-25',
      created_at: at,
      updated_at: at,
      order_local_id: null,
    };
  });
}
