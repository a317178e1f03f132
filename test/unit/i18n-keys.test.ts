import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const languages = ['de', 'fr', 'it', 'en'];

function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

// The terminal's words and the back office page's words.
describe.each([
  ['terminal', path.resolve(__dirname, '../../src/i18n/locales')],
  ['office page', path.resolve(__dirname, '../../src/office/locales')],
])('UI translations of the %s', (_, dir) => {
  const tables = Object.fromEntries(languages.map((l) => [l, JSON.parse(fs.readFileSync(path.join(dir, `${l}.json`), 'utf8'))]));
  const reference = keys(tables.de).sort();

  it.each(languages)('%s has exactly the keys of German, none empty', (lang) => {
    expect(keys(tables[lang]).sort()).toEqual(reference);
    for (const k of reference) {
      const value = k.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], tables[lang]);
      expect(typeof value === 'string' && value.trim().length > 0, `${lang}:${k}`).toBe(true);
    }
  });

  it('has one file per language and no other', () => {
    expect(fs.readdirSync(dir).sort()).toEqual(languages.map((l) => `${l}.json`).sort());
  });
});
