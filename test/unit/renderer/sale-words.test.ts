// The core's sale refusals ("Line 2: This voucher type is sold out", contingent, value range) in
// the UI language, the line's problem included.
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../../src/i18n/resources';
import { wordsOf } from '../../../src/lib/core-words';

let t: typeof i18next.t;
beforeAll(async () => {
  const i = i18next.createInstance();
  await i.init({ resources, lng: 'fr', fallbackLng: false, interpolation: { escapeValue: false } });
  t = i.t.bind(i);
});

describe('sale refusals in the UI language', () => {
  it('translates the problem inside a sale line', () => {
    expect(wordsOf('Line 2: This voucher type is sold out', t, 'fr').sentence).toBe('Ligne 2 : Ce type de bon est épuisé.');
  });
  it('formats the cents of a value range as amounts', () => {
    const s = wordsOf('Line 1: The value must lie between 2000 and 300000 cents', t, 'fr').sentence ?? '';
    expect(s).toMatch(/^Ligne 1 : La valeur doit se situer entre 20\.00\sCHF et 3\s?000\.00\sCHF\.$/);
  });
  it('says how many are left of a contingent', () => {
    expect(wordsOf('Only 5 vouchers of this type are left', t, 'fr').sentence).toBe('Il ne reste que 5 bon(s) de ce type.');
  });
});
