// The currency comes from the service (its answers or the merchant's currency the core learned),
// never from a literal in the renderer: only the locale fallback in src/i18n/locales-of.ts names one.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve('src');
const allowed = new Set([path.join(root, 'i18n', 'locales-of.ts')]);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** Lines holding a quoted currency literal such as 'CHF', "CHF" or `CHF`. */
function currencyLiterals(text: string): string[] {
  return text.split('\n').filter((line) => /(['"`])CHF\1/.test(line));
}

describe('no currency literal in src/', () => {
  it('finds a literal where one is written (the check can fail)', () => {
    expect(currencyLiterals(`formatMoney(c, 'CHF', lang)\nconst x = "CHF";\n// CHF in a comment`)).toHaveLength(2);
  });

  it('has none outside the locale fallback', () => {
    const files = sources(root);
    expect(files.length).toBeGreaterThan(20);
    const found = files
      .filter((f) => !allowed.has(f))
      .flatMap((f) => currencyLiterals(fs.readFileSync(f, 'utf8')).map((l) => `${path.relative(root, f)}: ${l.trim()}`));
    expect(found).toEqual([]);
  });
});
