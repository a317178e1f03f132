// A real PostgreSQL for one test file: the embedded package's cluster in a temp folder on a free
// port (about a second to initialise), the store schema applied, stopped and removed afterwards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedStore, type EmbeddedStore } from '../../electron/back-office/cluster';
import { codeKeyOf } from '../../electron/back-office/code-keys';
import { enrolTill } from '../../electron/back-office/enrol';
import { migrateStore } from '../../electron/back-office/migrate';
import { decodeStoreLink, type StoreLink } from '../../electron/back-office/client/link';

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

export async function startTestStore(opts: { migrate?: boolean } = {}): Promise<TestStore> {
  // /tmp itself is open; the folder is made 0711 by the cluster start so the postgres user gets in.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-pg-'));
  const cluster = await startEmbeddedStore({ dataDir: dir, durable: false });
  const clients: pg.Client[] = [];
  const connectAs = async (url: string): Promise<pg.Client> => {
    const c = new pg.Client({ connectionString: url });
    c.on('error', () => undefined);
    await c.connect();
    clients.push(c);
    return c;
  };
  const owner = await connectAs(cluster.ownerUrl);
  if (opts.migrate !== false) await migrateStore(owner);
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
      await cluster.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return self;
}
