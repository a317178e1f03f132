// The core's sale refusals (sold out, contingent, value range) in the UI language, by their id.
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { CoreError, say } from '../../../electron/core/contract';
import { resources } from '../../../src/i18n/resources';
import { wordsOf } from '../../../src/lib/core-words';
import { priceProblem } from '../../../electron/core/operations/sale';

let t: typeof i18next.t;
beforeAll(async () => {
  const i = i18next.createInstance();
  await i.init({ resources, lng: 'fr', fallbackLng: false, interpolation: { escapeValue: false } });
  t = i.t.bind(i);
});

const refused = (said: ReturnType<typeof say> | null) =>
  wordsOf(new CoreError('invalid_input', said ?? say('pickVariant')).toData(), t, 'fr').sentence;

describe('sale refusals in the UI language', () => {
  it('says a sold-out type', () => {
    const item = { id: 'a', published: true, kind: 'package', soldOut: true } as Parameters<typeof priceProblem>[0];
    expect(refused(priceProblem(item, 1000))).toBe('Ce type de bon est épuisé.');
  });
  it('formats the cents of a value range as amounts', () => {
    const s = refused(say('valueBetween', { min: 2000, max: 300000 })) ?? '';
    expect(s).toMatch(/^La valeur doit se situer entre 20\.00\sCHF et 3\s?000\.00\sCHF\.$/);
  });
  it('says how many are left of a contingent', () => {
    expect(refused(say('onlyLeft', { count: 5 }))).toBe('Il ne reste que 5 bon(s) de ce type.');
  });
});
