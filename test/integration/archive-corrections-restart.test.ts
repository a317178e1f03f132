// A month corrected at the service since it was cached stays marked "corrected" (with the total it
// had before) after the core is closed and opened again on the same data directory (migration 008).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { startCore, type CoreHarness } from '../helpers/core-harness';

let sb: RunningSandbox;
let dir: string;
const PIN = '246810';

beforeAll(async () => {
  sb = await startSandbox({ dbFile: ':memory:' });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'archive-restart-'));
});
afterAll(async () => {
  await sb.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function asManager(first: boolean): Promise<CoreHarness> {
  const h = await startCore({ sandbox: sb, dataDir: dir });
  if (first) await h.call('auth.setup', { name: 'Chefin', pin: PIN });
  else {
    const u = h.core.runtime.db.prepare("SELECT id FROM pin_users WHERE name = 'Chefin'").get() as { id: string };
    await h.call('auth.login', { userId: u.id, pin: PIN });
  }
  return h;
}

describe('archive corrections across a restart', () => {
  it('keeps the corrected mark and the earlier total', async () => {
    const h1 = await asManager(true);
    const t = await h1.call('report.archiveTable', { months: 12, complimentary: 'excluded' });
    const past = t.months[4]!;
    expect(past.correctedFromCents).toBeNull();
    // The cached total differs from what the service says now (a back-office correction).
    h1.core.runtime.db
      .prepare('UPDATE archive_cache SET total_balance_cents = total_balance_cents - 1500 WHERE month = ? AND complimentary = ?')
      .run(past.month, 'excluded');
    const seen = await h1.call('report.archiveTable', { months: 12, complimentary: 'excluded', refresh: true });
    expect(seen.months[4]).toMatchObject({ totalBalanceCents: past.totalBalanceCents, correctedFromCents: past.totalBalanceCents! - 1500 });
    const correctedAt = seen.months[4]!.correctedAt;
    expect(correctedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    await h1.close();

    const h2 = await asManager(false);
    try {
      const cached = await h2.call('report.archiveTable', { months: 12, complimentary: 'excluded' });
      expect(cached.months[4]).toMatchObject({ month: past.month, correctedFromCents: past.totalBalanceCents! - 1500, correctedAt });
      expect(cached.months.filter((m) => m.correctedFromCents !== null)).toHaveLength(1);
      // A later refresh that finds the same total keeps the mark; CSV and print name it too.
      const again = await h2.call('report.archiveTable', { months: 12, complimentary: 'excluded', refresh: true });
      expect(again.months[4]).toMatchObject({ correctedFromCents: past.totalBalanceCents! - 1500, correctedAt });
      const csv = await h2.call('report.archiveCsv', { months: 12, complimentary: 'excluded' });
      expect(csv.csv.split('\r\n').find((l) => l.startsWith(`${past.month};`))).toMatch(/korrigiert/);
      // Other complimentary filters of the month were not corrected.
      const incl = await h2.call('report.archiveTable', { months: 12, complimentary: 'included' });
      expect(incl.months[4]!.correctedFromCents).toBeNull();
    } finally {
      await h2.close();
    }
  });
});
