// Stored JSON read back: a value its schema refuses and text that is not JSON fail alike, so a
// damaged row is skipped (catalog) or replaced by the fallback (settings), never thrown at the cashier.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readCatalog, replaceCatalog } from '../../../electron/core/store/catalog';
import { openDatabase } from '../../../electron/core/store/database';
import { getSetting, setSetting } from '../../../electron/core/store/settings';
import { readStoredJson } from '../../../electron/core/store/stored-json';

const item = z.object({ id: z.string() });

describe('readStoredJson', () => {
  it('validates, refuses a wrong shape and text that is not JSON', () => {
    expect(readStoredJson('{"id":"a"}', item)).toEqual({ success: true, data: { id: 'a' } });
    expect(readStoredJson('{"id":1}', item)).toEqual({ success: false });
    expect(readStoredJson('{"id":', item)).toEqual({ success: false });
  });

  it('a damaged catalog row is skipped and a damaged setting gives the fallback', () => {
    const db = openDatabase(':memory:');
    replaceCatalog(
      db,
      'voucher_types',
      [1, 2].map((n) => ({ id: `vt-${n}`, data: { id: `vt-${n}` }, updatedAt: null })),
      new Date(),
    );
    db.prepare("UPDATE catalog_voucher_types SET data = '{broken' WHERE id = 'vt-2'").run();
    expect(readCatalog(db, 'voucher_types', item).items).toEqual([{ id: 'vt-1' }]);
    setSetting(db, 'printer.paper', '80');
    db.prepare("UPDATE settings SET value = 'not json' WHERE key = 'printer.paper'").run();
    expect(getSetting(db, 'printer.paper', z.enum(['58', '80']), '58')).toBe('58');
  });
});
