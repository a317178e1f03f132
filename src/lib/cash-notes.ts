// The banknotes a customer hands over, per currency: the quick-cash buttons beside "exact".

const notes: Record<string, readonly number[]> = {
  CHF: [1000, 2000, 5000, 10000, 20000],
  EUR: [500, 1000, 2000, 5000, 10000],
};

/** The notes (in cents) that alone cover `dueCents`, smallest first, at most `max` of them (none for an unknown currency). */
export function quickCashNotes(currency: string | null | undefined, dueCents: number, max = 4): number[] {
  if (dueCents <= 0 || !currency) return [];
  return (notes[currency] ?? []).filter((n) => n >= dueCents).slice(0, max);
}
