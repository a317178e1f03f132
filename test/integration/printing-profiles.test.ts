// The test page through the whole pipeline for every printer model and paper width: the model set
// by a manager (settings.update, validated), queued by print.testPage, encoded with the model's
// profile, sent over TCP to the training printer, which reads the bytes as that model does.
import { describe, expect, it } from 'vitest';
import { printerModelSchema } from '../../electron/core/contract';
import { printerProfiles } from '../../electron/core/printing/profiles';
import { testCurrencySigns, testLetters } from '../../electron/core/printing/templates/other';
import { fileCore } from '../helpers/file-core';

const h = fileCore({ manager: true });

describe('the test page on every printer model', () => {
  it('is Epson until a manager chooses another; an unknown model is refused', async () => {
    expect((await h.call('settings.get', {})).printerModel).toBe('epson');
    expect((await h.fail('settings.update', { printerModel: 'citizen' as never })).code).toBe('invalid_input');
    expect((await h.call('settings.get', {})).printerModel).toBe('epson');
  });

  for (const model of printerModelSchema.options) {
    for (const paper of ['80', '58'] as const) {
      it(`${model}, ${paper} mm: every accented letter, €, CHF and Fr. come back, cut`, async () => {
        const s = await h.call('settings.update', { printerModel: model, paper });
        expect(s).toMatchObject({ printerModel: model, paper });
        const p = h.core.runtime.printing!;
        const before = p.testPrinter()?.receipts().length ?? 0;
        await h.call('print.testPage', {});
        await p.queue.kick();
        const receipts = await p.testPrinter()!.waitForReceipts(before + 1);
        const r = receipts[before]!;
        expect(r.cut).toBe(true);
        const text = r.lines.join(' ').replace(/\s+/g, ' ');
        const profile = printerProfiles[model];
        expect(text).toContain(`${profile.name}`);
        expect(text).toContain(`PC858 (ESC t ${profile.textPage})`);
        expect(text).toContain(`de: ${testLetters.de}`);
        expect(text).toContain(`fr: ${testLetters.fr.replace('œ', 'oe').replace('…', '...')}`);
        expect(text).toContain(`it: ${testLetters.it}`);
        expect(text).toContain(testCurrencySigns);
        expect(text).not.toMatch(/[\ufffd?]/);
        expect(Math.max(...r.lines.map((l) => l.length))).toBeLessThanOrEqual(profile.columns[paper].small);
        // print.printed (what the e2e and the training screen read) shows the same lines.
        expect((await h.call('print.printed', { limit: 1 })).receipts[0]?.lines).toEqual(r.lines);
      });
    }
  }
});
