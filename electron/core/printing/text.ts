// Text hygiene for receipts: service strings may carry control characters, typographic quotes or
// letters no receipt code page has. Everything that reaches the encoder passes through here.
import { safeText } from '../contract/display-text';
import { isCp858Printable } from './charset';

// Typographic and look-alike characters with a faithful PC858 stand-in.
const MAP: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u2032': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2033': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u2022': '·',
  '\u202f': ' ',
  '\u2009': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u0152': 'OE',
  '\u0153': 'oe',
  '\ufb01': 'fi',
  '\ufb02': 'fl',
  '\u2122': 'TM',
  '\u20ac': '€',
  '\t': ' ',
};

// Besides the controls and bidi controls of every displayed text (contract/display-text.ts):
// soft hyphen, zero-width characters and invisible operators, which a receipt cannot show either.
const STRIP = /[\u00ad\u200b-\u200d\u2060-\u2064]/gu;

/** The no-break space used between a currency and its amount. */
export const NBSP = '\u00a0';

/** Removes control and bidi characters; newlines become spaces (a service string is one paragraph). */
export function stripControls(s: string): string {
  return safeText(s).replace(STRIP, '');
}

/**
 * Makes a string printable in PC858: controls stripped, look-alikes mapped, accents dropped where
 * the accented letter is missing (ř -> r), anything else '?'. Never yields another page's bytes.
 */
export function sanitize(s: string): string {
  let out = '';
  for (const ch of stripControls(s).normalize('NFC')) {
    // A no-break space survives: layout keeps "CHF 12.50" on one line, then prints a space.
    if (isCp858Printable(ch) || ch === NBSP) out += ch;
    else if (MAP[ch] !== undefined) out += MAP[ch];
    else {
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += base.length > 0 && [...base].every(isCp858Printable) ? base : '?';
    }
  }
  return out;
}
