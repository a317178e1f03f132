// The receipt document: a small model every template produces and both the encoder (ESC/POS
// bytes) and the preview consume, so what the screen shows is what the printer prints.

export type Align = 'left' | 'center' | 'right';
/** `small` is font B (more columns), `large` double width and height (half the columns). */
export type TextSize = 'normal' | 'small' | 'large';

export type Block =
  | { type: 'text'; text: string; align?: Align; bold?: boolean; size?: TextSize }
  /** Two columns: the right part (an amount, a code) is never broken. */
  | { type: 'row'; left: string; right: string; bold?: boolean; size?: 'normal' | 'small' }
  /**
   * A sub-row: belongs to the row above it (a new balance, a masked code, a note) and prints
   * indented by the layout. Strings never carry their own indent: leading spaces are dropped.
   */
  | { type: 'sub'; left: string; right?: string; bold?: boolean; size?: 'normal' | 'small' }
  | { type: 'separator'; char?: '-' | '=' }
  | { type: 'qr'; data: string }
  /** CODE128 barcode with the human-readable text below. */
  | { type: 'barcode'; data: string }
  /** The receipt logo, when one is configured and readable. */
  | { type: 'logo' }
  | { type: 'feed'; lines: number }
  | { type: 'cut' };

/** A receipt as blocks; one document may hold several slips separated by cuts. */
export interface ReceiptDocument {
  blocks: Block[];
}

export type PaperWidth = '80' | '58';

/** Columns per line of one printer on one paper: font A (normal) and font B (small). */
export interface PaperColumns {
  normal: number;
  small: number;
}

/** Columns a sub-row is indented by, per paper width (in the columns of its own font). */
export const subIndent: Record<PaperWidth, number> = { '80': 2, '58': 2 };

/** Columns available for a text size (large: double width, half the columns). */
export function columnsFor(cols: PaperColumns, size: TextSize): number {
  if (size === 'small') return cols.small;
  if (size === 'large') return Math.floor(cols.normal / 2);
  return cols.normal;
}
