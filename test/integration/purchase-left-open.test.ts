// A purchase left open by the pay screen before the basket, in a terminal database of schema 18:
// the terminal starts on it, the migration makes it the cashier's open order, and the basket pays
// the rest and finishes it like any order (one sale path; nothing asks for the purchase again).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../../electron/common/sqlite';
import { databaseFile } from '../../electron/core/store/database';
import { migrations } from '../../electron/core/store/migrations';
import { insertPurchase, listOpenPurchases } from '../../electron/core/store/purchases';
import { startCore } from '../helpers/core-harness';
import { startTestSandbox } from './sandbox/harness';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A data folder whose database stops at schema 18 and holds one open purchase of the open till. */
function folderWithOpenPurchase(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vt-open-purchase-'));
  dirs.push(dir);
  fs.chmodSync(dir, 0o700);
  const db = openSqlite({ file: databaseFile(dir), migrations: migrations.filter((m) => m.version < 19), ownsFolder: true });
  insertPurchase(db, { id: 'p-left-open', totalCents: 4200, reference: 'R88', terminal: 'Kasse 1', now: new Date() });
  expect(listOpenPurchases(db).map((p) => p.id)).toEqual(['p-left-open']);
  db.close();
  return dir;
}

describe('a purchase left open before the basket', () => {
  it('is the open order after the start, and the basket finishes it', async () => {
    const sb = await startTestSandbox();
    const h = await startCore({ sandbox: sb, dataDir: folderWithOpenPurchase() });
    try {
      const open = (await h.call('order.current', {})).order;
      expect(open).toMatchObject({ id: 'p-left-open', state: 'open', totalCents: 4200, restCents: 4200 });
      expect(open?.lines).toEqual([expect.objectContaining({ kind: 'goods', amountCents: 4200, reference: 'R88' })]);
      expect(listOpenPurchases(h.core.runtime.db)).toEqual([]);
      await h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'card', amountCents: 4200 } });
      const done = (await h.call('order.finish', { orderId: 'p-left-open' })).order;
      expect(done).toMatchObject({ state: 'finished', paidCents: 4200, restCents: 0 });
      expect((await h.call('order.current', {})).order).toBeNull();
    } finally {
      await h.close();
      await sb.close();
    }
  });
});
