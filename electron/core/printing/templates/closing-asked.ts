// The printed day closing's "asked ≠ booked" block: each step the service booked at
// another amount than the terminal asked, with both amounts and the difference. Fits 58 mm.
import type { Language } from '../../contract/app';
import type { Block } from '../document';
import type { AskedBookedPrint } from '../input';
import type { TemplateContext } from './common';

interface AskedBookedStrings {
  title: string;
  booked: string;
  difference: string;
}

/** Wording in the four receipt languages (PC858 only: no "≠" on paper). */
export const askedBookedStrings: Record<Language, AskedBookedStrings> = {
  de: { title: 'Anders gebucht als verlangt', booked: 'Gebucht', difference: 'Differenz' },
  fr: { title: 'Comptabilisé autrement que demandé', booked: 'Comptabilisé', difference: 'Différence' },
  it: { title: 'Contabilizzato diversamente dal richiesto', booked: 'Contabilizzato', difference: 'Differenza' },
  en: { title: 'Booked other than asked', booked: 'Booked', difference: 'Difference' },
};

/** Nothing when the list is empty or absent; else a separator, the title and per step its amounts. */
export function askedBookedBlocks(ctx: TemplateContext, list: readonly AskedBookedPrint[] | undefined): Block[] {
  if (!list || list.length === 0) return [];
  const a = askedBookedStrings[ctx.h.language];
  const blocks: Block[] = [{ type: 'separator' }, { type: 'text', text: a.title, bold: true }];
  for (const x of list) {
    const diff = x.bookedCents - x.askedCents;
    blocks.push(
      { type: 'row', left: `${x.reference} ${ctx.s.kinds[x.kind]}`, right: x.code ? ctx.code(x.code, false) : '' },
      { type: 'sub', left: ctx.s.asked, right: ctx.money(x.askedCents), size: 'small' },
      { type: 'sub', left: a.booked, right: ctx.money(x.bookedCents), size: 'small' },
      { type: 'sub', left: a.difference, right: `${diff > 0 ? '+' : ''}${ctx.money(diff)}`, size: 'small' },
    );
  }
  return blocks;
}
