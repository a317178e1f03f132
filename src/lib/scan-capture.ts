// The scanner capture without the DOM: one run of keys for the whole document, and what one
// entry (or the screen-wide fallback) does with each key. The hook (hooks/useScanCapture.ts) feeds
// real keydown events; the unit tests feed synthetic ones with their own clock.
import { BurstDetector, defaultBurst, type BurstOptions } from './scan-burst';

/** The parts of a keydown the capture reads. */
export interface KeyLike {
  key: string;
  /** When the key was typed (the event's time stamp), in ms. */
  timeStamp: number;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}

/**
 * Every key of the document in one run, whoever has the focus and whichever entry listens: a
 * burst that began before an entry subscribed, while the focus moved, or in another element
 * (the amount field whose Enter opened the code field) is answered whole at its Enter.
 * Each event is counted once, however many listeners show it (the first one counts it).
 */
export class KeyRun {
  private readonly detector: BurstDetector;
  private readonly seen = new WeakMap<object, string | null>();

  constructor(
    opts: BurstOptions = defaultBurst,
    /** The page's clock (performance.now in the page): when a key is handled. */
    private readonly now: () => number = () => performance.now(),
  ) {
    this.detector = new BurstDetector(opts);
  }

  /** A keydown; at Enter the burst it ends (or null when it was no burst). */
  see(e: KeyLike): string | null {
    if (this.seen.has(e)) return this.seen.get(e) ?? null;
    let burst: string | null = null;
    if (!(e.ctrlKey || e.altKey || e.metaKey)) {
      if (e.key.length === 1) this.detector.key(e.key, e.timeStamp, this.now());
      else if (e.key === 'Enter') burst = this.detector.enter(e.timeStamp);
    }
    this.seen.set(e, burst);
    return burst;
  }

  /** Ends the run: a click or a touch (a scanner never clicks), so keys typed before it never start the next scan. */
  reset(): void {
    this.detector.reset();
  }
}

/** Where a key went, seen from one entry: its own field, another text field, or no text field. */
export type KeyPlace = 'own' | 'text' | 'free';

export interface CaptureHandlers {
  /** Keys collected while no text field has focus. */
  accepts(key: string): boolean;
  /** The text the entry holds now. */
  current(): string;
  /** Typing collected without a focused field: the whole new text. */
  onText(text: string): void;
  /** Enter: the text to submit and whether it came as a scanner burst (then it is the burst alone). */
  onEnter(text: string, burst: boolean): void;
}

/** What the listener does with the event: leave it, take it (no default), or end it (no default, no further listeners). */
export type KeyAction = 'pass' | 'take' | 'end';

/** One entry's (or the fallback's) capture: what it does with each key that reaches it. */
export class EntryCapture {
  // Typed through this capture (no field focused) since the last Enter.
  private typedHere = false;

  constructor(
    private readonly run: KeyRun,
    private readonly fallback = false,
  ) {}

  /** A keydown at `place`; answers what the listener does with the event. */
  key(e: KeyLike, place: KeyPlace, h: CaptureHandlers): KeyAction {
    const burst = this.run.see(e);
    if (e.ctrlKey || e.altKey || e.metaKey) return 'pass';
    if (place === 'own') {
      // The field types the keys itself; the capture only watches for a burst.
      if (e.key !== 'Enter') return 'pass';
      return this.finish(burst ?? h.current(), burst !== null, h);
    }
    if (place === 'text') return 'pass';
    if (h.accepts(e.key)) {
      h.onText((this.typedHere ? h.current() : '') + e.key);
      this.typedHere = true;
      return 'take';
    }
    // A burst counts even when its first keys went elsewhere (before this capture listened).
    if (e.key === 'Enter' && (this.typedHere || burst !== null)) {
      // The fallback takes only a burst: any other Enter keeps its meaning (a focused button).
      if (this.fallback && burst === null) {
        this.typedHere = false;
        h.onText('');
        return 'pass';
      }
      return this.finish(burst ?? h.current(), burst !== null, h);
    }
    if (e.key === 'Backspace' && this.typedHere) {
      h.onText(h.current().slice(0, -1));
      return 'take';
    }
    return 'pass';
  }

  private finish(text: string, burst: boolean, h: CaptureHandlers): KeyAction {
    this.typedHere = false;
    h.onEnter(text, burst);
    return 'end';
  }
}
