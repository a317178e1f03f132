// Tells a barcode scanner's keystroke burst from a person typing: a scanner sends every
// character within a few milliseconds and ends with Enter.

export interface BurstOptions {
  /** Longest gap between two keys of one burst, in ms. */
  maxGapMs: number;
  /** Fewest characters a scan carries. */
  minLength: number;
}

export const defaultBurst: BurstOptions = { maxGapMs: 60, minLength: 8 };

/** Collects keys typed while no field has focus; `enter` answers the scanned text or null. */
export class BurstDetector {
  private chars = '';
  private last = -Infinity;
  private fast = true;

  constructor(private readonly opts: BurstOptions = defaultBurst) {}

  /** A printable key at time `t` (ms). */
  key(char: string, t: number): void {
    if (t - this.last > this.opts.maxGapMs * 10) {
      // A long pause starts a new sequence.
      this.chars = '';
      this.fast = true;
    } else if (this.chars.length > 0 && t - this.last > this.opts.maxGapMs) {
      this.fast = false;
    }
    this.chars += char;
    this.last = t;
  }

  /** Enter at time `t`: the buffered text when it came as a burst, else null. Always resets. */
  enter(t: number): string | null {
    const burst = this.fast && this.chars.length >= this.opts.minLength && t - this.last <= this.opts.maxGapMs * 2;
    const text = this.chars;
    this.reset();
    return burst ? text : null;
  }

  /** What was collected so far (typed slowly without a focused field). */
  pending(): string {
    return this.chars;
  }

  reset(): void {
    this.chars = '';
    this.last = -Infinity;
    this.fast = true;
  }
}

/** Keys a code may contain: letters, digits, dot and dash (scanner or on-screen keyboard). */
export function isCodeChar(key: string): boolean {
  return key.length === 1 && /^[A-Za-z0-9.-]$/.test(key);
}
