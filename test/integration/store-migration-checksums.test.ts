// The store database's migrations carry the checksum of each step's SQL: a database that holds a
// step whose SQL changed is refused and left as it is; a database from before the checksums (steps
// known by number only) adopts them at its next migrate, also when it comes back from a backup.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupStore } from '../../electron/back-office/backup';
import { migrateStore, StoreMigrationChangedError, stepChecksum } from '../../electron/back-office/migrate';
import { storeMigrations } from '../../electron/back-office/migrations';
import { restoreStore } from '../../electron/back-office/restore';
import { startTestStore, type TestStore } from '../helpers/store-pg';

const stores: TestStore[] = [];
let st: TestStore;
let tmp: string;
beforeAll(async () => {
  st = await startTestStore();
  stores.push(st);
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'store-steps-'));
});
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  fs.rmSync(tmp, { recursive: true, force: true });
});

const steps = async (c: pg.ClientBase) =>
  (
    await c.query<{ version: number; name: string; checksum: string | null }>(
      'SELECT version, name, checksum FROM store_migrations ORDER BY 1',
    )
  ).rows;
const expected = storeMigrations.map((m) => ({ version: m.version, name: m.name, checksum: stepChecksum(m) }));
/** This program with step 3's SQL changed after databases applied it. */
const changed = storeMigrations.map((m) => (m.version === 3 ? { ...m, sql: `${m.sql}\nCOMMENT ON TABLE orders IS 'changed';` } : m));

describe('store migration checksums', () => {
  it('records each applied step with the checksum of its SQL', async () => {
    expect(await steps(st.owner)).toEqual(expected);
    expect(expected.every((s) => /^[0-9a-f]{64}$/.test(s.checksum))).toBe(true);
  });

  it('refuses a database holding a step whose SQL changed, names the step, says what to do, and changes nothing', async () => {
    const step3 = expected[2]!;
    const error = await migrateStore(st.owner, { migrations: changed }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StoreMigrationChangedError);
    expect((error as Error).message).toBe(
      `the store database holds migration 3 (${step3.name}) with another SQL than this program's ` +
        `(checksum ${step3.checksum.slice(0, 12)} applied, ${stepChecksum(changed[2]!).slice(0, 12)} here). ` +
        'A migration a database holds must never change: put migration 3 back as it was applied (or run the program that applied it) ' +
        'and make the change a new migration. The database was not changed.',
    );
    expect(await steps(st.owner)).toEqual(expected);
    // The lock is given back: the program as it is migrates (nothing to do).
    expect(await migrateStore(st.owner)).toEqual([]);
  });

  it('adopts the checksums in a database that knew its steps by number only, from a backup too', async () => {
    const old = await startTestStore();
    stores.push(old);
    // A store from before the checksums.
    await old.owner.query('ALTER TABLE store_migrations DROP COLUMN checksum');
    const file = path.join(tmp, 'before-checksums.vtsb');
    await backupStore(old.owner, file);
    expect(await migrateStore(old.owner)).toEqual([]);
    expect(await steps(old.owner)).toEqual(expected);
    await expect(migrateStore(old.owner, { migrations: changed })).rejects.toThrow(/migration 3 .*must never change/);

    const restored = await startTestStore({ migrate: false });
    stores.push(restored);
    await restoreStore(restored.owner, file);
    expect((await steps(restored.owner)).map((s) => s.checksum)).toEqual(expected.map(() => null));
    expect(await migrateStore(restored.owner)).toEqual([]);
    expect(await steps(restored.owner)).toEqual(expected);
  });
});
