// Text hygiene for everything shown to people: names and service text may carry control
// characters or bidi overrides (U+202E turns "CHF 05.01" into "10.50 FHC" on screen). One rule for
// the screen (src/bridge, src/lib/sanitize.ts), the receipts (core/printing/text.ts) and the
// name fields people type (contract/auth.ts). Plain functions: the renderer may import this file.

// C0 controls except tab, line feed and carriage return, DEL, C1 controls; bidi embeddings, overrides, isolates and
// marks (LRM, RLM, ALM); the byte-order mark / zero-width no-break space.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/u;
const UNSAFE_ALL = new RegExp(UNSAFE.source, 'gu');
// Line breaks of every kind (CR LF, CR, LF, LS, PS) and tabs: one space in a one-line text.
const BREAKS = /\r\n|[\t\n\r\u2028\u2029]/g;
// What a one-line name may not hold besides: any line break or tab.
const LAYOUT = /[\t\n\r\u2028\u2029]/u;

/** True when `s` holds a control character or a bidi control (what a name may not contain). */
export function hasUnsafeText(s: string): boolean {
  return UNSAFE.test(s) || LAYOUT.test(s);
}

/**
 * Service or stored text made safe to show: controls and bidi controls removed, line breaks and tabs
 * kept. A byte-order mark that opens the text stays: it is invisible, turns nothing around, and a
 * CSV export needs it (spreadsheets read UTF-8 by it).
 */
export function safeMultilineText(s: string): string {
  return s.replace(UNSAFE_ALL, (m: string, offset: number) => (m === '\ufeff' && offset === 0 ? m : ''));
}

/** One line made safe to show: controls, bidi controls and any byte-order mark removed, line breaks and tabs as spaces. */
export function safeText(s: string): string {
  return safeMultilineText(s)
    .replace(/^\ufeff/, '')
    .replace(BREAKS, ' ');
}

/** Every string in a value (objects, arrays) made safe to show, line breaks kept; other values as they are. */
export function safeDeep<T>(value: T): T {
  if (typeof value === 'string') return safeMultilineText(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => safeDeep(v)) as T;
  const proto: unknown = value !== null && typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
  if (proto === Object.prototype || proto === null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[k] = safeDeep(v);
    return out as T;
  }
  return value;
}

/** The message a name field gives for such characters. */
export const UNSAFE_NAME_MESSAGE = 'A name may not contain control characters, line breaks or text-direction characters';
