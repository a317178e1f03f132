// Renderer bundle figures: the cashier bundle is what index.html loads (its scripts and every chunk
// they import statically); the on-demand figure is the rest, the chunks loaded later (the manager area,
// and the basket, journal and ticket area fetched once the first screen is drawn).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface BundleSizes {
  rawBytes: number;
  cashierGzipBytes: number;
  onDemandGzipBytes: number;
  /** The UI languages loaded on demand (fr, it, en; German ships with the cashier bundle). */
  languagesGzipBytes: number;
  cashierFiles: string[];
}

/** Sizes of the built renderer in `dir` (out/renderer). */
export function rendererBundles(dir: string): BundleSizes {
  const assets = path.join(dir, 'assets');
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/(?:src|href)="\.\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const cashier = new Set<string>();
  const visit = (file: string) => {
    if (cashier.has(file)) return;
    cashier.add(file);
    const code = fs.readFileSync(path.join(assets, file), 'utf8');
    // Static imports only (`from"./x.js"`, `import"./x.js"`); `import("./x.js")` is a lazy chunk.
    for (const m of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) visit(m[1]!);
  };
  entries.forEach(visit);
  let rawBytes = 0;
  let cashierGzipBytes = 0;
  let onDemandGzipBytes = 0;
  let languagesGzipBytes = 0;
  for (const f of fs.readdirSync(assets).filter((n) => n.endsWith('.js'))) {
    const buf = fs.readFileSync(path.join(assets, f));
    rawBytes += buf.length;
    const gz = zlib.gzipSync(buf, { level: 9 }).length;
    if (cashier.has(f)) cashierGzipBytes += gz;
    else if (/^(fr|it|en)-[\w-]+\.js$/.test(f)) languagesGzipBytes += gz;
    else onDemandGzipBytes += gz;
  }
  return { rawBytes, cashierGzipBytes, onDemandGzipBytes, languagesGzipBytes, cashierFiles: [...cashier] };
}
