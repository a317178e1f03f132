import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { OrderLine } from '../../../electron/core/contract';
import { lineText, shownCode } from '../../../src/screens/basket/line-words';
import { openOrder } from '../../../src/screens/basket/order-state';

// A `t` that shows its key and options, so the test reads which sentence was chosen with what.
const t = ((key: string, o?: Record<string, unknown>) => `${key}${o ? JSON.stringify(o) : ''}`) as unknown as TFunction;
const f = { date: (v?: string | null) => `D(${v})`, dateTime: (v?: string | null) => `DT(${v})` };

function line(over: Partial<OrderLine>): OrderLine {
  return {
    id: 'l1',
    kind: 'goods',
    state: 'open',
    amountCents: 100,
    freeCreditCents: null,
    editable: true,
    reference: null,
    code: null,
    productId: null,
    productName: null,
    quantity: 1,
    unitPriceCents: null,
    tickets: null,
    message: null,
    firstAttempt: null,
    balanceAfterCents: null,
    vouchers: [],
    booking: null,
    entries: [],
    ...over,
  };
}

describe('basket line words', () => {
  it('names a whole-day ticket slot by its date and a timed one by date and time', () => {
    const day = line({
      kind: 'tickets',
      quantity: 2,
      tickets: { reservationId: 'r', startsAt: '2026-11-26', items: [], customer: null, language: null },
    });
    expect(lineText(day, t, f)).toBe('basket.line.tickets{"count":2,"when":"D(2026-11-26)"}');
    const timed = line({
      kind: 'tickets',
      quantity: 1,
      tickets: { reservationId: 'r', startsAt: '2026-11-26T14:00:00+01:00', items: [], customer: null, language: null },
    });
    expect(lineText(timed, t, f)).toBe('basket.line.tickets{"count":1,"when":"DT(2026-11-26T14:00:00+01:00)"}');
  });
  it('names the ticket line by its product, in the language of the words when the product has it', () => {
    const product = { name: 'Thermalbad', nameTranslations: { fr: 'Bains thermaux' } };
    const spa = line({
      kind: 'tickets',
      quantity: 2,
      tickets: { reservationId: 'r', startsAt: '2026-11-28', items: [], customer: null, language: null, product },
    });
    expect(lineText(spa, t, { ...f, lang: 'fr' })).toBe(
      'basket.line.ticketsOf{"count":2,"when":"D(2026-11-28)","product":"Bains thermaux"}',
    );
    expect(lineText(spa, t, { ...f, lang: 'it' })).toBe('basket.line.ticketsOf{"count":2,"when":"D(2026-11-28)","product":"Thermalbad"}');
  });
  it('groups a full code and leaves a masked one as the core sent it', () => {
    expect(shownCode('DEMOVALUE100')).toBe('DEMO-VALU-E100');
    expect(shownCode('****-****-E100')).toBe('****-****-E100');
    expect(lineText(line({ kind: 'load', code: 'DEMOVALUE100' }), t, f)).toBe('basket.line.load{"code":"DEMO-VALU-E100"}');
    expect(lineText(line({ reference: 'R-12/3' }), t, f)).toBe('basket.line.goodsRef{"reference":"R-12/3"}');
  });
  it("names the product of a code sale in the language asked, else the catalog's first name", () => {
    const codes = line({ kind: 'codes', quantity: 2, productId: 'p', productName: { de: 'Wertgutschein', fr: 'Bon de valeur' } });
    expect(lineText(codes, t, f, 'fr')).toBe('basket.line.codesNamed{"count":2,"name":"Bon de valeur"}');
    expect(lineText(codes, t, f, 'it')).toBe('basket.line.codesNamed{"count":2,"name":"Wertgutschein"}');
    expect(lineText(line({ kind: 'codes', quantity: 2 }), t, f, 'fr')).toBe('basket.line.codes{"count":2}');
  });
  it('treats only open and stopped orders as the basket', () => {
    const base = { id: 'o' } as const;
    for (const [state, open] of [
      ['open', true],
      ['finishing', true],
      ['finished', false],
      ['cancelled', false],
    ] as const) {
      const order = { ...base, state } as unknown as Parameters<typeof openOrder>[0];
      expect(openOrder(order) !== null).toBe(open);
    }
    expect(openOrder(null)).toBeNull();
  });
});
