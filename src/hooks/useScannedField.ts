// The state of a code field that a scanner can fill: the cleaned text, the field's ref, and the
// scanner capture wired to it. Shared by the voucher/promo code entry and the ticket number entry.
import { useRef, useState } from 'react';
import { useScanCapture } from './useScanCapture';

interface Options {
  /** Normalises what was typed or scanned (case, dashes, characters the entry allows). */
  clean(text: string): string;
  /** Keys collected while no text field has focus. */
  accepts(key: string): boolean;
  /** Called with the cleaned text when Enter ends a scan or a typed entry. */
  submit(value: string): void;
  /** Called on every edit before the text changes (e.g. to clear a message). */
  onEdit(): void;
  initial?: string;
  /** Listen for scanner bursts (default true). */
  enabled?: boolean;
}

export function useScannedField({ clean, accepts, submit, onEdit, initial, enabled }: Options) {
  const input = useRef<HTMLInputElement>(null);
  const [raw, setRaw] = useState(() => clean(initial ?? ''));
  // Read by the capture between renders: a burst's keys come faster than React renders.
  // Every change goes through `set`, which keeps it equal to `raw` (never written while rendering).
  const rawRef = useRef(raw);
  const set = (value: string) => {
    rawRef.current = value;
    setRaw(value);
  };
  const type = (text: string) => {
    onEdit();
    set(clean(text));
  };
  useScanCapture({
    enabled,
    field: input,
    accepts,
    current: () => rawRef.current,
    onText: type,
    onEnter: hand,
  });
  // A scanner burst (or a code the camera read) replaces whatever the field held before it.
  function hand(text: string) {
    const value = clean(text);
    set(value);
    submit(value);
  }
  return { input, raw, rawRef, set, type, hand };
}
