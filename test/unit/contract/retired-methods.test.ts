// One sale path: the basket's orders. The methods of the sale before the basket (the purchase) and
// the single-step value methods no screen calls are gone from the contract, and neither a screen
// (src/) nor a test (test/) names them any more (a journal row of old data keeps its kind, never a
// method name). This test fails when one comes back.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMethodName, methods } from '../../../electron/core/contract';

/** Retired: no screen calls them; their work is an order's line or tender, or the journal's undo. */
export const RETIRED = [
  'purchase.start',
  'purchase.addVoucher',
  'purchase.get',
  'purchase.finish',
  'purchase.open',
  'purchase.cancel',
  'purchase.managerCancel',
  'charge.status',
  'depot.sale',
  'depot.cancelSale',
  'promo.status',
  'sale.info',
  'charge.load',
  'depot.activate',
  'sale.order',
  'promo.redeem',
] as const;

const ROOT = path.resolve(__dirname, '../../..');
const SELF = path.resolve(__filename);

/** Every source file under a folder (TypeScript, TSX, JavaScript). */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(p);
    return /\.(ts|tsx|js|mjs)$/.test(e.name) && p !== SELF ? [p] : [];
  });
}

/** Where a retired method is named as a string: `file: name`. */
export function retiredUses(files: readonly string[]): string[] {
  const out: string[] = [];
  for (const f of files) {
    const text = fs.readFileSync(f, 'utf8');
    for (const name of RETIRED)
      if (text.includes(`'${name}'`) || text.includes(`"${name}"`)) out.push(`${path.relative(ROOT, f)}: ${name}`);
  }
  return out;
}

describe('one sale path', () => {
  it('the contract has none of the retired methods', () => {
    expect(RETIRED.filter((m) => isMethodName(m))).toEqual([]);
    expect(Object.keys(methods).filter((m) => m.startsWith('purchase.'))).toEqual([]);
  });

  it('no screen and no test calls a retired method', () => {
    const files = [...sources(path.join(ROOT, 'src')), ...sources(path.join(ROOT, 'test'))];
    expect(files.length).toBeGreaterThan(100);
    expect(retiredUses(files)).toEqual([]);
  });

  it('the scan finds a retired method where one is named', () => {
    const planted = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'retired-')), 'call.ts');
    fs.writeFileSync(planted, "await bridge.call('purchase.start', { totalCents: 100 });\n");
    expect(retiredUses([planted])).toEqual([expect.stringContaining('purchase.start')]);
  });
});
