// Lays a receipt document out on a paper width: wrapping that never breaks a code or an amount,
// two-column rows, separators. The result is the preview AND the input of the encoder.
import { columnsFor, subIndent, type Align, type PaperColumns, type PaperWidth, type ReceiptDocument, type TextSize } from './document';
import { profileOf } from './profiles';
import { NBSP, sanitize } from './text';

/** One laid-out line as it will print; `text` never exceeds `cols` characters. */
export type LaidLine =
  | { type: 'text'; text: string; align: Align; bold: boolean; size: TextSize; cols: number }
  | { type: 'qr'; data: string }
  | { type: 'barcode'; data: string }
  | { type: 'logo' }
  | { type: 'feed'; lines: number }
  | { type: 'cut' };

/** Splits text into lines of at most `cols`; words (no-break spaces included) stay whole when they fit. */
export function wrap(text: string, cols: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter((w) => w.length > 0)) {
    if (line.length > 0 && line.length + 1 + word.length <= cols) {
      line += ' ' + word;
      continue;
    }
    if (line.length > 0) lines.push(line);
    line = word;
    // Only a word longer than a whole line is broken (plain text: codes and amounts always fit).
    while (line.length > cols) {
      lines.push(line.slice(0, cols));
      line = line.slice(cols);
    }
  }
  if (line.length > 0 || lines.length === 0) lines.push(line);
  return lines;
}

const printable = (s: string): string => s.replaceAll(NBSP, ' ');

function longestWord(text: string): number {
  return Math.max(0, ...text.split(' ').map((w) => w.length));
}

/** Lays out `doc` for `paper` on a printer with `columns` (default: Epson's). Every string is sanitised here, once. */
export function layout(doc: ReceiptDocument, paper: PaperWidth, columns: PaperColumns = profileOf(undefined).columns[paper]): LaidLine[] {
  const out: LaidLine[] = [];
  for (const b of doc.blocks) {
    switch (b.type) {
      case 'text': {
        const text = sanitize(b.text);
        let size: TextSize = b.size ?? 'normal';
        // A large word that does not fit (a code on 58 mm) drops to normal size rather than break.
        if (size === 'large' && longestWord(text) > columnsFor(columns, 'large')) size = 'normal';
        const cols = columnsFor(columns, size);
        for (const l of wrap(text, cols)) {
          out.push({ type: 'text', text: printable(l), align: b.align ?? 'left', bold: b.bold ?? false, size, cols });
        }
        break;
      }
      case 'row': {
        const size = b.size ?? 'normal';
        const cols = columnsFor(columns, size);
        const bold = b.bold ?? false;
        for (const l of row(sanitize(b.left), sanitize(b.right), cols)) {
          out.push({ type: 'text', text: printable(l), align: 'left', bold, size, cols });
        }
        break;
      }
      case 'sub': {
        // Laid out in the columns left of the indent, so the right part still ends at the edge.
        const size = b.size ?? 'normal';
        const cols = columnsFor(columns, size);
        const indent = ' '.repeat(subIndent[paper]);
        const bold = b.bold ?? false;
        for (const l of row(sanitize(b.left), sanitize(b.right ?? ''), cols - indent.length)) {
          out.push({ type: 'text', text: indent + printable(l), align: 'left', bold, size, cols });
        }
        break;
      }
      case 'separator': {
        const cols = columnsFor(columns, 'normal');
        out.push({ type: 'text', text: (b.char ?? '-').repeat(cols), align: 'left', bold: false, size: 'normal', cols });
        break;
      }
      case 'qr':
      case 'barcode':
        // ASCII only: the library sizes QR data by string length but writes UTF-8 bytes.
        out.push({ type: b.type, data: sanitize(b.data).replace(/[^\x20-\x7e]/g, '?') });
        break;
      case 'logo':
      case 'cut':
        out.push({ type: b.type });
        break;
      case 'feed':
        out.push({ type: 'feed', lines: Math.max(1, Math.min(10, Math.floor(b.lines))) });
        break;
    }
  }
  return out;
}

/** Two columns: left wraps, right stays whole on the last line (or its own line). */
function row(left: string, right: string, cols: number): string[] {
  const rightLines = right.length > cols ? wrap(right, cols) : [right];
  const r = rightLines[rightLines.length - 1] ?? '';
  const head = rightLines.slice(0, -1).map((l) => l.padStart(cols));
  if (left.length === 0) return [...head, r.padStart(cols)];
  const lefts = wrap(left, cols);
  const last = lefts[lefts.length - 1] ?? '';
  const lines = lefts.slice(0, -1);
  if (head.length === 0 && last.length + 1 + r.length <= cols) {
    lines.push(last + ' '.repeat(cols - last.length - r.length) + r);
  } else {
    lines.push(last, ...head, r.padStart(cols));
  }
  return lines;
}
