// `npm run sandbox -- [--port 4010] [--data-dir DIR | --db FILE | --memory] [--reset] [--admin] [--flavour interface|production] [--write-demo-codes]`:
// runs the built-in voucher service as a process for trainers and integrators. Standard output starts
// with the base URL on a line of its own, then one `apikey <role>: <key>` line per demo key (scripts
// read these), then informational lines. `--port 0` picks a free port; the printed URL carries it.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { renderDemoCodes } from './demo-codes';
import { SANDBOX_FLAVOURS, startSandbox, type SandboxFlavour } from './index';

const USAGE =
  'usage: npm run sandbox -- [--port 4010] [--data-dir DIR | --db FILE | --memory] [--reset] [--admin] [--flavour interface|production] [--write-demo-codes]';

function fail(message: string): never {
  console.error(message);
  console.error(USAGE);
  process.exit(2);
}

let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    options: {
      port: { type: 'string', default: '4010' },
      'data-dir': { type: 'string' },
      db: { type: 'string' },
      memory: { type: 'boolean', default: false },
      reset: { type: 'boolean', default: false },
      admin: { type: 'boolean', default: false },
      flavour: { type: 'string', default: 'interface' },
      'write-demo-codes': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
}
try {
  parsed = parse();
} catch (err) {
  fail((err as Error).message);
}
const { values } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const port = Number(values.port);
if (!/^\d+$/.test(values.port) || port > 65535) fail(`Invalid --port ${values.port}`);

if (!(SANDBOX_FLAVOURS as readonly string[]).includes(values.flavour)) fail(`Invalid --flavour ${values.flavour}: interface or production`);
const flavour = values.flavour as SandboxFlavour;

const stores = [values['data-dir'] !== undefined, values.db !== undefined, values.memory].filter(Boolean).length;
if (stores > 1) fail('Give only one of --data-dir, --db and --memory.');
/** The SQLite file: `DIR/sandbox.db` with --data-dir, FILE with --db, else `.sandbox/sandbox.db`. */
const dbFile = values.memory
  ? ':memory:'
  : values['data-dir'] !== undefined
    ? path.resolve(values['data-dir'], 'sandbox.db')
    : path.resolve(values.db ?? path.join('.sandbox', 'sandbox.db'));

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
try {
  sandbox = await startSandbox({ dbFile, port, reset: values.reset, admin: values.admin, flavour });
} catch (err) {
  console.error(`The built-in service could not start: ${(err as Error).message}`);
  process.exit(1);
}
console.log(sandbox.baseUrl);
for (const [role, key] of Object.entries(sandbox.keys)) console.log(`apikey ${role}: ${key}`);
if (flavour === 'production') console.log('flavour: production (answers like the published production examples)');
console.log(`database: ${dbFile}${values.reset ? ' (reset and seeded again)' : ''}`);
if (values.admin) console.log(`admin: ${sandbox.baseUrl}/__sandbox/ (faults, clock, reset, keys)`);
console.log('demo codes: electron/sandbox/DEMO-CODES.md');

if (values['write-demo-codes']) {
  const file = path.join(import.meta.dirname, 'DEMO-CODES.md');
  fs.writeFileSync(file, await renderDemoCodes(sandbox));
  console.log(`wrote ${file}`);
  await sandbox.close();
  process.exit(0);
}

const running = sandbox;
const stop = () => {
  void running.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
