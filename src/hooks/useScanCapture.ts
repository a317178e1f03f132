// The one scanner-capture hook of the renderer: every code entry (voucher, promo, ticket number)
// and the screen-wide fallback use it. A scanner types a fast burst ending with Enter, wherever
// the focus is; the hook tells it from a person typing and makes a burst replace what was there.
import { useEffect, useEffectEvent, type RefObject } from 'react';
import { BurstDetector, defaultBurst, type BurstOptions } from '../lib/scan-burst';

export interface ScanCaptureOptions {
  /** The entry's own field: a burst typed into it replaces its contents. */
  field?: RefObject<HTMLInputElement | null>;
  /** Keys collected while no text field has focus. */
  accepts(key: string): boolean;
  /** The text the entry holds now. */
  current(): string;
  /** Typing collected without a focused field: the whole new text. */
  onText(text: string): void;
  /** Enter: the text to submit and whether it came as a scanner burst (then it is the burst alone). */
  onEnter(text: string, burst: boolean): void;
  /** False to stop listening (default true). */
  enabled?: boolean;
  /** The screen-wide fallback: only listens while no entry on the screen listens. */
  fallback?: boolean;
  burst?: BurstOptions;
}

// Entries listening now; the fallback stands back while there is one.
let entries = 0;

const notTyping = new Set(['radio', 'checkbox', 'button', 'submit', 'reset', 'range', 'color', 'file']);

/** True when keys typed at `el` belong to a text field. */
export function isTextField(el: EventTarget | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el instanceof HTMLInputElement) return !notTyping.has(el.type);
  return el.isContentEditable || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;
}

export function useScanCapture(options: ScanCaptureOptions): void {
  // The options of the latest render, for the listener subscribed once.
  const latest = useEffectEvent(() => options);
  const enabled = options.enabled ?? true;
  const fallback = options.fallback ?? false;
  useEffect(() => {
    if (!enabled) return;
    if (!fallback) entries++;
    // Subscribed once: its state must survive re-renders in the middle of a burst.
    const detector = new BurstDetector(latest().burst ?? defaultBurst);
    // Typed through this listener (no field focused) since the last Enter.
    let typedHere = false;
    const finish = (e: KeyboardEvent, text: string, burst: boolean) => {
      e.preventDefault();
      e.stopPropagation();
      typedHere = false;
      latest().onEnter(text, burst);
    };
    const onKey = (e: KeyboardEvent) => {
      if (fallback && entries > 0) return;
      if (e.ctrlKey || e.altKey || e.metaKey) return;
      const o = latest();
      const own = !!o.field?.current && e.target === o.field.current;
      if (own) {
        // The field types the keys itself; the hook only watches for a burst.
        if (e.key.length === 1) detector.key(e.key, e.timeStamp);
        else if (e.key === 'Enter') {
          const b = detector.enter(e.timeStamp);
          finish(e, b ?? o.current(), b !== null);
        }
        return;
      }
      if (isTextField(e.target)) return;
      if (o.accepts(e.key)) {
        e.preventDefault();
        detector.key(e.key, e.timeStamp);
        o.onText((typedHere ? o.current() : '') + e.key);
        typedHere = true;
      } else if (e.key === 'Enter' && typedHere) {
        const b = detector.enter(e.timeStamp);
        // The fallback takes only a burst: any other Enter keeps its meaning (a focused button).
        if (fallback && b === null) {
          typedHere = false;
          o.onText('');
          return;
        }
        finish(e, b ?? o.current(), b !== null);
      } else if (e.key === 'Backspace' && typedHere) {
        e.preventDefault();
        o.onText(o.current().slice(0, -1));
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      if (!fallback) entries--;
    };
  }, [enabled, fallback]);
}
