// The check verdict, the one amount formatter and the recognition of every known service refusal.
import { describe, expect, it } from 'vitest';
import type { VoucherLookup } from '../../../electron/core/contract';
import { formatAmount } from '../../../electron/core/contract/format';
import { matchRefusal, refusalTable, refusalText, type RefusalId } from '../../../electron/core/service/wire/refusals';
import { verdictOf } from '../../../src/screens/check/verdict';
import { localiseValue, refusalSentence } from '../../../src/lib/service-words';

const langs = ['de', 'fr', 'it', 'en'] as const;

describe('one amount formatter per UI language', () => {
  it('writes Swiss amounts the same on screens and receipts', () => {
    expect(formatAmount(123450, 'CHF', 'de')).toBe("CHF\u00a01'234.50");
    expect(formatAmount(300000, 'CHF', 'it')).toBe("CHF\u00a03'000.00");
    expect(formatAmount(123450, 'CHF', 'fr')).toBe('1\u00a0234.50\u00a0CHF');
    expect(formatAmount(123450, 'EUR', 'en')).toBe('EUR\u00a01,234.50');
    expect(formatAmount(-550, null, 'de')).toBe('CHF\u00a0-5.50');
    expect(formatAmount(5, 'CHF', 'xx')).toBe('CHF\u00a00.05');
  });
});

describe('every known service refusal is recognised in each of its languages', () => {
  const sample: Record<string, string> = {
    code: 'DEMO-XXXX-0000',
    date: '2026-11-02',
    amount: 'CHF 3000.00',
    type: 'vt-x',
    left: '0',
    min: 'CHF 20.00',
    max: 'CHF 500.00',
    id: 'card',
  };
  for (const id of Object.keys(refusalTable) as RefusalId[]) {
    for (const lang of langs) {
      it(`${id} (${lang})`, () => {
        const text = refusalText(id, lang, sample);
        const known = matchRefusal(text);
        expect(known?.id).toBe(id);
        expect(known?.lang).toBe(lang);
        // Shown in another UI language: no word of the original left, values localised.
        for (const ui of langs.filter((l) => l !== lang)) {
          const shown = refusalSentence(known!, ui);
          expect(shown).toBe(
            refusalText(id, ui, Object.fromEntries(Object.entries(known!.vars).map(([k, v]) => [k, localiseValue(v, ui)]))),
          );
          expect(shown).not.toContain('{');
          expect(shown).not.toContain('2026-11-02');
        }
      });
    }
  }
  it('leaves an unknown sentence unrecognised', () => {
    expect(matchRefusal('Something else entirely.')).toBeNull();
  });
  it('localises dates and amounts found in a service sentence', () => {
    expect(localiseValue('CHF 3000.00', 'it')).toBe("CHF\u00a03'000.00");
    expect(localiseValue('2026-11-02', 'de')).toMatch(/^0?2\.11\.2026$/);
  });
});

function lookup(over: Partial<VoucherLookup>): VoucherLookup {
  return {
    code: 'DEMOVALUE100',
    codeFormatted: 'DEMO-VALU-E100',
    info: { name: 'Gutschein', description: '', balanceCents: 10000, isRedeemed: false, validUntil: null, expired: false },
    charge: { canBeCharged: true, message: '', balanceCents: 10000 },
    redeem: { isRedeemable: true, balanceCents: 10000, totalAmountCents: 10000, currency: 'CHF', message: '' },
    fromCache: false,
    fetchedAt: '2026-11-23T10:00:00Z',
    ageSeconds: 0,
    locked: false,
    ...over,
  };
}

describe('check verdict', () => {
  it('redeemable: pay and load offered', () => {
    const v = verdictOf(lookup({}));
    expect(v).toMatchObject({ kind: 'ok', balanceCents: 10000, canPay: true, canLoad: true, canActivate: false });
  });
  it('expired but redeemable: accept with care', () => {
    const v = verdictOf(lookup({ info: { ...lookup({}).info!, expired: true } }));
    expect(v.kind).toBe('careful');
  });
  it('used up: not redeemable with the known reason, nothing offered', () => {
    const v = verdictOf(
      lookup({
        charge: { canBeCharged: false, message: '', balanceCents: 0 },
        redeem: { isRedeemable: false, balanceCents: 0, totalAmountCents: 0, currency: 'CHF', message: refusalText('fullyRedeemed', 'de') },
      }),
    );
    expect(v).toMatchObject({ kind: 'no', canPay: false, canLoad: false, canActivate: false });
    expect(v.reason).toMatchObject({ id: 'fullyRedeemed', lang: 'de' });
  });
  it('not paid (a stock voucher): activation offered', () => {
    const v = verdictOf(
      lookup({
        redeem: { isRedeemable: false, balanceCents: 0, totalAmountCents: 0, currency: 'CHF', message: refusalText('notPaid', 'de') },
      }),
    );
    expect(v.canActivate).toBe(true);
  });
  it('a locked voucher offers no next step', () => {
    const v = verdictOf(lookup({ locked: true }));
    expect([v.canPay, v.canLoad]).toEqual([false, false]);
  });
  it('unknown code without a sentence: reason unknown', () => {
    const v = verdictOf(
      lookup({
        info: null,
        charge: null,
        redeem: { isRedeemable: false, balanceCents: null, totalAmountCents: null, currency: null, message: '' },
      }),
    );
    expect(v.reason).toBe('unknown');
  });
});

describe('date fields in the UI language', () => {
  it('shows and reads dates the UI way, keeps yyyy-mm-dd', async () => {
    const { showDate, readDate } = await import('../../../src/lib/date-input');
    expect(showDate('2026-12-24', 'fr')).toBe('24.12.2026');
    expect(showDate('2026-12-24', 'en')).toBe('24/12/2026');
    expect(readDate('24.12.2026')).toBe('2026-12-24');
    expect(readDate('1/2/2027')).toBe('2027-02-01');
    expect(readDate('2026-12-24')).toBe('2026-12-24');
    expect(readDate('31.02.2026')).toBeNull();
    expect(readDate('morgen')).toBeNull();
  });
});
