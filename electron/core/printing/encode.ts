// Laid-out lines -> ESC/POS bytes, through node-thermal-printer (Epson command set) and the
// printer's profile (profiles.ts: its number of PC858, its cut).
// Hazards handled here: the library keeps its buffer between jobs (a fresh clear() per job), its
// cuts feed 8 lines first (ours: the profile's, see `cutCommand`), every cut is followed by ESC @
// which resets the printer's code page (PC858 selected again), the library knows only Epson's
// code page numbers (ESC t comes from the profile), and its string path would silently switch
// code pages for a character PC858 lacks, so text bytes come from our own PC858 table (after
// sanitising, see text.ts) and the library does the commands.
import fs from 'node:fs';
import type { ThermalPrinter } from 'node-thermal-printer';
import { encodeCp858 } from './charset';
import type { PaperWidth } from './document';
import type { LaidLine } from './layout';
import { profileOf, type PrinterProfile } from './profiles';

export interface EncodeOptions {
  paper: PaperWidth;
  /** The printer's profile; absent: Epson. */
  profile?: PrinterProfile;
  /** PNG logo; a missing or unreadable file is skipped, never fatal. */
  logoPath?: string | null;
  /** Called when the logo could not be printed. */
  onLogoError?: (message: string) => void;
  /** Append GS r 1: the printer answers once it has processed the job (print confirmation). */
  confirm?: boolean;
  /** The cash drawer kick (ESC p), sent first so the drawer opens while the receipt prints. */
  pulse?: Buffer | null;
  /** Lines fed before each cut on top of the printer's own feed to its cutter (default 0). */
  cutFeedLines?: number;
}

const ESC_INIT = Buffer.from([0x1b, 0x40]);

/**
 * The cut of a profile: ESC d n (the profile's own feed plus `feedLines`, when there is any), then
 * the profile's cut (Epson: GS V 66 0, "feed to the cutting position and cut partially": the
 * printer feeds exactly its print-head-to-cutter distance, about 3 lines on a TM-T88, so the last
 * line clears the blade and no paper is wasted). Then ESC @: the state every document starts from.
 */
export function cutCommand(feedLines = 0, profile: PrinterProfile = profileOf(undefined)): Buffer {
  const n = Math.max(0, Math.min(10, Math.floor(feedLines))) + profile.cut.feedLines;
  return Buffer.concat([n > 0 ? Buffer.from([0x1b, 0x64, n]) : Buffer.alloc(0), Buffer.from(profile.cut.bytes), ESC_INIT]);
}

/** ESC t n: the profile's number of PC858. */
const selectTextPage = (profile: PrinterProfile): Buffer => Buffer.from([0x1b, 0x74, profile.textPage]);

/** GS k m=73: CODE128 (the library prefixes the data with {B, code set B). */
const CODE128 = 73;

// The library is loaded with the first receipt, not at start-up (it is not needed to serve).
let library: Promise<typeof import('node-thermal-printer')> | undefined;
const thermal = () => (library ??= import('node-thermal-printer'));

/** Makes the library's printer object used for encoding only (its transport is never used). */
export async function createEncoder(paper: PaperWidth, profile: PrinterProfile = profileOf(undefined)): Promise<ThermalPrinter> {
  const { BreakLine, PrinterTypes, ThermalPrinter } = await thermal();
  return new ThermalPrinter({
    type: PrinterTypes.EPSON,
    interface: 'tcp://127.0.0.1:9', // encoding only: bytes are sent by our own port (port.ts)
    width: profile.columns[paper].normal,
    // No character set: the library would write Epson's ESC t number; the profile's comes below.
    removeSpecialCharacters: false,
    breakLine: BreakLine.NONE,
  });
}

/** Encodes laid-out lines into one ESC/POS job. */
export async function encode(lines: LaidLine[], opt: EncodeOptions, encoder?: ThermalPrinter): Promise<Buffer> {
  const profile = opt.profile ?? profileOf(undefined);
  const p = encoder ?? (await createEncoder(opt.paper, profile));
  p.clear();
  p.add(ESC_INIT); // initHardware() exists but is missing from the library's typings
  p.add(selectTextPage(profile));
  if (opt.pulse) p.add(opt.pulse);
  let logo: Buffer | null | undefined;
  // What the printer is set to now (ESC @ state), so each command is sent only when it changes.
  const fresh = (): { align: string; size: string; bold: boolean } => ({ align: 'left', size: 'normal', bold: false });
  let mode = fresh();
  for (const l of lines) {
    switch (l.type) {
      case 'text':
        // Commands only when something changes: fewer bytes, and an explicit GS ! 0 after large
        // text (ESC ! 0 alone does not reset GS ! size on every printer).
        if (l.align !== mode.align) {
          if (l.align === 'center') p.alignCenter();
          else if (l.align === 'right') p.alignRight();
          else p.alignLeft();
          mode.align = l.align;
        }
        if (l.size !== mode.size) {
          p.setTextSize(l.size === 'large' ? 1 : 0, l.size === 'large' ? 1 : 0);
          if (l.size === 'small') p.setTypeFontB();
          else p.setTypeFontA();
          mode.size = l.size;
        }
        if (l.bold !== mode.bold) {
          p.bold(l.bold);
          mode.bold = l.bold;
        }
        // Text bytes from our own PC858 table: the library's string path would switch code pages
        // by itself for a character PC858 lacks (and encodes char by char, slowly).
        p.add(encodeCp858(l.text));
        p.newLine();
        break;
      case 'qr':
        p.alignCenter();
        mode.align = 'center';
        p.printQR(l.data, { cellSize: opt.paper === '80' ? 6 : 4, correction: 'M', model: 2 });
        p.newLine();
        break;
      case 'barcode':
        p.alignCenter();
        mode.align = 'center';
        p.printBarcode(l.data, CODE128, { hriPos: 2, hriFont: 0, width: 2, height: 60 });
        p.newLine();
        break;
      case 'logo':
        if (logo === undefined) logo = await readLogo(opt, p);
        if (logo) {
          p.alignCenter();
          mode.align = 'center';
          p.add(logo);
          p.newLine();
        }
        break;
      case 'feed':
        for (let i = 0; i < l.lines; i++) p.newLine();
        break;
      case 'cut':
        p.add(cutCommand(opt.cutFeedLines, profile));
        // The cut ends with ESC @, which resets the code page (and every mode) on the printer.
        p.add(selectTextPage(profile));
        mode = fresh();
        break;
    }
  }
  if (opt.confirm) p.add(Buffer.from([0x1d, 0x72, 0x01]));
  return Buffer.from(p.getBuffer());
}

async function readLogo(opt: EncodeOptions, p: ThermalPrinter): Promise<Buffer | null> {
  if (!opt.logoPath) return null;
  try {
    const png = await fs.promises.readFile(opt.logoPath);
    // printImageBuffer appends to the job buffer; we want the bytes only, so take them back out.
    const before = p.getBuffer() ? Buffer.from(p.getBuffer()) : Buffer.alloc(0);
    const bytes = await p.printImageBuffer(png);
    p.setBuffer(before);
    return Buffer.from(bytes);
  } catch (err) {
    opt.onLogoError?.(`Receipt logo not printed: ${(err as Error).message}`);
    return null;
  }
}
