// Printing settings, read from the settings table at print time (a manager may change them while
// jobs wait). Keys: printer.uri, printer.paper, receipt.logoPath, terminal.timeZone (the terminal's one zone; receipt.timeZone still read);
// receipt.language, receipt.codeMasking, outlet.name, terminal.name (the settings screen's);
// printer.cutFeedLines (extra lines before a cut), receipt.ticketSlips (one slip per ticket or per booking),
// printer.model (the printer's profile, profiles.ts).
import { z } from 'zod';
import { languageSchema, type Language } from '../contract/app';
import type { Db } from '../store/database';
import { getSetting, terminalTimeZone } from '../store/settings';
import type { ReceiptSettings } from './pipeline';
import type { DrawerSettings } from '../contract/payments';
import { readDrawer } from '../payments/methods';
import { placeNames } from './names';
import { cutFeedLinesSchema, printerModelSchema, ticketSlipsSchema, type PrinterModel } from '../contract/settings';

/** `printer.uri` value that selects the built-in test printer (training mode default). */
export const TRAINING_PRINTER = 'training';

/** Everything printing reads from settings. */
export interface PrintingSettings extends ReceiptSettings {
  /** `tcp://host:port`, `queue:NAME`, `training`, or '' when no printer is set up. */
  printerUri: string;
  language: Language;
  outlet: string;
  terminal: string;
  /** The cash drawer on this printer (pin `none`: no drawer). */
  drawer: DrawerSettings;
  model: PrinterModel;
}

/** The printer's model as set (Epson until a manager chooses another). */
export function printerModel(db: Db): PrinterModel {
  return getSetting(db, 'printer.model', printerModelSchema, 'epson');
}

/** The language of receipts and printed reports: the receipt language set, else the UI language. */
export function receiptLanguage(db: Db): Language {
  return getSetting(db, 'receipt.language', languageSchema, getSetting(db, 'ui.language', languageSchema, 'de'));
}

/** The receipt logo's file (a PNG), also the customer display's welcome logo; null when none is set. */
export function receiptLogoPath(db: Db): string | null {
  return getSetting(db, 'receipt.logoPath', z.string().min(1).nullable(), null);
}

/** Reads the printing settings; `fallbackUri` applies when none is stored (training mode). */
export function readPrintingSettings(db: Db, fallbackUri: string): PrintingSettings {
  const language = receiptLanguage(db);
  const names = placeNames(db, language);
  return {
    printerUri: getSetting(db, 'printer.uri', z.string().max(300), fallbackUri),
    paper: getSetting(db, 'printer.paper', z.enum(['80', '58']), '80'),
    maskCodes: getSetting(db, 'receipt.codeMasking', z.enum(['last4', 'full']), 'last4') === 'last4',
    logoPath: receiptLogoPath(db),
    // An Epson TM-T88-class printer feeds to its own cutter (GS V 66): nothing more is needed.
    cutFeedLines: getSetting(db, 'printer.cutFeedLines', cutFeedLinesSchema, 0),
    // A slip per ticket, to hand out; a group may want the booking on one slip.
    ticketSlips: getSetting(db, 'receipt.ticketSlips', ticketSlipsSchema, 'ticket'),
    model: printerModel(db),
    timeZone: terminalTimeZone(db),
    language,
    outlet: names.outlet,
    terminal: names.terminal,
    drawer: readDrawer(db),
  };
}
