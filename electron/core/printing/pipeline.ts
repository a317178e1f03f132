// Receipt input -> laid-out lines (the preview) -> ESC/POS bytes. One path for preview, printing
// and the benchmark, so the preview shows exactly the lines the printer gets.
import type { PrinterModel } from '../contract/settings';
import type { PaperWidth } from './document';
import { encode } from './encode';
import type { ReceiptInput, TicketSlips } from './input';
import { layout, type LaidLine } from './layout';
import { profileOf } from './profiles';
import { renderReceipt } from './render';

/** Receipt settings read at print time. */
export interface ReceiptSettings {
  paper: PaperWidth;
  maskCodes: boolean;
  timeZone: string;
  logoPath: string | null;
  /** Extra lines fed before a cut (the printer feeds to its cutter itself); absent: none. */
  cutFeedLines?: number;
  /** A booking's tickets: one slip each (absent: so), or one slip for the booking. */
  ticketSlips?: TicketSlips;
  /** The printer's model (profiles.ts); absent: Epson. */
  model?: PrinterModel;
}

/** The lines of a receipt exactly as they will print (`hideFullCodes`: a screen preview with every code masked). */
export function previewReceipt(input: ReceiptInput, s: ReceiptSettings, reprint = false, hideFullCodes = false): LaidLine[] {
  const profile = profileOf(s.model);
  const opts = {
    maskCodes: s.maskCodes,
    reprint,
    timeZone: s.timeZone,
    logo: s.logoPath !== null,
    hideFullCodes,
    ticketSlips: s.ticketSlips,
    printer: profile,
  };
  const doc = renderReceipt(input, opts, s.paper);
  return layout(doc, s.paper, profile.columns[s.paper]);
}

/** The ESC/POS bytes of a receipt. */
export function encodeReceipt(
  input: ReceiptInput,
  s: ReceiptSettings,
  opts: { reprint?: boolean; confirm?: boolean; onLogoError?: (message: string) => void; pulse?: Buffer | null } = {},
): Promise<Buffer> {
  return encode(previewReceipt(input, s, opts.reprint ?? false), {
    paper: s.paper,
    profile: profileOf(s.model),
    logoPath: s.logoPath,
    confirm: opts.confirm ?? false,
    onLogoError: opts.onLogoError,
    pulse: opts.pulse ?? null,
    cutFeedLines: s.cutFeedLines ?? 0,
  });
}
