// A small ESC/POS decoder (no npm library exists for this): turns the bytes a printer receives
// back into receipts (text with alignment, emphasis and size, QR payloads, barcodes, cuts) and
// reports status requests as they arrive. Used by the test printer and by tests. It reads as one
// printer model does (profiles.ts): which table an ESC t n is, what a drawer kick's bytes mean.
import { decodeHighByte } from './charset';
import { profileOf, type PrinterProfile } from './profiles';

export type DecodedItem =
  | { type: 'text'; text: string; align: 'left' | 'center' | 'right'; bold: boolean; size: 'normal' | 'small' | 'large'; codePage: number }
  | { type: 'qr'; data: string }
  | { type: 'barcode'; data: string }
  | { type: 'image'; widthBytes: number; height: number }
  /** ESC p: the cash drawer kick (connector pin 2 or 5, on/off time in ms). */
  | { type: 'pulse'; pin: 2 | 5; onMs: number; offMs: number };

/** One receipt: everything up to (and including) a cut. */
export interface DecodedReceipt {
  items: DecodedItem[];
  /** Text lines (empty lines dropped), for quick assertions. */
  lines: string[];
  qr: string[];
  barcodes: string[];
  /** Drawer kicks in this receipt. */
  pulses: Array<{ pin: 2 | 5; onMs: number; offMs: number }>;
  cut: boolean;
}

/** A status request: DLE EOT n (real time) or GS r n (answered after preceding data). */
export interface StatusRequest {
  kind: 'dle_eot' | 'gs_r';
  n: number;
}

type Line = Extract<DecodedItem, { type: 'text' }>;

/** Incremental decoder: push chunks as they arrive; complete commands are processed at once. */
export class EscPosDecoder {
  private pending: Buffer = Buffer.alloc(0);
  private items: DecodedItem[] = [];
  private line = '';
  private align: Line['align'] = 'left';
  private bold = false;
  private fontB = false;
  private large = false;
  private codePage = 0;
  private qrData = '';
  /** Completed (cut) receipts. */
  readonly receipts: DecodedReceipt[] = [];
  /** Byte values of commands the decoder did not know (for diagnostics). */
  readonly unknown: number[] = [];

  constructor(
    private readonly onStatus: (req: StatusRequest) => void = () => {},
    private readonly profile: PrinterProfile = profileOf(undefined),
  ) {}

  /** Feeds bytes; returns receipts completed by this chunk. */
  push(chunk: Buffer): DecodedReceipt[] {
    const before = this.receipts.length;
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    let i = 0;
    while (i < this.pending.length) {
      const used = this.step(this.pending, i);
      if (used === 0) break; // incomplete command: wait for more bytes
      i += used;
    }
    this.pending = this.pending.subarray(i);
    return this.receipts.slice(before);
  }

  /** What was received after the last cut (a job cut short). */
  partial(): DecodedReceipt {
    return toReceipt(this.line ? [...this.items, this.textItem()] : this.items, false);
  }

  private textItem(): Line {
    const size = this.large ? 'large' : this.fontB ? 'small' : 'normal';
    return { type: 'text', text: this.line, align: this.align, bold: this.bold, size, codePage: this.codePage };
  }

  private reset(): void {
    this.align = 'left';
    this.bold = false;
    this.fontB = false;
    this.large = false;
    this.codePage = 0;
  }

  /** Processes one command at `i`; returns bytes used, or 0 when more bytes are needed. */
  private step(b: Buffer, i: number): number {
    const c = b[i] ?? 0;
    const at = (k: number): number | undefined => b[i + k];
    const has = (k: number): boolean => i + k <= b.length;
    if (c === 0x0a) {
      this.items.push(this.textItem());
      this.line = '';
      return 1;
    }
    if (c === 0x09) {
      this.line += ' ';
      return 1;
    }
    if (c >= 0x20 && c !== 0x7f) {
      // High bytes as the model prints them under the page selected; a page it does not know
      // (none selected, or another model's number) shows them as U+FFFD so tests catch it.
      const page = this.profile.codePages[this.codePage];
      this.line += c < 0x80 ? String.fromCharCode(c) : page ? decodeHighByte(page, c) : '\ufffd';
      return 1;
    }
    if (c === 0x1b) return this.esc(b, i, at, has);
    if (c === 0x1d) return this.gs(b, i, at, has);
    if (c === 0x10) {
      if (!has(3)) return 0;
      if (at(1) === 0x04) this.onStatus({ kind: 'dle_eot', n: at(2) ?? 0 });
      else if (at(1) === 0x14) return has(5) ? 5 : 0;
      return 3;
    }
    return 1; // CR, FF and other C0 bytes: nothing to show
  }

  private esc(_b: Buffer, _i: number, at: (k: number) => number | undefined, has: (k: number) => boolean): number {
    if (!has(2)) return 0;
    const cmd = at(1) ?? 0;
    if (cmd === 0x40) {
      this.reset();
      return 2;
    }
    if (cmd === 0x32 || cmd === 0x3c) return 2;
    if (cmd === 0x70) {
      if (!has(5)) return 0;
      const m = (at(2) ?? 0) % 48; // '0' and '1' mean 0 and 1
      const { pins, unitMs } = this.profile.drawer;
      this.items.push({ type: 'pulse', pin: m === pins['5'] ? 5 : 2, onMs: (at(3) ?? 0) * unitMs, offMs: (at(4) ?? 0) * unitMs });
      return 5;
    }
    if (!has(3)) return 0;
    const n = at(2) ?? 0;
    switch (cmd) {
      case 0x21:
        this.bold = (n & 0x08) !== 0;
        this.fontB = (n & 0x01) !== 0;
        this.large = (n & 0x30) !== 0;
        return 3;
      case 0x45:
        this.bold = (n & 0x01) !== 0;
        return 3;
      case 0x4d:
        this.fontB = (n & 0x01) !== 0;
        return 3;
      case 0x61:
        this.align = n % 48 === 1 ? 'center' : n % 48 === 2 ? 'right' : 'left';
        return 3;
      case 0x74:
        this.codePage = n;
        return 3;
      case 0x64:
        for (let k = 0; k < n; k++) this.items.push({ ...this.textItem(), text: '' });
        return 3;
      default:
        // ESC - n, ESC 3 n, ESC R n, ESC { n, ESC G n, ESC V n, ESC J n, ESC = n: one argument.
        if (![0x2d, 0x33, 0x52, 0x7b, 0x47, 0x56, 0x4a, 0x3d, 0x20].includes(cmd)) this.unknown.push(0x1b, cmd);
        return 3;
    }
  }

  private gs(b: Buffer, i: number, at: (k: number) => number | undefined, has: (k: number) => boolean): number {
    if (!has(2)) return 0;
    const cmd = at(1) ?? 0;
    if (cmd === 0x56) {
      if (!has(3)) return 0;
      const m = at(2) ?? 0;
      const len = m === 65 || m === 66 ? 4 : 3;
      if (!has(len)) return 0;
      if (this.line) this.items.push(this.textItem());
      this.line = '';
      this.receipts.push(toReceipt(this.items, true));
      this.items = [];
      return len;
    }
    if (cmd === 0x28) {
      if (!has(5)) return 0;
      const len = (at(3) ?? 0) + (at(4) ?? 0) * 256;
      if (!has(5 + len)) return 0;
      const cn = at(5);
      const fn = at(6);
      if (cn === 0x31 && fn === 0x50) this.qrData = b.subarray(i + 8, i + 5 + len).toString('latin1');
      if (cn === 0x31 && fn === 0x51) this.items.push({ type: 'qr', data: this.qrData });
      return 5 + len;
    }
    if (cmd === 0x6b) {
      if (!has(4)) return 0;
      const m = at(2) ?? 0;
      if (m <= 6) {
        const end = b.indexOf(0, i + 3);
        if (end < 0) return 0;
        this.items.push({ type: 'barcode', data: b.subarray(i + 3, end).toString('latin1') });
        return end - i + 1;
      }
      const n = at(3) ?? 0;
      if (!has(4 + n)) return 0;
      const data = b.subarray(i + 4, i + 4 + n).toString('latin1');
      this.items.push({ type: 'barcode', data: m === 73 ? data.replace(/^\{[ABC]/, '') : data });
      return 4 + n;
    }
    if (cmd === 0x76) {
      if (!has(8)) return 0;
      const widthBytes = (at(4) ?? 0) + (at(5) ?? 0) * 256;
      const height = (at(6) ?? 0) + (at(7) ?? 0) * 256;
      if (!has(8 + widthBytes * height)) return 0;
      this.items.push({ type: 'image', widthBytes, height });
      return 8 + widthBytes * height;
    }
    if (!has(3)) return 0;
    const n = at(2) ?? 0;
    switch (cmd) {
      case 0x21:
        this.large = (n & 0x77) !== 0;
        return 3;
      case 0x72:
        this.onStatus({ kind: 'gs_r', n });
        return 3;
      case 0x4c:
      case 0x57:
        return has(4) ? 4 : 0;
      default:
        // GS H n, GS f n, GS w n, GS h n, GS B n, GS a n: one argument.
        if (![0x48, 0x66, 0x77, 0x68, 0x42, 0x61].includes(cmd)) this.unknown.push(0x1d, cmd);
        return 3;
    }
  }
}

function toReceipt(items: DecodedItem[], cut: boolean): DecodedReceipt {
  const lines: string[] = [];
  const qr: string[] = [];
  const barcodes: string[] = [];
  const pulses: DecodedReceipt['pulses'] = [];
  for (const it of items) {
    if (it.type === 'pulse') pulses.push({ pin: it.pin, onMs: it.onMs, offMs: it.offMs });
    if (it.type === 'text' && it.text.trim() !== '') lines.push(it.text);
    if (it.type === 'qr') qr.push(it.data);
    if (it.type === 'barcode') barcodes.push(it.data);
  }
  return { items, lines, qr, barcodes, pulses, cut };
}

/** Decodes a complete byte stream as a printer of `profile` would (default: Epson): the cut receipts plus what followed the last cut. */
export function decodeEscPos(
  bytes: Buffer,
  profile?: PrinterProfile,
): { receipts: DecodedReceipt[]; rest: DecodedReceipt; status: StatusRequest[] } {
  const status: StatusRequest[] = [];
  const d = new EscPosDecoder((r) => status.push(r), profile);
  d.push(bytes);
  return { receipts: d.receipts, rest: d.partial(), status };
}
