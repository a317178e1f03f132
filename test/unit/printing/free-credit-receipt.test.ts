// Free credit on every receipt of a step that got some: the activation as the load (a sub-row of the
// amount), whichever way the service answered (production names no free credit: the amount booked
// above the one asked is free credit); the undo of a load or an activation takes it back, negative.
// Decoded from the ESC/POS bytes.
import { beforeEach, describe, expect, it } from 'vitest';
import { decodeEscPos } from '../../../electron/core/printing/escpos-decoder';
import type { ReceiptInput } from '../../../electron/core/printing/input';
import { receiptFromJournal } from '../../../electron/core/printing/journal-adapter';
import { encodeReceipt, type ReceiptSettings } from '../../../electron/core/printing/pipeline';
import { openDatabase, type Db } from '../../../electron/core/store/database';
import { insertPending, transition, type JournalPatch, type JournalRow, type NewJournalRow } from '../../../electron/core/store/journal';

const s80: ReceiptSettings = { paper: '80', maskCodes: true, timeZone: 'Europe/Zurich', logoPath: null };
const h = { outlet: 'Laden', terminal: 'Kasse 1', training: false, language: 'de' as const };
let db: Db;
let t = Date.parse('2026-11-21T10:00:00.000Z');
const now = (): Date => new Date((t += 1000));

beforeEach(() => {
  db = openDatabase(':memory:');
});

function row(r: Omit<NewJournalRow, 'terminal' | 'now'>, patch: JournalPatch) {
  insertPending(db, { terminal: 'Kasse 1', now: now(), ...r });
  return transition(db, r.id, 'succeeded', patch, now());
}

async function printed(step: JournalRow): Promise<string[]> {
  const r = receiptFromJournal(db, step, h);
  if (!r) throw new Error('no receipt');
  const [decoded] = decodeEscPos(await encodeReceipt(r, s80)).receipts;
  return (decoded?.lines ?? []).map((l) => l.replace(/\u00a0/g, ' ').trimEnd());
}

describe('free credit on the receipts of single steps', () => {
  it('an activation answered with its free credit (interface) shows it under the amount', async () => {
    const a1 = row(
      { id: 'a1', kind: 'activate', code: 'DEPO1234CODE', amountCents: 10_000, request: {} },
      { amountCents: 10_000, freeCreditCents: 1_000, balanceAfter: 11_000 },
    );
    const lines = await printed(a1);
    const at = lines.findIndex((l) => /^Betrag +CHF 100\.00$/.test(l));
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toMatch(/^ {2}Bonus +CHF 10\.00$/);
  });

  it('an activation answered with the balance only (production) shows the booked amount above the asked one as free credit', async () => {
    const a2 = row(
      { id: 'a2', kind: 'activate', code: 'DEPO1234CODE', amountCents: 10_000, request: { expected_amount_in_cents: 10_000 } },
      { amountCents: 11_000, freeCreditCents: 0, balanceAfter: 11_000 },
    );
    expect(await printed(a2)).toContainEqual(expect.stringMatching(/^ {2}Bonus +CHF 10\.00$/));
  });

  it('the undo of a load and of an activation takes their free credit back, negative like the amount', async () => {
    const c1 = row(
      { id: 'c1', kind: 'charge', code: 'LOAD1234CODE', amountCents: 10_000, request: {} },
      { freeCreditCents: 200, balanceAfter: 10_200 },
    );
    const c2 = row(
      { id: 'c2', kind: 'cancel_charge', code: 'LOAD1234CODE', refId: 'c1', amountCents: 10_000, request: {} },
      { balanceAfter: 0 },
    );
    const load = await printed(c1);
    expect(load).toContainEqual(expect.stringMatching(/^ {2}Bonus +CHF 2\.00$/));
    const undo = await printed(c2);
    expect(undo).toContainEqual(expect.stringMatching(/^Betrag +CHF -100\.00$/));
    expect(undo).toContainEqual(expect.stringMatching(/^ {2}Bonus +CHF -2\.00$/));

    row(
      { id: 'a3', kind: 'activate', code: 'DEPO5678CODE', amountCents: 5_000, request: {} },
      { amountCents: 5_000, freeCreditCents: 500, balanceAfter: 5_500 },
    );
    const d3 = row({ id: 'd3', kind: 'deactivate', code: 'DEPO5678CODE', amountCents: 5_000, request: {} }, { balanceAfter: 0 });
    const deactivated = await printed(d3);
    expect(deactivated).toContainEqual(expect.stringMatching(/^Betrag +CHF -50\.00$/));
    expect(deactivated).toContainEqual(expect.stringMatching(/^ {2}Bonus +CHF -5\.00$/));
  });

  it('a cancelled order takes the free credit back with its lines: every figure negative', async () => {
    const input: ReceiptInput = {
      header: { ...h, cashier: 'Anna', at: '2026-11-21T13:05:00.000Z', reference: 'O-1' },
      body: {
        kind: 'order',
        currency: 'CHF',
        state: 'cancelled',
        lines: [
          {
            kind: 'stock',
            code: 'DEPO1234CODE',
            reference: null,
            quantity: 1,
            amountCents: 10_000,
            freeCreditCents: 1_000,
            balanceAfterCents: null,
          },
        ],
        tenders: [{ kind: 'cash', name: 'Bar', code: null, amountCents: 10_000, balanceAfterCents: null }],
        totalCents: 10_000,
        bookedCents: 11_000,
        roundingCents: 0,
        changeCents: 0,
      },
    };
    const [decoded] = decodeEscPos(await encodeReceipt(input, s80)).receipts;
    const lines = (decoded?.lines ?? []).map((l) => l.replace(/\u00a0/g, ' ').trimEnd());
    expect(lines).toContainEqual(expect.stringMatching(/^Gutschein aktiviert +CHF -100\.00$/));
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}Bonus +CHF -10\.00$/));
    expect(lines).toContainEqual(expect.stringMatching(/^Gebucht inkl\. Gratisguthaben +CHF -110\.00$/));
  });
});
