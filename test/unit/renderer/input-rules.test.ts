import { describe, expect, it } from 'vitest';
import { parseAmount, pressBackspace, pressDigit, KEYPAD_MAX_CENTS } from '../../../src/lib/amount';
import { cleanCodeInput, codeProblem, displayCode } from '../../../src/lib/code-input';
import { AmountScanGuard, BurstDetector, isCodeChar } from '../../../src/lib/scan-burst';

describe('amount keypad', () => {
  it('shifts digits in from the right in cents', () => {
    let c = 0;
    for (const d of ['1', '2', '5', '0']) c = pressDigit(c, d);
    expect(c).toBe(1250);
    expect(pressDigit(c, '00')).toBe(125000);
    expect(pressBackspace(c)).toBe(125);
    expect(pressBackspace(0)).toBe(0);
  });
  it('ignores keys that are not digits or would exceed the maximum', () => {
    expect(pressDigit(12, 'x')).toBe(12);
    expect(pressDigit(12, '.')).toBe(12);
    expect(pressDigit(KEYPAD_MAX_CENTS, '1')).toBe(KEYPAD_MAX_CENTS);
  });
  it('reads typed amounts without floats', () => {
    expect(parseAmount('12.50')).toBe(1250);
    expect(parseAmount('12,5')).toBe(1250);
    expect(parseAmount('0.1')).toBe(10);
    expect(parseAmount('19.99')).toBe(1999);
    expect(parseAmount('7')).toBe(700);
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });
});

describe('code field', () => {
  it('accepts codes with or without dashes, any case, and shows them in groups of four', () => {
    expect(cleanCodeInput('demo-value-100')).toBe('DEMOVALUE100');
    expect(displayCode('DEMOVALUE100', 'voucher')).toBe('DEMO-VALU-E100');
    expect(displayCode('DEMOV', 'voucher')).toBe('DEMO-V');
    expect(codeProblem('DEMOVALUE100', 'voucher')).toBeNull();
  });
  it("treats the on-screen keyboard's dot like a dash: a code typed with dots is accepted", () => {
    expect(cleanCodeInput('demo.valu.e100')).toBe('DEMOVALUE100');
    expect(codeProblem(cleanCodeInput('DEMO.VALU.E100'), 'voucher')).toBeNull();
    expect(codeProblem('DEMO.VALU.E100', 'voucher')).toBeNull();
    expect(cleanCodeInput('summer.10')).toBe('SUMMER10');
  });
  it('refuses empty and malformed codes before any request', () => {
    expect(codeProblem('', 'voucher')).toBe('empty');
    expect(codeProblem('   ', 'voucher')).toBe('empty');
    expect(codeProblem('DEM', 'voucher')).toBe('malformed');
    // 4 to 11 letters/digits could be a mobile short code: the service is asked.
    expect(codeProblem('DEMO', 'voucher')).toBeNull();
    expect(codeProblem('123456', 'voucher')).toBeNull();
    expect(codeProblem('DEMOVALUE10', 'voucher')).toBeNull();
    // A dot acts like a dash (the on-screen keyboard has one): DEMOVALUE1.0 is the short code DEMOVALUE10.
    expect(codeProblem('DEMOVALUE1.0', 'voucher')).toBeNull();
    expect(codeProblem('DEMOVALUE1000', 'voucher')).toBe('malformed');
    expect(codeProblem('SUMMER-10', 'promo')).toBeNull();
    expect(codeProblem('SUMMER.10', 'promo')).toBe('malformed');
  });
  it('keeps what does not look like a code unformatted so the cashier sees the mistake', () => {
    expect(displayCode('ABC.DEF', 'voucher')).toBe('ABC.DEF');
    expect(displayCode('SUMMER10', 'promo')).toBe('SUMMER10');
  });
});

describe('scanner burst detection', () => {
  const typeAt = (d: BurstDetector, text: string, start: number, gap: number) => {
    [...text].forEach((ch, i) => d.key(ch, start + i * gap));
    return start + text.length * gap;
  };
  it('recognises a fast burst ending with Enter', () => {
    const d = new BurstDetector();
    const end = typeAt(d, 'DEMOVALUE100', 1000, 8);
    expect(d.enter(end)).toBe('DEMOVALUE100');
    expect(d.pending()).toBe('');
  });
  it('does not take slow typing or short bursts for a scan', () => {
    const slow = new BurstDetector();
    expect(slow.enter(typeAt(slow, 'DEMOVALUE100', 1000, 150))).toBeNull();
    const short = new BurstDetector();
    expect(short.enter(typeAt(short, 'ABC', 1000, 5))).toBeNull();
  });
  it('starts afresh after a long pause', () => {
    const d = new BurstDetector();
    typeAt(d, 'XY', 0, 10);
    const end = typeAt(d, 'DEMOVALUE100', 5000, 5);
    expect(d.enter(end)).toBe('DEMOVALUE100');
  });
  it('takes only the burst when keys came a pause before it', () => {
    const d = new BurstDetector();
    const slow = typeAt(d, 'XY', 0, 200);
    const end = typeAt(d, 'DEMOPARTIAL1', slow + 700, 5);
    expect(d.enter(end)).toBe('DEMOPARTIAL1');
  });
  it('keeps a burst whole when the machine holds its keys back for a moment', () => {
    const d = new BurstDetector();
    const mid = typeAt(d, 'DEMOEXPI', 1000, 5);
    const end = typeAt(d, 'RED1', mid + 400, 5);
    expect(d.enter(end)).toBe('DEMOEXPIRED1');
    // Held back right after its first key too.
    const e = new BurstDetector();
    e.key('D', 5000);
    expect(e.enter(typeAt(e, 'EMOVALUE100', 5300, 5))).toBe('DEMOVALUE100');
  });
  it('knows the characters a code may contain', () => {
    expect(['a', 'Z', '7', '-', '.'].every(isCodeChar)).toBe(true);
    expect(['Enter', ' ', '/', 'é'].some(isCodeChar)).toBe(false);
  });
});

describe('amount field scan guard', () => {
  const type = (g: AmountScanGuard, keys: string, start: number, gap: number, cents = 0) => {
    [...keys].forEach((k, i) => g.key(k, start + i * gap, cents));
    return start + keys.length * gap;
  };
  it('refuses the Enter of a scanned code and gives back the amount from before it', () => {
    const g = new AmountScanGuard();
    const end = type(g, 'DEMOTRAIN001', 1000, 5, 1250);
    expect(g.enter(end)).toBe(1250);
  });
  it('treats a fast all-digit burst as a scan too', () => {
    const g = new AmountScanGuard();
    expect(g.enter(type(g, '123456789012', 0, 4, 700))).toBe(700);
  });
  it('lets a person type an amount and confirm it', () => {
    const g = new AmountScanGuard();
    expect(g.enter(type(g, '2500', 0, 120) + 200)).toBeNull();
    const quick = new AmountScanGuard();
    expect(quick.enter(type(quick, '25', 0, 10) + 40)).toBeNull();
  });
});
