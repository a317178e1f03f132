// Every close prints its Z once, whoever or whatever closes: the count confirmed through
// the API (no screen asks for it), and the automatic close at the first step after midnight. Read
// back from the test printer (ESC/POS decoded); a later print of the same Z is that document again
// marked as a copy, never a second original.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../electron/sandbox';
import { startCore, type CoreHarness } from '../helpers/core-harness';
import { loadPaidBy } from '../helpers/order-steps';
import { BOSS_PIN, uid } from '../helpers/session-clients';
import { startTestSandbox } from './sandbox/harness';

let sb: RunningSandbox;
let h: CoreHarness;
let t = Date.now();
beforeAll(async () => {
  sb = await startTestSandbox({ flavour: 'production' });
  h = await startCore({ sandbox: sb, core: { clock: { now: () => new Date(t) } } });
  await h.call('auth.setup', { name: 'Chefin', pin: BOSS_PIN });
});
afterAll(async () => {
  await h.close();
  await sb.close();
});

/** The printed receipts whose title is `title` (first print and copies), as text lines, oldest first. */
async function printedZ(title: string, atLeast: number): Promise<string[][]> {
  const printing = h.core.runtime.printing;
  // The training printer starts with its first job.
  const zs = () =>
    (printing.testPrinter()?.receipts() ?? [])
      .map((r) => r.lines.map((l) => l.replace(/\u00a0/g, ' ')))
      .filter((lines) => lines.some((l) => l.startsWith(title)));
  for (let i = 0; i < 100 && zs().length < atLeast; i++) {
    await printing.queue.kick();
    await new Promise((r) => setTimeout(r, 20));
  }
  return zs();
}

/** A load paid in cash (the amount exactly): an order of one load line. */
const load = (code: string, cents: number) => loadPaidBy(h.call, code, cents, 'cash');

describe('the Z is printed by every close, once', () => {
  it('a close through the API prints the Z with its count and difference', async () => {
    await h.call('session.open', { floatCents: 10000 });
    await load('DEMOTRAIN002', 2000);
    const closed = await h.call('session.close', { countedCents: 11500, confirm: true });
    expect(closed).toMatchObject({ closed: true, printed: true, report: { drawer: { expectedCents: 12000, differenceCents: -500 } } });
    const [z, ...more] = await printedZ(`Z-Bericht ${closed.report.session.number}`, 1);
    expect(more).toHaveLength(0);
    expect(z).toContainEqual(expect.stringMatching(/^Gezählt +CHF 115\.00$/));
    expect(z).toContainEqual(expect.stringMatching(/^Differenz +CHF -5\.00$/));
    expect(z?.join('\n')).toContain('Chefin');
    // The Z names the outlet and the till as the load's receipt does: the receipt language's defaults, the word once.
    const loadReceipt = (h.core.runtime.printing.testPrinter()?.receipts() ?? [])
      .map((r) => r.lines.map((l) => l.replace(/\u00a0/g, ' ').trimEnd()))
      .find((lines) => lines.some((l) => l === 'Gutschein aufladen' || l.startsWith('Aufladung ')));
    const place = (lines: string[] | undefined) => lines?.filter((l) => /^(Demo-Filiale|Kasse\b)/.test(l));
    expect(place(z?.map((l) => l.trimEnd()))).toEqual(['Demo-Filiale', 'Kasse 1']);
    expect(place(loadReceipt)).toEqual(place(z?.map((l) => l.trimEnd())));
  });

  it('printing that Z again gives the same document marked as a copy', async () => {
    const [session] = (await h.call('session.list', { day: new Date(t).toISOString().slice(0, 10) })).sessions;
    const title = `Z-Bericht ${session?.number}`;
    const [original] = await printedZ(title, 1);
    expect((await h.call('session.print', { sessionId: session?.id ?? '' })).copy).toBe(true);
    const all = await printedZ(title, 2);
    expect(all).toHaveLength(2);
    const copy = all[1] ?? [];
    expect(copy.filter((l) => l.includes('KOPIE'))).toHaveLength(1);
    expect(copy.filter((l) => !l.includes('KOPIE'))).toEqual(original);
  });

  it('the first step after midnight closes the session by itself and prints its Z, uncounted', async () => {
    await load('DEMOTRAIN003', 1500); // opens session 2 (the till was closed)
    const second = (await h.call('session.current', {})).session;
    expect(second?.number).toBe(2);
    t += 24 * 3600_000;
    await h.call('auth.login', { userId: uid(h.core, 'Chefin'), pin: BOSS_PIN });
    await load('DEMOTRAIN004', 1000); // closes session 2, opens 3
    expect((await h.call('session.current', {})).session?.number).toBe(3);
    const [z, ...more] = await printedZ('Z-Bericht 2', 1);
    expect(more).toHaveLength(0);
    expect(z).toContainEqual(expect.stringMatching(/^Automatisch geschlossen, nicht gezählt$/));
    expect(z).toContainEqual(expect.stringMatching(/^Soll +CHF 15\.00$/));
    expect(z).toContainEqual(expect.stringMatching(/^Gezählt +nicht gezählt$/));
    // Read or printed again later, the same Z: one original only.
    await h.call('session.print', { sessionId: second?.id ?? '' });
    expect((await printedZ('Z-Bericht 2', 2)).filter((lines) => !lines.some((l) => l.includes('KOPIE')))).toHaveLength(1);
  });
});

describe('an X printed before the close never stands in for the Z', () => {
  it('X printed, then close: the Z is printed; its reprint is that Z plus the copy line', async () => {
    const open = (await h.call('session.current', {})).session;
    expect(open?.number).toBe(3);
    await load('DEMOTRAIN005', 500);
    expect(await h.call('session.print', {})).toMatchObject({ queued: true, copy: false });
    expect(await printedZ('X-Bericht', 1)).toHaveLength(1);
    const closed = await h.call('session.close', { countedCents: 1500, confirm: true });
    expect(closed).toMatchObject({ closed: true, printed: true });
    const title = `Z-Bericht ${closed.report.session.number}`;
    const [z, ...more] = await printedZ(title, 1);
    expect(more).toHaveLength(0);
    expect(z).toContainEqual(expect.stringMatching(/^Gezählt +CHF 15\.00$/));
    expect((await h.call('session.print', { sessionId: open?.id ?? '' })).copy).toBe(true);
    const all = await printedZ(title, 2);
    expect(all).toHaveLength(2);
    const copy = all[1] ?? [];
    expect(copy.filter((l) => l.includes('KOPIE'))).toHaveLength(1);
    expect(copy.filter((l) => !l.includes('KOPIE'))).toEqual(z);
  });
});
