// The lookup cache written off the lookup's path: queued until the next turn of the event loop,
// written first by any read, tagged with the scope in use when it was queued.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase } from '../../../electron/core/store/database';
import { getLookup, saveLookupSoon } from '../../../electron/core/store/lookups';
import { scopeOf, setActiveScope, TRAINING_SCOPE } from '../../../electron/core/store/scope';

const now = new Date('2026-11-20T10:00:00Z');
const schema = z.object({ balance: z.number() });
const rows = (db: ReturnType<typeof openDatabase>) => db.prepare('SELECT mode, code FROM voucher_lookups').all();

describe('lookup cache written soon', () => {
  it('writes nothing on the spot, then on the next turn of the event loop', async () => {
    const db = openDatabase(':memory:');
    saveLookupSoon(db, 'AAAABBBBCCCC', { balance: 5 }, now);
    saveLookupSoon(db, 'DDDDEEEEFFFF', { balance: 6 }, now);
    expect(rows(db)).toEqual([]);
    await new Promise((r) => setImmediate(r));
    expect(rows(db)).toHaveLength(2);
    db.close();
  });

  it('a read right after the save sees it (the queue is written first)', () => {
    const db = openDatabase(':memory:');
    saveLookupSoon(db, 'AAAABBBBCCCC', { balance: 5 }, now);
    saveLookupSoon(db, 'AAAABBBBCCCC', { balance: 7 }, now);
    expect(getLookup(db, 'AAAABBBBCCCC', schema)).toEqual({ data: { balance: 7 }, fetchedAt: now.toISOString() });
    db.close();
  });

  it('keeps the scope in use when it was queued, and drops the write of a closed database', async () => {
    const db = openDatabase(':memory:');
    saveLookupSoon(db, 'AAAABBBBCCCC', { balance: 5 }, now);
    setActiveScope(db, scopeOf('live', 'https://vouchers.example.ch'), now);
    expect(getLookup(db, 'AAAABBBBCCCC', schema)).toBeUndefined();
    setActiveScope(db, TRAINING_SCOPE, now);
    expect(getLookup(db, 'AAAABBBBCCCC', schema)?.data).toEqual({ balance: 5 });
    const other = openDatabase(':memory:');
    saveLookupSoon(other, 'AAAABBBBCCCC', { balance: 1 }, now);
    other.close();
    await new Promise((r) => setImmediate(r));
  });
});
