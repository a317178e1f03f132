// Date fields in the UI language, not the browser's: shown as 24.12.2026 (de, fr, it) or
// 24/12/2026 (en); typed in either form or as 2026-12-24; kept as yyyy-mm-dd.

/** yyyy-mm-dd as the UI language writes it; other text as it is. */
export function showDate(iso: string, lang: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  return lang === 'en' ? `${m[3]}/${m[2]}/${m[1]}` : `${m[3]}.${m[2]}.${m[1]}`;
}

/** A typed date as yyyy-mm-dd, or null when it is no real date. */
export function readDate(text: string): string | null {
  const t = text.trim();
  let y: number, mo: number, d: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  const local = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(t);
  if (iso) [y, mo, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (local) [y, mo, d] = [Number(local[3]), Number(local[2]), Number(local[1])];
  else return null;
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
