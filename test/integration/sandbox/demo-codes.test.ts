// The trainers' table (electron/sandbox/DEMO-CODES.md) must match what the seeded service answers.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../electron/sandbox';
import { renderDemoCodes } from '../../../electron/sandbox/demo-codes';
import { DEMO_CODES } from '../../../electron/sandbox/seed/vouchers';
import { startTestSandbox } from './harness';

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());

it('DEMO-CODES.md is up to date (regenerate: npm run sandbox -- --memory --write-demo-codes)', async () => {
  const file = path.join(import.meta.dirname, '../../../electron/sandbox/DEMO-CODES.md');
  const rendered = await renderDemoCodes(sb);
  for (const code of Object.values(DEMO_CODES)) expect(rendered).toContain(code.match(/.{4}/g)?.join('-'));
  expect(rendered).toContain('| integration | `demo-integration-key-0001` |');
  expect(fs.readFileSync(file, 'utf8')).toBe(rendered);
});
