// `npm run store -- [--data-dir DIR | --database-url URL] [command]`: the store database's own
// program. Without a command it starts the embedded PostgreSQL (or checks the given cluster),
// applies the store migrations and says how to enrol a till; `enrol`, `revoke` and `chain-user`
// act on the store with the owner's connection; `chain` prints the chain view of a month;
// `recount` checks the kept totals against the raw rows; `backup` and `restore` take and bring back the whole store (no outside tool).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { embeddedOwnerUrl, startEmbeddedStore, storeClient, type EmbeddedStore } from './cluster';
import { codeKeyOf } from './code-keys';
import { createChainUser, createManagerUser, enrolTill, revokeTill } from './enrol';
import { checkOfficeAddress, startOffice } from './office/server';
import { migrateStore } from './migrate';
import { readChainMonth } from './client/chain';
import { chainText } from './chain-text';
import { backupStore } from './backup';
import { restoreStore } from './restore';
import { recountTotals } from './recount';
import { backupText, restoreText } from './backup-text';

const usage = `usage: npm run store -- (--data-dir DIR | --database-url URL) [options] [command]
  (no command)                 start the embedded store (or check the cluster), apply the schema
  enrol --store S --till NAME  enrol a till; prints its one-time connection secret
        [--replace]            revoke an enrolled till of that name first
  revoke --store S --till NAME the till can no longer connect; its rows stay
  chain-user --name NAME       a login that reads every store
  manager-user --store S --name NAME
                               a login that reads store S only (the back office's store login)
  chain --month YYYY-MM        every store per day and for the month (with the chain login's URL
                               as --database-url, or the owner's)
  recount                      the kept totals against a recount from the raw rows (exit 1: they differ)
  backup FILE                  the whole store (rows, tills' logins) as of one moment, to FILE
  restore FILE [--wipe]        the store of a backup into an empty database (--wipe: replace the
                               store the database holds; one transaction, all or nothing)
options: --port N (embedded), --till-host HOST (how tills reach the store), --keys FILE (code keys)
serve:   --web-port N (the back office in a browser; 0: any free port), --web-host HOST (default
         127.0.0.1; any other address only with --tls-cert FILE --tls-key FILE)`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      port: { type: 'string' },
      'till-host': { type: 'string' },
      keys: { type: 'string' },
      store: { type: 'string' },
      till: { type: 'string' },
      name: { type: 'string' },
      replace: { type: 'boolean' },
      month: { type: 'string' },
      wipe: { type: 'boolean' },
      'web-port': { type: 'string' },
      'web-host': { type: 'string' },
      'tls-cert': { type: 'string' },
      'tls-key': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const command = positionals[0] ?? 'serve';
  if (values.help || (!values['data-dir'] && !values['database-url'])) {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  const web =
    command === 'serve' && values['web-port'] !== undefined
      ? { host: values['web-host'], port: Number(values['web-port']), tlsCert: values['tls-cert'], tlsKey: values['tls-key'] }
      : undefined;
  if (web) checkOfficeAddress(web);
  // The embedded store runs in the foreground of `serve`; other commands reach a running one via
  // DIR/store.json, or start it for the moment of the command.
  let embedded: EmbeddedStore | undefined;
  let ownerUrl = values['database-url'];
  const dataDir = values['data-dir'];
  if (!ownerUrl && dataDir) {
    const running = command !== 'serve' ? embeddedOwnerUrl(dataDir) : undefined;
    if (running && (await reachable(running))) ownerUrl = running;
    else {
      embedded = await startEmbeddedStore({ dataDir, port: values.port ? Number(values.port) : undefined });
      ownerUrl = embedded.ownerUrl;
    }
  }
  if (!ownerUrl) throw new Error('no store database');
  const client = storeClient(ownerUrl);
  await client.connect();
  try {
    // The chain view reads only: the chain login has no right to the schema, and needs none.
    if (command === 'chain') {
      if (!values.month) throw new Error('chain needs --month YYYY-MM');
      console.log(chainText(await readChainMonth(client, values.month)));
      return 0;
    }
    if (command === 'recount') {
      const diff = await recountTotals(client);
      for (const d of diff)
        console.log(`${d.table} ${d.side === 'kept' ? 'kept, not recounted' : 'recounted, not kept'}: ${JSON.stringify(d.row)}`);
      console.log(diff.length ? `${diff.length} rows differ` : 'the kept totals equal a recount from the raw rows');
      return diff.length ? 1 : 0;
    }
    // A backup takes the store as it is; a restore makes its schema itself (no migration first).
    if (command === 'backup' || command === 'restore') {
      const file = positionals[1];
      if (!file) throw new Error(`${command} needs a FILE`);
      if (command === 'backup') console.log(backupText(file, await backupStore(client, file)));
      else console.log(restoreText(file, await restoreStore(client, file, { wipe: values.wipe })));
      return 0;
    }
    const applied = await migrateStore(client);
    const keysFile = values.keys ?? path.join(dataDir ?? '.', 'store-keys.json');
    const tillUrl = new URL(ownerUrl);
    tillUrl.username = '';
    tillUrl.password = '';
    if (values['till-host']) tillUrl.hostname = values['till-host'];
    if (command === 'serve') {
      console.log(
        `store database ready (${applied.length ? `migrations ${applied.join(', ')} applied` : 'schema up to date'}): ${tillUrl.toString()}`,
      );
      console.log(
        `enrol a till:  npm run store -- ${dataDir ? `--data-dir ${dataDir}` : '--database-url URL'} enrol --store STORE --till NAME`,
      );
      console.log('then paste the printed secret into that till: Manager > Settings > Store.');
      const office = web ? await startOffice({ ...web, databaseUrl: loginlessUrl(ownerUrl) }) : undefined;
      if (office) console.log(`back office: ${office.url}`);
      if (embedded || office) {
        console.log('the store runs until this program is stopped (Ctrl+C).');
        await client.end();
        await new Promise<void>((resolve) => process.once('SIGINT', resolve).once('SIGTERM', resolve));
        await office?.close();
        await embedded?.stop();
        return 0;
      }
      return 0;
    }
    if (command === 'enrol') {
      if (!values.store || !values.till) throw new Error('enrol needs --store and --till');
      const r = await enrolTill(client, {
        store: values.store,
        till: values.till,
        replace: values.replace,
        tillUrl: tillUrl.toString(),
        codeKey: codeKeyOf(keysFile, values.store),
      });
      console.log(`till "${values.till}" enrolled at store "${values.store}" (id ${r.tillId}). Its one-time secret:\n\n${r.secret}\n`);
      console.log('It is shown once: paste it into the till now (Manager > Settings > Store).');
      return 0;
    }
    if (command === 'revoke') {
      if (!values.store || !values.till) throw new Error('revoke needs --store and --till');
      const done = await revokeTill(client, values.store, values.till);
      console.log(
        done
          ? `till "${values.till}" revoked: it can no longer connect; its rows stay.`
          : `no enrolled till "${values.till}" at "${values.store}".`,
      );
      return done ? 0 : 1;
    }
    if (command === 'chain-user') {
      if (!values.name) throw new Error('chain-user needs --name');
      const password = await createChainUser(client, values.name);
      const u = new URL(tillUrl.toString());
      u.username = values.name;
      u.password = password;
      console.log(`chain login (reads every store; shown once):\n${u.toString()}`);
      return 0;
    }
    if (command === 'manager-user') {
      if (!values.name || !values.store) throw new Error('manager-user needs --store and --name');
      const password = await createManagerUser(client, values.store, values.name);
      console.log(`store login "${values.name}" (reads store "${values.store}" only; password shown once):\n${password}`);
      return 0;
    }
    console.log(usage);
    return 2;
  } finally {
    await client.end().catch(() => undefined);
    if (embedded && command !== 'serve') await embedded.stop();
  }
}

/** The store's address without the owner's name and password: each signed-in login brings its own. */
function loginlessUrl(url: string): string {
  const u = new URL(url);
  u.username = '';
  u.password = '';
  return u.toString();
}

async function reachable(url: string): Promise<boolean> {
  const c = storeClient(url);
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`store: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
