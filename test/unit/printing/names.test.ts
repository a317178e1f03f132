// One naming rule for the outlet and the till on every receipt, report and screen: the manager's
// names when set, else the training defaults in the document's language; a stored default name of
// any language counts as unset; a till named with the header's own word prints that word once.
// Receipts decoded from their ESC/POS bytes.
import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { languages, type Language } from '../../../electron/core/contract/app';
import { tillReportInput } from '../../../electron/core/operations/till-z-print';
import { decodeEscPos } from '../../../electron/core/printing/escpos-decoder';
import type { ReceiptInput } from '../../../electron/core/printing/input';
import { receiptFromJournal } from '../../../electron/core/printing/journal-adapter';
import { configuredNames, defaultNames, placeNames } from '../../../electron/core/printing/names';
import { encodeReceipt, type ReceiptSettings } from '../../../electron/core/printing/pipeline';
import { readPrintingSettings } from '../../../electron/core/printing/settings';
import type { CoreRuntime } from '../../../electron/core/runtime';
import { openDatabase, type Db } from '../../../electron/core/store/database';
import { insertPending, transition } from '../../../electron/core/store/journal';
import { setSetting } from '../../../electron/core/store/settings';
import { zReport } from './till-report-fixture';

const s80: ReceiptSettings = { paper: '80', maskCodes: true, timeZone: 'Europe/Zurich', logoPath: null };
let db: Db;
let n = 0;

beforeEach(() => {
  db = openDatabase(':memory:');
});

async function lines(input: ReceiptInput): Promise<string[]> {
  const [r] = decodeEscPos(await encodeReceipt(input, s80)).receipts;
  return (r?.lines ?? []).map((l) => l.replace(/\u00a0/g, ' ').trimEnd());
}

/** A load's receipt as the printing service makes it now (step stored under `stored`, the language set). */
async function stepReceipt(language: Language, stored = 'Till 1'): Promise<string[]> {
  setSetting(db, 'receipt.language', language);
  const s = readPrintingSettings(db, 'training');
  const id = `j${++n}`;
  const at = new Date('2026-11-21T10:00:00.000Z');
  insertPending(db, { id, kind: 'charge', code: 'ABCD1234EFGH', amountCents: 2000, request: {}, terminal: stored, now: at });
  const row = transition(db, id, 'succeeded', { balanceAfter: 5000, freeCreditCents: 0 }, at);
  const input = receiptFromJournal(db, row, { outlet: s.outlet, terminal: s.terminal, training: true, language: s.language });
  if (!input) throw new Error('no receipt');
  return lines(input);
}

/** The Z of the fixture session as the till prints it now. */
const zLines = () => lines(tillReportInput({ db } as CoreRuntime, zReport, 'Chefin'));
const outlets = ['Bergbahn Talstation', ...Object.values(defaultNames).map((d) => d.outlet)];
const tillLine = (l: string[]) => l.find((x) => /^(Kasse|Caisse|Cassa|Till)\b/.test(x));
/** The outlet line and the till line of a document. */
const place = (l: string[]) => [l.find((x) => outlets.includes(x)), tillLine(l)];

describe('the outlet and till names of a document', () => {
  it('training: the defaults in the receipt language, the till word printed once', async () => {
    const de = await stepReceipt('de');
    expect(de).toContain('Demo-Filiale');
    expect(de).toContain('Kasse 1');
    const fr = await stepReceipt('fr');
    expect(fr).toContain('Point de vente démo');
    expect(fr).toContain('Caisse 1');
    for (const l of [...de, ...fr]) expect(l).not.toMatch(/(Kasse|Caisse) +(Kasse|Caisse)/);
    // A step stored under another language's default is printed in this receipt's language.
    expect(await stepReceipt('fr', 'Kasse 1')).toContain('Caisse 1');
  });

  it('live with names set: the manager names on every receipt; a till named by the word alone, else with it', async () => {
    setSetting(db, 'outlet.name', 'Bergbahn Talstation');
    setSetting(db, 'terminal.name', 'Kasse 2');
    const de = await stepReceipt('de', 'Kasse 2');
    expect(de).toContain('Bergbahn Talstation');
    expect(de).toContain('Kasse 2');
    expect(de.join('\n')).not.toMatch(/Kasse +Kasse/);
    expect(await stepReceipt('fr', 'Kasse 2')).toContainEqual(expect.stringMatching(/^Caisse +Kasse 2$/));
    setSetting(db, 'terminal.name', 'Schalter 3');
    expect(await stepReceipt('de', 'Schalter 3')).toContainEqual(expect.stringMatching(/^Kasse +Schalter 3$/));
  });

  it('the English defaults once saved by the settings screen are defaults still: translated, never English on a German receipt', async () => {
    setSetting(db, 'outlet.name', 'Demo outlet');
    setSetting(db, 'terminal.name', 'Till 1');
    expect(configuredNames(db)).toEqual({ outlet: null, terminal: null });
    const de = await stepReceipt('de');
    expect(de).toContain('Demo-Filiale');
    expect(de).toContain('Kasse 1');
    expect(de.join('\n')).not.toMatch(/Demo outlet|Till 1/);
  });

  it('the Z names the place exactly as the receipts do, training and live, in every language', async () => {
    for (const language of languages) {
      const receipt = await stepReceipt(language);
      const z = await zLines();
      expect(place(z)).toEqual(place(receipt));
      expect(place(z)).toEqual([defaultNames[language].outlet, defaultNames[language].terminal]);
    }
    setSetting(db, 'outlet.name', 'Bergbahn Talstation');
    setSetting(db, 'terminal.name', 'Schalter 3');
    const receipt = await stepReceipt('de', 'Schalter 3');
    expect(place(await zLines())).toEqual(place(receipt));
    expect(tillLine(receipt)).toMatch(/^Kasse +Schalter 3$/);
  });

  it('the status bar defaults are these same names in every UI language', () => {
    for (const language of languages) {
      const file = path.join(__dirname, '../../../src/i18n/locales', `${language}.json`);
      const status = (JSON.parse(fs.readFileSync(file, 'utf8')) as { status: Record<string, string> }).status;
      expect([status.defaultOutlet, status.defaultTerminal]).toEqual([defaultNames[language].outlet, defaultNames[language].terminal]);
      expect(placeNames(db, language)).toEqual(defaultNames[language]);
    }
  });
});
