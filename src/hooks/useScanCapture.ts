// The one scanner-capture hook of the renderer: every code entry (voucher, promo, ticket number)
// and the screen-wide fallback use it. A scanner types a fast burst ending with Enter, wherever
// the focus is; the hook tells it from a person typing and makes a burst replace what was there.
import { useEffect, useEffectEvent, type RefObject } from 'react';
import { EntryCapture, KeyRun, type CaptureHandlers } from '../lib/scan-capture';

export interface ScanCaptureOptions extends CaptureHandlers {
  /** The entry's own field: a burst typed into it replaces its contents. */
  field?: RefObject<HTMLInputElement | null>;
  /** False to stop listening (default true). */
  enabled?: boolean;
  /** The screen-wide fallback: only listens while no entry on the screen listens. */
  fallback?: boolean;
}

// Entries listening now; the fallback stands back while there is one.
let entries = 0;

// The document's one run of keys, followed from the moment the renderer loads: a burst whose
// first keys came before an entry subscribed (its effect runs after the paint that focused its
// field) or landed in another element while the focus moved still reaches the entry whole.
const run = new KeyRun();
if (typeof document !== 'undefined') {
  document.addEventListener('keydown', (e) => run.see(e), true);
  // An amount typed and then a click (add the line, open a screen): those keys are not the start of the next scan.
  document.addEventListener('pointerdown', () => run.reset(), true);
}

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
    const capture = new EntryCapture(run, fallback);
    const onKey = (e: KeyboardEvent) => {
      if (fallback && entries > 0) return;
      const o = latest();
      const field = o.field?.current;
      const place = field && e.target === field ? 'own' : isTextField(e.target) ? 'text' : 'free';
      const action = capture.key(e, place, o);
      if (action !== 'pass') e.preventDefault();
      if (action === 'end') e.stopPropagation();
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      if (!fallback) entries--;
    };
  }, [enabled, fallback]);
}
