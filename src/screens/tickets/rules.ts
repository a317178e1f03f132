// Pure rules of the ticket screens: ticket number input, quantities per person category against
// an availability's price rules, date ranges, the reservation countdown and the customer step.
import type { MethodOutput } from '../../../electron/core/contract';

type Availability = MethodOutput<'ticketing.availabilities'>['availabilities'][number];

/** What was typed or scanned, spaces removed, at most 40 characters. */
export function cleanTicketInput(text: string): string {
  return text.replace(/\s/g, '').slice(0, 40);
}

/** Why a ticket number cannot be sent (`empty`, `digits`, `short`, `long`), or null for 19 digits. */
export function ticketNumberProblem(raw: string): 'empty' | 'digits' | 'short' | 'long' | null {
  if (raw === '') return 'empty';
  if (/\D/.test(raw)) return 'digits';
  if (raw.length < 19) return 'short';
  if (raw.length > 19) return 'long';
  return null;
}

/** A ticket number shown in groups (4-4-4-4-3) so a cashier can compare it with a printed one. */
export function displayTicketNumber(raw: string): string {
  if (/\D/.test(raw)) return raw;
  return raw.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** One problem of the chosen quantities, for the message next to the category (or `total`). */
export interface QuantityProblem {
  categoryId: string | 'total';
  kind: 'required' | 'min' | 'max' | 'none' | 'capacity';
  limit: number;
}

/** Checks quantities against the slot's rules; empty when they can be sent. Zero lines are dropped later. */
export function quantityProblems(slot: Availability, quantities: Record<string, number>): QuantityProblem[] {
  const problems: QuantityProblem[] = [];
  let total = 0;
  for (const p of slot.prices) {
    const q = quantities[p.categoryId] ?? 0;
    total += q;
    if (q === 0) {
      if (!p.allowZeroQuantity) problems.push({ categoryId: p.categoryId, kind: 'required', limit: Math.max(1, p.minQuantity) });
      continue;
    }
    if (q < p.minQuantity) problems.push({ categoryId: p.categoryId, kind: 'min', limit: p.minQuantity });
    if (p.maxQuantity !== null && q > p.maxQuantity) problems.push({ categoryId: p.categoryId, kind: 'max', limit: p.maxQuantity });
  }
  if (total === 0) problems.push({ categoryId: 'total', kind: 'none', limit: 1 });
  else if (slot.availableCount !== null && total > slot.availableCount)
    problems.push({ categoryId: 'total', kind: 'capacity', limit: slot.availableCount });
  return problems;
}

/** The items of a request: one per category with a quantity > 0 (each category once). */
export function itemsOf(quantities: Record<string, number>): Array<{ categoryId: string; quantity: number }> {
  return Object.entries(quantities)
    .filter(([, q]) => q > 0)
    .map(([categoryId, quantity]) => ({ categoryId, quantity }));
}

/** Total price in cents of the chosen quantities. */
export function totalCents(slot: Availability, quantities: Record<string, number>): number {
  return slot.prices.reduce((s, p) => s + p.priceCents * (quantities[p.categoryId] ?? 0), 0);
}

/** `YYYY-MM-DD` of a local date. */
export function isoDay(d: Date): string {
  const p = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** `YYYY-MM-DD` that many days after `day`. */
export function addDays(day: string, days: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return isoDay(new Date(y, m - 1, d + days));
}

/** Slots grouped by their date, dates in order. */
export function slotsByDay(slots: Availability[]): Array<{ day: string; slots: Availability[] }> {
  const map = new Map<string, Availability[]>();
  for (const s of slots) {
    const day = s.startsAt.slice(0, 10);
    map.set(day, [...(map.get(day) ?? []), s]);
  }
  return [...map.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, list]) => ({ day, slots: list }));
}

/** Remaining `m:ss` of a countdown, `0:00` once it is over. */
export function countdownText(msLeft: number): string {
  const s = Math.max(0, Math.ceil(msLeft / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The booking language to preselect: the UI language when the product has it, else its first. */
export function defaultLanguage(available: string[], ui: string): string {
  return available.includes(ui) ? ui : (available[0] ?? ui);
}

/** True when a booking's first start is still in the future (cancelling is possible per §3). */
export function startsInFuture(startsAt: string, now: Date): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(startsAt);
  if (!m) return false;
  const start = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0));
  return start.getTime() > now.getTime();
}

/** Customer and booking language as typed; `walkIn`: a guest without e-mail (the merchant's fallback address is used). */
export interface CustomerInput {
  firstName: string;
  lastName: string;
  email: string;
  language: string;
  walkIn: boolean;
}

/** Why the customer cannot be sent yet (first problem), or null. A walk-in guest needs only the language. */
export function customerProblem(c: CustomerInput, languages: string[]): 'firstName' | 'lastName' | 'email' | 'language' | null {
  if (!c.walkIn) {
    if (c.firstName.trim() === '') return 'firstName';
    if (c.lastName.trim() === '') return 'lastName';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(c.email.trim())) return 'email';
  }
  if (!languages.includes(c.language)) return 'language';
  return null;
}
