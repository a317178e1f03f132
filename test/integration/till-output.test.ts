// The Z is printed by its close in the receipt language (payment methods by their
// names in it, never the screen's), with the header of its close; printed again it is the same
// document marked as a copy; without an open session there is no X to print; the Z and the day
// report as CSV in the UI language with the code column.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { memoryLogger } from '../../electron/common/log';
import { createCore, type Core } from '../../electron/core';
import { manualTimers } from '../../electron/core/clock';
import type { MethodInput, MethodName, MethodOutput } from '../../electron/core/contract';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { loadPaidBy } from '../helpers/order-steps';
import { as, BOSS_PIN } from '../helpers/session-clients';

let sb: RunningSandbox;
let core: Core;

async function call<M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>> {
  const res = await as(core, 'boss')(method, input);
  if (!res.ok) throw new Error(`${method}: ${res.error.code} ${res.error.message}`);
  return res.value as MethodOutput<M>;
}

beforeAll(async () => {
  sb = await startSandbox({ dbFile: ':memory:' });
  core = await createCore({
    dataDir: ':memory:',
    logger: memoryLogger(),
    timers: manualTimers(),
    scryptParams: { N: 1024, r: 8, p: 1 },
    startTrainingService: async () => ({ baseUrl: sb.baseUrl, apiKey: sb.keys.integration ?? '', close: async () => {} }),
  });
  await call('auth.setup', { name: 'Chefin', pin: BOSS_PIN });
  await call('settings.update', { uiLanguage: 'de', receiptLanguage: 'it' });
});
afterAll(async () => {
  await core.close();
  await sb.close();
});

const zLines = async (title: string) =>
  (await call('print.printed', { limit: 50 })).receipts.filter((r) => r.lines.some((l) => l.includes(title))).map((r) => r.lines);

it('prints the Z in the receipt language, the same again as a copy; CSV in the UI language with codes', async () => {
  // Two loads, one paid in cash (20.00, no change), one by card.
  await loadPaidBy(call, 'DEMOTRAIN002', 2000, 'cash');
  await loadPaidBy(call, 'DEMOTRAIN003', 3000, 'card');
  const { report, printed } = await call('session.close', { countedCents: 1000, confirm: true });
  const n = report.session.number;

  // The close itself printed the Z (once).
  expect(printed).toBe(true);
  await expect.poll(() => zLines(`Rapporto Z ${n}`)).toHaveLength(1);
  const [z] = await zLines(`Rapporto Z ${n}`);
  if (!z) throw new Error('no Z');
  const text = z.join('\n');
  expect(text).toMatch(/Differenza +CHF -10\.00/);
  expect(text).toMatch(/Carta \(1\) +CHF 30\.00/);
  expect(text).toMatch(/Cassiere\/a +Chefin/);
  expect(text).toMatch(/N\. scontrino +Z-1/);
  expect(text).not.toMatch(/\b(Karte|Bar|Soll)\b/);

  expect(await call('session.print', { sessionId: report.session.id })).toMatchObject({ queued: true, copy: true });
  await expect.poll(() => zLines(`Rapporto Z ${n}`)).toHaveLength(2);
  const copy = (await zLines(`Rapporto Z ${n}`))[1]!;
  expect(copy.filter((l) => !l.includes('** COPIA **'))).toEqual(z);
  expect(copy.length).toBe(z.length + 1);

  // The till is closed: nothing runs, so there is no X to print.
  expect((await as(core, 'boss')('session.print', {})).ok).toBe(false);

  const zCsv = await call('session.csv', { sessionId: report.session.id });
  expect(zCsv.filename).toBe(`z-report_${n}.csv`);
  expect(zCsv.csv).toContain('Kassenschublade;Differenz;;;');
  expect(zCsv.csv).toMatch(/;-10\.00;drawer\.difference\r\n/);
  const dayCsv = await call('session.csv', { day: report.session.day ?? '' });
  expect(dayCsv.csv.split('\r\n')[0]).toBe('\uFEFFBereich;Name;Status;Kassier/in;Tag;Anzahl;Betrag;Schlüssel');
  expect(dayCsv.csv).toMatch(new RegExp(`Z-Bericht;Z-Bericht ${n};geschlossen;;[0-9-]+;;10\\.00;session\\.closed\\.counted`));
});
