import { describe, expect, it } from 'vitest';
import { centsText, KEYPAD_MAX_CENTS, parseAmount, pressBackspace, pressKey, textCents } from '../../../src/lib/amount';
import { cleanCodeInput, codeProblem, displayCode } from '../../../src/lib/code-input';
import { AmountScanGuard, BurstDetector, isCodeChar } from '../../../src/lib/scan-burst';

describe('amount keypad', () => {
  const typed = (keys: string[]) => keys.reduce(pressKey, '');
  it('takes digits as francs unless a point is typed', () => {
    expect(textCents(typed(['8', '0']))).toBe(8000);
    expect(textCents(typed(['1', '2', '.', '5']))).toBe(1250);
    expect(textCents(typed(['1', '2', '.', '0', '5']))).toBe(1205);
    expect(textCents(typed(['1', '00']))).toBe(10000);
    expect(textCents(typed(['.', '5']))).toBe(50);
    expect(typed(['.', '5'])).toBe('0.5');
    expect(textCents(typed(['1', '2', '.']))).toBe(1200);
    expect(textCents('')).toBe(0);
  });
  it('ignores a second point, a third decimal, leading zeros and amounts over the maximum', () => {
    expect(typed(['1', '.', '2', '.'])).toBe('1.2');
    expect(typed(['1', '.', '2', '5', '9'])).toBe('1.25');
    expect(typed(['1', '.', '2', '00'])).toBe('1.2');
    expect(typed(['0', '0', '7'])).toBe('7');
    expect(typed(['0', '.', '0', '5'])).toBe('0.05');
    expect(pressKey('1000000', '0')).toBe('1000000');
    expect(textCents('1000000')).toBe(KEYPAD_MAX_CENTS);
    expect(pressKey('12', 'x')).toBe('12');
    expect(pressKey('12', ',')).toBe('12.');
  });
  it('removes the last typed character', () => {
    expect(pressBackspace('12.05')).toBe('12.0');
    expect(pressBackspace('5')).toBe('');
    expect(pressBackspace('')).toBe('');
  });
  it('shows an amount set by the screen as a person would type it', () => {
    expect(centsText(8000)).toBe('80');
    expect(centsText(1250)).toBe('12.50');
    expect(centsText(1205)).toBe('12.05');
    expect(centsText(0)).toBe('');
    for (const c of [1, 99, 100, 1205, 8000, KEYPAD_MAX_CENTS]) expect(textCents(centsText(c))).toBe(c);
  });
  it('reads pasted amounts without floats', () => {
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
  it('keeps the scanned code (upper case, code characters only) for the screen to use, and none after typing', () => {
    const g = new AmountScanGuard();
    expect(g.enter(type(g, 'demo-value100', 1000, 5))).toBe(0);
    expect(g.scanned).toBe('DEMO-VALUE100');
    expect(g.enter(type(g, '2500', 5000, 120) + 200)).toBeNull();
    expect(g.scanned).toBeNull();
  });
  it('goes back to the amount the screen set during the run (a line added while the scan began)', () => {
    const g = new AmountScanGuard();
    g.key('D', 1000, 3000);
    g.amountSet(0);
    expect(g.enter(type(g, 'EMOVALUE100', 1003, 3))).toBe(0);
    expect(g.scanned).toBe('DEMOVALUE100');
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

  describe('on a busy page (the keys handled late, some held back)', () => {
    /** A person types `digits` at `pace` ms, each key sent after the page handled the one before (as a test driver does). */
    const person = (g: AmountScanGuard, digits: string, start: number, pace: number, handling: number) => {
      let t = start;
      let cents = 0;
      for (const d of digits) {
        g.key(d, t, cents, t + handling);
        cents = cents * 10 + Number(d) * 100;
        t += handling + pace;
      }
      return { end: t - pace, cents };
    };
    /** Scanner keys: event time stamps mostly 3 ms apart, every fifth key held back `held` ms; the page handles each `lag` ms late. */
    const scanner = (g: AmountScanGuard, keys: string, start: number, cents: number, held: number, lag: number) => {
      let t = start;
      [...keys].forEach((k, i) => {
        t += i === 0 ? 0 : i % 5 === 0 ? held : 3;
        g.key(k, t, cents, t + lag + i * 20);
      });
      return t;
    };

    it("a code scanned after an amount typed at a person's pace gives back that amount, Enter 250 ms late", () => {
      const g = new AmountScanGuard();
      const typed = person(g, '45', 0, 60, 150);
      expect(typed.cents).toBe(4500);
      const end = scanner(g, 'DEMOTRAIN001', typed.end + 400, typed.cents, 80, 300);
      expect(g.enter(end + 250)).toBe(4500);
    });

    it('an all-digit burst with keys held back is a scan; the amount from before it comes back', () => {
      const g = new AmountScanGuard();
      const end = scanner(g, '1234567890123456789', 1000, 1250, 70, 400);
      expect(g.enter(end + 200)).toBe(1250);
    });

    it("a scan right after typed digits (no pause) restores the typed amount, not the run's start", () => {
      const g = new AmountScanGuard();
      const typed = person(g, '45', 0, 60, 20);
      const end = scanner(g, '1234567890123', typed.end + 100, typed.cents, 50, 100);
      expect(g.enter(end + 100)).toBe(4500);
    });

    it('a person typing while the page takes 200 ms per key is no scan', () => {
      const g = new AmountScanGuard();
      const typed = person(g, '2500', 0, 60, 200);
      expect(g.enter(typed.end + 60)).toBeNull();
    });
  });
});
