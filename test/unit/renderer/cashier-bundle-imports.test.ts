// The cashier bundle (what index.html loads before the first screen) carries no zod: building its
// schemas costs tens of ms of the page's start-up and ~90 KB of script to parse. DOMPurify, which
// sets itself up when its module runs, loads on demand. The renderer imports
// zod-free contract modules at run time (codes.ts, constants.ts, service-code.ts); the schemas stay
// in the core and in lazy chunks (the manager area). This walks the static imports from src/main.tsx.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Run-time module specifiers of a file: imports and re-exports that are not type-only; `import()` is lazy. */
function runtimeImports(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/^(import|export)\s+(type\s+)?([^'";]*?)\s*(?:from\s+)?['"]([^'"]+)['"]/gm)) {
    const [, keyword, typeOnly, clause = '', spec = ''] = m;
    if (typeOnly || (keyword === 'export' && !/\bfrom\b|^\*|^\{/.test(clause))) continue;
    // `import { type A, type B } from` is erased like `import type`.
    const named = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
    if (named !== undefined && named.trim() && named.split(',').every((n) => !n.trim() || /^type\s/.test(n.trim()))) continue;
    found.push(spec);
  }
  return found;
}

function resolve(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const f of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(f) && fs.statSync(f).isFile()) return f;
  }
  return null;
}

/** The chain of files from `entry` to a module that imports `pkg` at run time, or null. */
function chainTo(entry: string, pkg: string): string[] | null {
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    for (const spec of runtimeImports(fs.readFileSync(file, 'utf8'))) {
      if (spec === pkg || spec.startsWith(`${pkg}/`)) return [...chain, file];
      if (!spec.startsWith('.')) continue;
      const next = resolve(file, spec);
      const hit = next && visit(next, [...chain, file]);
      if (hit) return hit;
    }
    return null;
  };
  return visit(path.resolve(entry), [])?.map((f) => path.relative(process.cwd(), f)) ?? null;
}

describe('cashier bundle imports', () => {
  it('finds zod behind the contract barrel (the walk can fail)', () => {
    expect(chainTo('electron/core/contract/index.ts', 'zod')).not.toBeNull();
    expect(runtimeImports(`import { type A, type B } from './x';\nimport type { C } from './y';\nimport { d } from './z';`)).toEqual([
      './z',
    ]);
  });

  it('reaches no zod from src/main.tsx', () => {
    expect(chainTo('src/main.tsx', 'zod')).toBeNull();
  });

  it("loads the camera's code decoder on demand (ZXing is not in the cashier bundle)", () => {
    expect(chainTo('src/lib/camera-decoder.ts', '@zxing/browser')).not.toBeNull();
    expect(chainTo('src/main.tsx', '@zxing/browser')).toBeNull();
    expect(chainTo('src/main.tsx', '@zxing/library')).toBeNull();
  });

  it('loads DOMPurify beside the first screen, not in it (SafeHtml imports the sanitiser on demand)', () => {
    expect(chainTo('src/lib/sanitize.ts', 'dompurify')).not.toBeNull();
    expect(chainTo('src/main.tsx', 'dompurify')).toBeNull();
  });
});
