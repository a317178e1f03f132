// The printer models a terminal can drive, one declaration each: the code page numbers (ESC t n)
// the model knows, the cut, the drawer kick and the columns per paper width. The encoder writes
// with a profile, the decoder (test printer, tests) reads with the same one.
import type { PrinterModel } from '../contract/settings';
import type { CodePage } from './charset';
import type { PaperWidth } from './document';

export interface PrinterProfile {
  model: PrinterModel;
  /** As the test page names it. */
  name: string;
  /** The ESC t n that selects PC858 (the page every receipt is written in) on this model. */
  textPage: number;
  /** What this model prints under each ESC t n the decoder should know (others show as U+FFFD). */
  codePages: Readonly<Record<number, CodePage>>;
  /** The cut: lines fed first (ESC d n, on top of the cut-feed setting), then these bytes. */
  cut: { feedLines: number; bytes: readonly number[] };
  /** ESC p m t1 t2: m per connector pin, t1/t2 in units of `unitMs`. */
  drawer: { pins: Readonly<Record<'2' | '5', number>>; unitMs: number };
  /** Columns per line: font A (normal) and font B (small). */
  columns: Readonly<Record<PaperWidth, { normal: number; small: number }>>;
}

const ESC_POS_DRAWER = { pins: { '2': 0, '5': 1 }, unitMs: 2 } as const;
/** 576 dots at 80 mm, 384 at 58 mm: 12-dot font A, 9-dot font B. */
const COLUMNS = { '80': { normal: 48, small: 64 }, '58': { normal: 32, small: 42 } } as const;

export const printerProfiles: Readonly<Record<PrinterModel, PrinterProfile>> = {
  epson: {
    model: 'epson',
    name: 'Epson TM',
    textPage: 19,
    codePages: { 19: 'PC858' },
    // GS V 66 0: feed to the cutter (about 3 lines on a TM-T88) and cut partially.
    cut: { feedLines: 0, bytes: [0x1d, 0x56, 66, 0] },
    drawer: ESC_POS_DRAWER,
    columns: COLUMNS,
  },
  star: {
    model: 'star',
    name: 'Star TSP/mC-Print (ESC/POS)',
    // Star numbers its code pages its own way, in its ESC/POS emulation too: 4 is PC858, and
    // Epson's 19 is CP772 (Lithuanian), where € and the accents print as other letters.
    textPage: 4,
    codePages: { 4: 'PC858', 19: 'CP772' },
    cut: { feedLines: 0, bytes: [0x1d, 0x56, 66, 0] },
    drawer: ESC_POS_DRAWER,
    columns: COLUMNS,
  },
  generic58: {
    model: 'generic58',
    name: 'ESC/POS 58 mm',
    textPage: 19,
    codePages: { 19: 'PC858' },
    // Where its cutter is (if any) is unknown: feed past the tear bar, then GS V 1 (partial cut).
    cut: { feedLines: 4, bytes: [0x1d, 0x56, 1] },
    drawer: ESC_POS_DRAWER,
    columns: COLUMNS,
  },
};

/** The profile of a model (absent: Epson, what every terminal drove before there was a choice). */
export function profileOf(model: PrinterModel | undefined): PrinterProfile {
  return printerProfiles[model ?? 'epson'];
}
