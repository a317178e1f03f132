// Tells a barcode scanner's keystroke burst from a person typing: a scanner sends every
// character within a few milliseconds and ends with Enter.

export interface BurstOptions {
  /** Longest gap between two keys of one burst, in ms. */
  maxGapMs: number;
  /** Fewest characters a scan carries. */
  minLength: number;
}

export const defaultBurst: BurstOptions = { maxGapMs: 60, minLength: 4 };

/**
 * Follows the current run of keys (a pause of a person, ten scanner gaps, starts a new one);
 * `enter` answers the run when it came as a burst: most gaps a scanner's, so a busy machine that
 * holds a few keys back does not cut a scan. Keys typed before such a pause are not part of it.
 * A gap counts from the later of a key's time stamp and the moment the page handled it: a sender
 * that waits for the page before the next key (a remote keyboard, a test driver) is not taken for
 * a pausing person when the page was slow to take a key. (Not from a key's release: a person's
 * next key often comes right after it, so that would make typing look like a scan.)
 * Knows nothing of code lengths or formats (minLength only tells a scanner from a person).
 */
export class BurstDetector {
  private run = '';
  private last = -Infinity;
  private fastGaps = 0;
  private slowGaps = 0;

  constructor(private readonly opts: BurstOptions = defaultBurst) {}

  /** A printable key typed at time `t` (ms), handled by the page at `handled` (default `t`). */
  key(char: string, t: number, handled = t): void {
    const gap = t - this.last;
    if (gap > this.opts.maxGapMs * 10) {
      this.run = '';
      this.fastGaps = 0;
      this.slowGaps = 0;
    } else if (gap <= this.opts.maxGapMs) this.fastGaps++;
    else this.slowGaps++;
    this.run += char;
    this.last = Math.max(t, handled);
  }

  /** Enter at time `t`: the run when it came as a burst, else null. Always resets. */
  enter(t: number): string | null {
    const burst = this.run.length >= this.opts.minLength && this.fastGaps >= 3 * this.slowGaps && t - this.last <= this.opts.maxGapMs * 10;
    const text = this.run;
    this.reset();
    return burst ? text : null;
  }

  /** The run of keys so far. */
  pending(): string {
    return this.run;
  }

  reset(): void {
    this.run = '';
    this.last = -Infinity;
    this.fastGaps = 0;
    this.slowGaps = 0;
  }
}

/** Keys a code may contain: letters, digits, dot and dash (scanner or on-screen keyboard). */
export function isCodeChar(key: string): boolean {
  return key.length === 1 && /^[A-Za-z0-9.-]$/.test(key);
}

/** A key of an amount field's current run. */
interface AmountKey {
  /** From the previous key (see `AmountScanGuard.key`); the run's first key: the pause before it. */
  gap: number;
  /** The amount before this key. */
  before: number;
  letter: boolean;
  key: string;
}

/**
 * Guards an amount field against a code scanned into it by mistake: a burst of four or more keys
 * (most gaps a scanner's) or any letter marks the input as a scan; the Enter that ends it is then
 * refused and the amount from before the burst is restored.
 * Allows for a busy page as the document-wide detector does: a gap counts from the later of the
 * previous key's time stamp and the moment the page handled it, so keys the page took late do not
 * look slow; one slow gap between fast ones (a key held back) does not cut the burst; and the
 * Enter may come up to ten gaps after the last key. A person's typing before the burst (gaps of a
 * person, one after another) is not part of it: its amount is the one restored.
 */
export class AmountScanGuard {
  private keys: AmountKey[] = [];
  private last = -Infinity;
  /** The code characters of the last burst `enter` took for a scan (upper case), else null. */
  scanned: string | null = null;

  constructor(private readonly maxGapMs = 30) {}

  /** A key typed at `t` (its event's time stamp) while the amount was `cents`; handled by the page at `handled` (default `t`). */
  key(key: string, t: number, cents: number, handled = t): void {
    const gap = t - this.last;
    // A person's pause starts a new run.
    if (gap > this.maxGapMs * 10) this.keys = [];
    this.keys.push({ gap, before: cents, letter: /^[A-Za-z]$/.test(key), key });
    this.last = Math.max(t, handled);
  }

  /** The screen set the amount itself (a line added, a new order) during the run: that is the amount to go back to. */
  amountSet(cents: number): void {
    for (const k of this.keys) k.before = cents;
  }

  /** Enter at `t`: the amount to restore when the keys were a scan, else null. Always resets. */
  enter(t: number): number | null {
    const burst = this.burst();
    const fast = burst.slice(1).filter((k) => k.gap <= this.maxGapMs).length;
    const slow = burst.length - 1 - fast;
    const scan =
      burst.length > 0 &&
      t - this.last <= this.maxGapMs * 10 &&
      (this.keys.some((k) => k.letter) || (burst.length >= 4 && fast >= 3 * slow));
    const before = burst[0]?.before ?? 0;
    this.scanned = scan
      ? burst
          .map((k) => k.key)
          .filter(isCodeChar)
          .join('')
          .toUpperCase()
      : null;
    this.keys = [];
    this.last = -Infinity;
    return scan ? before : null;
  }

  /** The run's last keys that came as one burst: back through fast gaps, and through a slow one only when the gap before it was fast. */
  private burst(): AmountKey[] {
    const fast = (i: number): boolean => i > 0 && (this.keys[i]?.gap ?? Infinity) <= this.maxGapMs;
    let start = this.keys.length - 1;
    while (start > 0 && (fast(start) || fast(start - 1))) start--;
    return this.keys.slice(start);
  }
}
