// The money of an order, computed from its lines and tenders (pure; unit-tested on its own).
// Vouchers pay first, then card/other, then cash. Cash rounding applies to cash only: the rest is
// asked rounded to the step, and once cash covers it the difference is the rounding figure.
// Rule (covered order): Σ voucher + Σ card/other + Σ cash given − change = total + rounding.

export interface FigureInput {
  /** Customer price: Σ line amounts. */
  totalCents: number;
  /** Vouchers taken (redeemed, less what was given back). */
  voucherCents: number;
  /** Voucher redemptions still being verified. */
  checkingCents: number;
  /** Card and other methods: the amounts charged. */
  methodCents: number;
  /** Cash given. */
  cashGivenCents: number;
  /** Rounding step in cents (1: none). */
  step: number;
}

export interface Figures {
  paidCents: number;
  restCents: number;
  cashDueCents: number;
  roundingCents: number;
  changeCents: number;
  covered: boolean;
  /** Vouchers above what card/other leave to pay: given back through the journal (never paid out as change). */
  voucherExcessCents: number;
}

/** Rounds to the nearest multiple of `step` (halves up). */
export function roundToStep(cents: number, step: number): number {
  if (step <= 1) return cents;
  return Math.floor((cents + step / 2) / step) * step;
}

export function orderFigures(f: FigureInput): Figures {
  // Vouchers pay only what card/other do not: a card payment is never given back as cash change.
  const voucherExcessCents = Math.max(0, f.voucherCents + f.checkingCents - Math.max(0, f.totalCents - f.methodCents));
  // What card/other and cash must still cover (vouchers above the total count only up to it).
  const beforeCash = f.totalCents - Math.min(f.totalCents, f.voucherCents + f.checkingCents) - f.methodCents;
  const g = f.cashGivenCents;
  let rest: number;
  let rounding = 0;
  let change: number;
  let cashApplied: number;
  if (beforeCash <= 0) {
    // Card/other already cover: every franc of cash and the card's surplus go back as change.
    rest = 0;
    change = g - beforeCash;
    cashApplied = 0;
  } else {
    const due = roundToStep(beforeCash, f.step);
    if (g > 0 && g >= due) {
      rest = 0;
      rounding = due - beforeCash;
      change = g - due;
      cashApplied = beforeCash;
    } else if (g > 0 && g >= beforeCash) {
      // Cash between the exact rest and the rounded one (coins the step does not know): no change.
      rest = 0;
      rounding = g - beforeCash;
      change = 0;
      cashApplied = beforeCash;
    } else {
      rest = beforeCash - g;
      change = 0;
      cashApplied = g;
    }
  }
  const covered = rest === 0 && f.checkingCents === 0 && voucherExcessCents === 0;
  return {
    paidCents: Math.min(f.totalCents, Math.min(f.totalCents, f.voucherCents) + f.methodCents + cashApplied),
    restCents: rest,
    cashDueCents: rest === 0 ? 0 : roundToStep(rest, f.step),
    roundingCents: rounding,
    changeCents: change,
    covered,
    voucherExcessCents,
  };
}

/**
 * A refund order's money (its total is negative): the tenders give it back, vouchers first (their
 * redemptions cancelled), the rest in one method; cash is paid out rounded to the step, the
 * difference is the rounding. No change: the till pays out exactly the tender.
 */
export function refundFigures(f: FigureInput): Figures {
  const given = f.voucherCents + f.checkingCents + f.methodCents + f.cashGivenCents;
  const paid = given !== 0 && f.checkingCents === 0;
  const rest = paid ? 0 : f.totalCents - given;
  return {
    paidCents: given,
    restCents: rest,
    cashDueCents: rest === 0 ? 0 : -roundToStep(-rest, f.step),
    roundingCents: paid ? given - f.totalCents : 0,
    changeCents: 0,
    covered: paid || f.totalCents === 0,
    voucherExcessCents: 0,
  };
}
