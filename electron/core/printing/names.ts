// The one naming rule of the outlet and the till, for every receipt, report and screen: the names
// the manager set, else the training defaults in the document's language. A stored default name of
// any language counts as unset (the settings screen once saved the English defaults, and steps
// store 'Till 1' while no till name is set), so it is printed in the document's language too.
import { z } from 'zod';
import type { Language } from '../contract/app';
import type { Db } from '../store/database';
import { getSetting } from '../store/settings';

export interface PlaceNames {
  outlet: string;
  terminal: string;
}

/** The training defaults, as the status bar shows them (src/i18n/locales: status.defaultOutlet/defaultTerminal). */
export const defaultNames: Record<Language, PlaceNames> = {
  de: { outlet: 'Demo-Filiale', terminal: 'Kasse 1' },
  fr: { outlet: 'Point de vente démo', terminal: 'Caisse 1' },
  it: { outlet: 'Punto vendita demo', terminal: 'Cassa 1' },
  en: { outlet: 'Demo outlet', terminal: 'Till 1' },
};

const defaults = Object.values(defaultNames);
const isDefault = (name: string, part: keyof PlaceNames): boolean => defaults.some((d) => d[part] === name);

/** A name as configured: trimmed, null when empty or a default name. */
function configured(name: string, part: keyof PlaceNames): string | null {
  const n = name.trim();
  return n === '' || isDefault(n, part) ? null : n;
}

/** The names the manager set (null: none, the default applies). */
export function configuredNames(db: Db): { outlet: string | null; terminal: string | null } {
  return {
    outlet: configured(getSetting(db, 'outlet.name', z.string(), ''), 'outlet'),
    terminal: configured(getSetting(db, 'terminal.name', z.string(), ''), 'terminal'),
  };
}

/** The outlet and till names of a document (or a screen) in `language`. */
export function placeNames(db: Db, language: Language): PlaceNames {
  const c = configuredNames(db);
  return { outlet: c.outlet ?? defaultNames[language].outlet, terminal: c.terminal ?? defaultNames[language].terminal };
}

/** The till name a step was stored with, for a document in `language` (a default name: this till's name now). */
export function stepTerminalName(stored: string, names: PlaceNames): string {
  return configured(stored, 'terminal') ?? names.terminal;
}

/**
 * True when a till name starts with the header's own word for a till ("Kasse 1" under "Kasse"):
 * the header prints the name alone then, never the word twice.
 */
export function namesItself(terminal: string, label: string): boolean {
  const first = terminal.trim().split(/\s+/)[0] ?? '';
  return first.localeCompare(label, undefined, { sensitivity: 'accent' }) === 0;
}
