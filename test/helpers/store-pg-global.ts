// One embedded PostgreSQL for the whole integration run (vitest globalSetup of the integration
// project): started once, the store schema applied once to a template database, stopped and removed
// at the end. Each test file then gets its own database, copied from the template in a few
// milliseconds (`startTestStore` in ./store-pg.ts), instead of its own cluster (initdb and a start:
// seconds of CPU per file). Group roles (store_till, store_chain) are cluster-wide: made here once,
// before any file runs, so files migrating side by side never race to create them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedStore, storeClient } from '../../electron/back-office/cluster';
import { migrateStore } from '../../electron/back-office/migrate';

/** What a test file learns of the shared cluster (`inject('storePg')`). */
export interface SharedStorePg {
  /** Owner URL of the cluster's maintenance database (`postgres`): creates the files' databases. */
  adminUrl: string;
  /** A database with every store migration applied, to copy from. */
  template: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    storePg: SharedStorePg;
  }
}

export const STORE_TEMPLATE = 'store_template';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-pg-shared-'));
  const cluster = await startEmbeddedStore({ dataDir: dir, database: STORE_TEMPLATE, durable: false });
  const owner = storeClient(cluster.ownerUrl);
  await owner.connect();
  try {
    await migrateStore(owner);
  } finally {
    await owner.end();
  }
  const admin = new URL(cluster.ownerUrl);
  admin.pathname = '/postgres';
  project.provide('storePg', { adminUrl: admin.toString(), template: STORE_TEMPLATE });
  return async () => {
    await cluster.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
