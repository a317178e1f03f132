// Every sentence the production service is known to say (service facts: the published examples and
// the answers captured from real traffic) and every sentence the built-in service's production
// flavour speaks is a known refusal, recognised and shown in each of the four languages.
import { describe, expect, it } from 'vitest';
import { matchRefusal, refusalText } from '../../../electron/core/service/wire/refusals';
import { PRODUCTION_SENTENCES } from '../../../electron/sandbox/flavour';

/** Sentences of the production service: its published examples and answers captured from real traffic. */
const SPEC_SENTENCES = [
  'Der Gutschein ist nicht vorhanden.',
  'Kein gültiger API-Schlüssel.',
  'Der Gutschein wurde bereits aktiviert.',
  'Der Gutschein wurde noch nicht aktiviert.',
  "One voucher can't be deleted.",
];

const langs = ['de', 'fr', 'it', 'en'] as const;

describe('captured and published service sentences are known refusals', () => {
  const all = [...new Set([...SPEC_SENTENCES, ...Object.values(PRODUCTION_SENTENCES)])];
  it('covers every sentence of the production flavour', () => {
    expect(all.length).toBe(SPEC_SENTENCES.length);
  });
  for (const sentence of all) {
    it(sentence, () => {
      const known = matchRefusal(sentence);
      expect(known).not.toBeNull();
      const shown = langs.map((l) => refusalText(known!.id, l, known!.vars));
      // The service's own language gives the sentence back; the four are distinct translations.
      expect(shown).toContain(sentence);
      expect(new Set(shown).size).toBe(4);
      for (const s of shown) expect(s).not.toMatch(/\{\w+\}/);
    });
  }
});
