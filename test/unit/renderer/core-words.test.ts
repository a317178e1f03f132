// Every refusal the core can throw at a cashier has a sentence in every UI language, and a
// non-English screen never shows the core's English words or a raw code.
import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { coreMessages, matchCoreMessage, type CoreMessageId } from '../../../electron/core/contract/core-messages';
import { resources } from '../../../src/i18n/resources';
import { wordsOf } from '../../../src/lib/core-words';

const root = path.resolve(__dirname, '../../..');

/** The message arguments of every `new CoreError(code, message…)` in the core, as written. */
function thrownMessages(): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (p.endsWith('.ts')) {
        const src = fs.readFileSync(p, 'utf8');
        for (const m of src.matchAll(/new CoreError\(\s*'[a-z_]+',\s*(?:([`'])((?:(?!\1).)*)\1)/gs)) {
          out.push({ file: path.relative(root, p), text: m[2] ?? '' });
        }
        // Fallback sentences: `status.message || 'This voucher cannot be …'`.
        for (const m of src.matchAll(/message \|\| '([^']+)'/g)) out.push({ file: path.relative(root, p), text: m[1] ?? '' });
      }
    }
  };
  walk(path.join(root, 'electron/core'));
  return out.filter((m) => m.text !== '');
}

/** A template literal as the core would fill it: every `${…}` becomes a sample value. */
function filled(text: string): string {
  return text.replace(/\$\{[^}]*\}/g, 'X1');
}

let t: typeof i18next.t;
beforeAll(async () => {
  const i = i18next.createInstance();
  await i.init({ resources, lng: 'fr', fallbackLng: false, interpolation: { escapeValue: false } });
  t = i.t.bind(i);
});

describe('core refusals in the UI language', () => {
  it('knows every message the core throws', () => {
    const unknown = thrownMessages().filter((m) => !/^X1$/.test(filled(m.text)) && matchCoreMessage(filled(m.text)) === null);
    expect(unknown.map((m) => `${m.file}: ${m.text}`)).toEqual([]);
  });

  for (const lang of ['de', 'fr', 'it'] as const) {
    it(`${lang}: every core message has its own sentence, not the English one`, () => {
      const table = resources[lang].translation.coreMessage as Record<string, string>;
      const en = resources.en.translation.coreMessage as Record<string, string>;
      for (const id of Object.keys(coreMessages) as CoreMessageId[]) {
        expect(table[id], id).toBeTruthy();
        if (id !== 'saleLine') expect(table[id], id).not.toBe(en[id]);
      }
    });
  }

  it('shows a core refusal in French with its amount the French way, no English left', async () => {
    const i = i18next.createInstance();
    await i.init({ resources, lng: 'fr', fallbackLng: false, interpolation: { escapeValue: false } });
    const w = wordsOf('At most 1250 cents of this redemption can be cancelled', i.t.bind(i), 'fr');
    expect(w.sentence).toBe('Au plus 12.50\u00a0CHF de cette utilisation peuvent être annulés.');
    expect(w.original).toBeNull();
    const english = /\b(the|this|voucher|cannot|already|only|purchase)\b/i;
    for (const id of Object.keys(coreMessages) as CoreMessageId[]) {
      const words = wordsOf(filled(coreMessages[id].replace(/\{\w+\}/g, '${x}')), t, 'fr');
      expect(words.sentence ?? '', id).not.toMatch(english);
      expect(words.sentence ?? '', id).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
    }
  });

  it('keeps an unknown service text as the marked original only', () => {
    const w = wordsOf('Irgendein neuer Satz.', t, 'fr');
    expect(w).toEqual({ sentence: null, original: 'Irgendein neuer Satz.', known: null });
  });
});
