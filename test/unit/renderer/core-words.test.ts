// Every core message id has its sentence in the four UI languages, using exactly the params the id
// declares; a refusal thrown in the core reaches the screen in the UI language by its id.
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { CoreError, coreErrorSchema } from '../../../electron/core/contract';
import { coreMessageIds, coreMessages, say, type ParamKind } from '../../../electron/core/contract/core-messages';
import { resources } from '../../../src/i18n/resources';
import { wordsOf } from '../../../src/lib/core-words';

const langs = ['de', 'fr', 'it', 'en'] as const;
const places = (text: string, re: RegExp) => [...text.matchAll(re)].map((m) => m[1] ?? '').sort();
const shown = (id: (typeof coreMessageIds)[number]) =>
  Object.entries(coreMessages[id].params as Record<string, ParamKind>)
    .filter(([, kind]) => kind !== 'detail')
    .map(([name]) => name)
    .sort();

async function tIn(lng: string) {
  const i = i18next.createInstance();
  await i.init({ resources, lng, fallbackLng: false, interpolation: { escapeValue: false } });
  return i.t.bind(i);
}

describe('core messages', () => {
  it('declares in its English text exactly the params of each id', () => {
    for (const id of coreMessageIds) {
      expect(places(coreMessages[id].en, /\{(\w+)\}/g), id).toEqual(Object.keys(coreMessages[id].params).sort());
    }
  });

  for (const lang of langs) {
    it(`${lang}: every id has its sentence, with exactly the params it shows`, () => {
      const table = resources[lang].translation.coreMessage as Record<string, string>;
      for (const id of coreMessageIds) {
        expect(table[id], `${lang} ${id}`).toBeTruthy();
        expect(places(table[id] ?? '', /\{\{(\w+)\}\}/g), `${lang} ${id}`).toEqual(shown(id));
      }
      expect(Object.keys(table).filter((k) => !(k in coreMessages))).toEqual([]);
    });
  }

  for (const lang of ['de', 'fr', 'it'] as const) {
    it(`${lang}: no sentence is the English one`, () => {
      const table = resources[lang].translation.coreMessage as Record<string, string>;
      const en = resources.en.translation.coreMessage as Record<string, string>;
      for (const id of coreMessageIds) if (id !== 'serviceText') expect(table[id], id).not.toBe(en[id]);
    });
  }

  it('types the params: a wrong or a missing name does not compile', () => {
    // @ts-expect-error the id declares `cashiers`
    say('tillCloseOtherCashiers', { cashier: 'Anna' });
    // @ts-expect-error the id has params
    say('orderAtMost');
    // @ts-expect-error cents are a number
    say('orderAtMost', { cents: '12' });
    expect(say('orderAtMost', { cents: 1250 })).toEqual({ id: 'orderAtMost', params: { cents: 1250 } });
  });

  it('sends the id, the params and the English text; the schema refuses params the id does not declare', () => {
    const data = new CoreError('forbidden', say('tillCloseOtherCashiers', { cashiers: 'Anna, Ben' })).toData();
    expect(data).toMatchObject({
      messageId: 'tillCloseOtherCashiers',
      params: { cashiers: 'Anna, Ben' },
      message: 'This session holds the sales of other cashiers (Anna, Ben): a manager closes it',
    });
    const bad = { ...data, params: { cashier: 'Anna' } };
    expect(coreErrorSchema.safeParse(bad).success).toBe(false);
    expect(coreErrorSchema.safeParse({ ...data, params: { cashiers: 3 } }).success).toBe(false);
  });
});

describe('core refusals on screen', () => {
  let de: Awaited<ReturnType<typeof tIn>>;
  beforeAll(async () => {
    de = await tIn('de');
  });

  it('shows a refusal thrown in the core in German, its amount the Swiss way', () => {
    const data = new CoreError('invalid_input', say('orderAtMost', { cents: 1250 })).toData();
    expect(wordsOf(data, de, 'de')).toEqual({
      sentence: 'Es sind höchstens noch CHF\u00a012.50 zu bezahlen.',
      original: null,
      known: null,
    });
    const others = new CoreError('forbidden', say('tillCloseOtherCashiers', { cashiers: 'Anna' })).toData();
    expect(wordsOf(others, de, 'de').sentence).toBe(
      'Diese Sitzung enthält Verkäufe anderer Kassier/innen (Anna): Eine Leitung schliesst sie.',
    );
  });

  it('translates by id, not by the English words', () => {
    const data = { message: 'Some other English words', messageId: 'wrongPin' as const, params: {} };
    expect(wordsOf(data, de, 'de').sentence).toBe(de('coreMessage.wrongPin'));
    // The English text alone (no id) is no longer recognised: it stays the marked original.
    expect(wordsOf('Wrong PIN', de, 'de')).toEqual({ sentence: null, original: 'Wrong PIN', known: null });
  });

  it('falls back to the English message for an id it does not know', () => {
    const data = { message: 'A newer core says this', messageId: 'fromTheFuture' as never, params: {} };
    expect(wordsOf(data, de, 'de')).toEqual({ sentence: null, original: 'A newer core says this', known: null });
  });

  it("still recognises the voucher service's own sentences", async () => {
    const fr = await tIn('fr');
    const data = new CoreError('service_refused', say('serviceText', { text: 'Der Gutschein ist vollständig eingelöst.' })).toData();
    const w = wordsOf(data, fr, 'fr');
    expect(w.sentence).toBe('Le bon est entièrement utilisé.');
    expect(w.original).toBe('Der Gutschein ist vollständig eingelöst.');
    expect(wordsOf('Irgendein neuer Satz.', fr, 'fr')).toEqual({ sentence: null, original: 'Irgendein neuer Satz.', known: null });
  });

  it('leaves no English word and no raw code in a French sentence', async () => {
    const fr = await tIn('fr');
    const english = /\b(the|this|voucher|cannot|already|only|purchase)\b/i;
    for (const id of coreMessageIds) {
      if (id === 'serviceText') continue;
      const params = Object.fromEntries(
        Object.entries(coreMessages[id].params as Record<string, ParamKind>).map(([k, kind]) => [
          k,
          kind === 'cents' || kind === 'count' ? 2 : 'X1',
        ]),
      );
      const words = wordsOf({ message: coreMessages[id].en, messageId: id, params }, fr, 'fr');
      expect(words.sentence ?? '', id).not.toMatch(english);
      expect(words.sentence ?? '', id).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
    }
  });
});
