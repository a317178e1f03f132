// The back office page, rendered by the store program (plain HTML, one small script for the
// sign-in and sign-out POSTs, which carry the CSRF header).
import { formatAmount } from '../../core/contract/format';
import { languages, wordsOf, type Lang } from './strings';
import type { Cell, Table } from './tables';

const esc = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; color: #1d232b; background: #f5f6f8; }
  header { display: flex; gap: 1rem; align-items: center; padding: .75rem 1.25rem; background: #1d232b; color: #fff; }
  header a { color: #fff; } main { padding: 1.25rem; }
  table { border-collapse: collapse; background: #fff; margin: .5rem 0 1.5rem; }
  th, td { padding: .3rem .6rem; border-bottom: 1px solid #d9dde3; text-align: left; }
  td.n { text-align: right; font-variant-numeric: tabular-nums; }
  tr.total td { font-weight: 600; border-bottom: 2px solid #1d232b; }
  .note { padding: .75rem; background: #fff; border-left: 4px solid #5a6b80; }
  @media print { header, form, .csv { display: none; } }`;

export function shell(lang: Lang, body: string, signedIn: boolean): string {
  const w = wordsOf(lang);
  const langs = languages.map((l) => `<a href="?lang=${l}" hreflang="${l}">${l.toUpperCase()}</a>`).join(' ');
  return `<!doctype html><html lang="${lang}-CH"><head><meta charset="utf-8"><title>${esc(w.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style>
<script src="/office.js" defer></script></head><body>
<header><strong>${esc(w.title)}</strong><nav>${langs}</nav>${
    signedIn ? `<button type="button" id="sign-out">${esc(w.signOut)}</button>` : ''
  }</header><main>${body}</main></body></html>`;
}

export function signInBody(lang: Lang): string {
  const w = wordsOf(lang);
  return `<form id="sign-in"><p><label>${esc(w.login)} <input name="login" autocomplete="username" required></label></p>
<p><label>${esc(w.password)} <input name="password" type="password" autocomplete="current-password" required></label></p>
<p><button type="submit">${esc(w.signIn)}</button></p><p id="sign-in-error" role="alert" hidden>${esc(w.wrong)}</p></form>`;
}

function cellHtml(c: Cell, lang: Lang): string {
  if (typeof c === 'object') return `<td class="n">${c.cents === null ? '' : esc(formatAmount(c.cents, null, lang))}</td>`;
  if (typeof c === 'number') return `<td class="n">${c}</td>`;
  return `<td>${esc(c)}</td>`;
}

/** A table with its caption and CSV link; `total(row)` marks a total row; `link(row)` a first cell link. */
export function tableHtml(
  t: Table,
  lang: Lang,
  caption: string,
  csvHref: string,
  opts: { total?: (r: Cell[]) => boolean; link?: (r: Cell[]) => string | null } = {},
): string {
  const head = t.head.map((h) => `<th scope="col">${esc(h)}</th>`).join('');
  const rows = t.rows
    .map((r) => {
      const href = opts.link?.(r);
      const cells = r.map((c, i) => (i === 1 && href ? `<td><a href="${esc(href)}">${esc(String(c))}</a></td>` : cellHtml(c, lang)));
      return `<tr${opts.total?.(r) ? ' class="total"' : ''}>${cells.join('')}</tr>`;
    })
    .join('');
  return `<table data-table="${esc(t.name)}"><caption>${esc(caption)}</caption><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>
<p class="csv"><a href="${esc(csvHref)}" download>${esc(wordsOf(lang).csv)}</a></p>`;
}

export function note(text: string): string {
  return `<p class="note" role="status">${esc(text)}</p>`;
}

export { esc };

/** The script of the page: the two POSTs, with the CSRF header the server asks on every POST. */
export const OFFICE_JS = `
const post = (path, body) => fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-office': '1' },
  body: JSON.stringify(body ?? {}), credentials: 'same-origin' });
document.getElementById('sign-in')?.addEventListener('submit', async (e) => {
  e.preventDefault();
  const f = new FormData(e.target);
  const button = e.target.querySelector('button');
  button.disabled = true;
  const r = await post('/sign-in', { login: f.get('login'), password: f.get('password') });
  button.disabled = false;
  if (r.ok) location.reload(); else document.getElementById('sign-in-error').hidden = false;
});
document.getElementById('sign-out')?.addEventListener('click', async () => { await post('/sign-out'); location.href = '/'; });
`;
