// `npm run sandbox -- [--port 4010] [--db file | --memory] [--reset] [--admin] [--write-demo-codes]`: runs the built-in
// voucher service as a process for trainers and integrators. Prints the base URL and the demo keys.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { renderDemoCodes } from './demo-codes';
import { startSandbox } from './index';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    db: { type: 'string', default: path.join('.sandbox', 'sandbox.db') },
    memory: { type: 'boolean', default: false },
    reset: { type: 'boolean', default: false },
    admin: { type: 'boolean', default: false },
    'write-demo-codes': { type: 'boolean', default: false },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid --port ${values.port}`);
  process.exit(2);
}

const sandbox = await startSandbox({
  dbFile: values.memory ? ':memory:' : path.resolve(values.db),
  port,
  reset: values.reset,
  admin: values.admin,
});
console.log(`sandbox listening: ${sandbox.baseUrl}`);
console.log(`database: ${values.memory ? ':memory:' : path.resolve(values.db)}`);
if (values.admin) console.log(`admin: ${sandbox.baseUrl}/__sandbox/ (faults, clock, reset, keys)`);
for (const [role, key] of Object.entries(sandbox.keys)) console.log(`apikey ${role}: ${key}`);
console.log('demo codes: electron/sandbox/DEMO-CODES.md');

if (values['write-demo-codes']) {
  const file = path.join(import.meta.dirname, 'DEMO-CODES.md');
  fs.writeFileSync(file, await renderDemoCodes(sandbox));
  console.log(`wrote ${file}`);
  await sandbox.close();
  process.exit(0);
}

const stop = () => {
  void sandbox.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
