// A till's identity is bound at enrolment. Its data folder copied (files) and started elsewhere:
// the copy's first push is refused before any row lands (the store holds nothing from it), the copy
// says why, the store flags it (event and store day), and the original still pushes. The same
// secret pasted on a second machine: refused and flagged alike. And the copy's own role writing
// rows by hand, without proving the install, is refused by the store itself.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginPush, pushBatch, reportGap } from '../../electron/back-office/client/push';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { BOSS_PIN, uid } from '../helpers/session-clients';
import { journalBatch, journalRow, startTestStore, type TestStore } from '../helpers/store-pg';
import { startStoreTill, type StoreTill } from '../helpers/store-tills';

let sb: RunningSandbox;
let st: TestStore;
const tills: StoreTill[] = [];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'till-clone-'));

beforeAll(async () => {
  [sb, st] = await Promise.all([startSandbox({ dbFile: ':memory:' }), startTestStore()]);
});
afterAll(async () => {
  for (const t of tills) await t.close().catch(() => undefined);
  await st.close();
  await sb.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Every row the store holds from a till, over every replica table (as the owner sees it). */
const storeRows = async (tillId: string) => {
  const tables = ['journal_rows', 'audit_entries', 'orders', 'order_lines', 'tenders', 'till_sessions', 'drawer_openings'];
  const out: Record<string, unknown[]> = {};
  for (const t of tables) {
    out[t] = (await st.owner.query(`SELECT local_id, version FROM ${t} WHERE till_id = $1 ORDER BY local_id`, [tillId])).rows;
  }
  return out;
};
const events = async (tillId: string) =>
  (
    await st.owner.query<{ kind: string; detail: Record<string, unknown> }>(
      `SELECT kind, detail FROM till_events WHERE till_id = $1 ORDER BY id`,
      [tillId],
    )
  ).rows;

describe('a till bound to its installation', () => {
  it('a copied data folder is refused before its first row, says why, is flagged; the original pushes on', async () => {
    const dir = path.join(tmp, 'original');
    let original = await startStoreTill(sb, st, { store: 'bern', name: 'Kasse 1', role: 'integration', dataDir: dir });
    const secret = original.secrets.get('store.link')!;
    // The manager pastes the secret: this installation is made and bound to the folder.
    await original.call('store.link', { secret });
    await original.sell('DEMOTRAIN001', 300);
    expect(await original.push()).toMatchObject({ state: 'connected', backlog: 0 });
    const link = original.link;
    await original.close();

    fs.cpSync(dir, path.join(tmp, 'copy'), { recursive: true });
    const reopen = (d: string) =>
      startStoreTill(sb, st, { store: 'bern', name: 'Kasse 1', role: 'integration', dataDir: d, secret, link, setup: false });
    original = await reopen(dir);
    tills.push(original);
    const copy = await reopen(path.join(tmp, 'copy'));
    tills.push(copy);

    const before = await storeRows(link.tillId);
    await copy.sell('DEMOTRAIN002', 400);
    const refused = await copy.push();
    expect(refused).toMatchObject({ state: 'cloned' });
    expect(refused?.backlog).toBeGreaterThan(0);
    expect(refused?.message).toMatch(/This data folder is a copy of till Kasse 1 .* Enrol this till again/);
    expect((await copy.call('app.status', {})).store).toMatchObject({ state: 'cloned' });
    expect(await storeRows(link.tillId)).toEqual(before);

    // The store flags the copy without stopping the original.
    expect(await events(link.tillId)).toContainEqual({
      kind: 'cloned',
      detail: expect.objectContaining({ reason: 'copied data folder' }) as unknown,
    });
    const flags = await st.owner.query(`SELECT cloned_at, copy_refused_at IS NOT NULL AS copy FROM tills WHERE id = $1`, [link.tillId]);
    expect(flags.rows[0]).toEqual({ cloned_at: null, copy: true });

    await original.sell('DEMOTRAIN003', 500);
    expect(await original.push()).toMatchObject({ state: 'connected', backlog: 0 });
    expect((await storeRows(link.tillId)).journal_rows?.length).toBeGreaterThan(before.journal_rows?.length ?? 0);
    await original.call('auth.login', { userId: uid(original.core, 'Chef Kasse 1'), pin: BOSS_PIN });
    const day = await original.call('store.day', {});
    expect(day.tills.find((t) => t.self)).toMatchObject({ flag: 'copy' });

    // The copy's role writing by hand, without proving the installation: refused by the store.
    const raw = await st.connectAs(link.url);
    const row = journalRow('forged-1', 9_000, { code_hash: 'h-forged', balance_after_cents: 0 });
    await expect(pushBatch(raw, link, journalBatch([row]))).rejects.toMatchObject({ failure: 'refused' });
    expect((await storeRows(link.tillId)).journal_rows).not.toContainEqual(expect.objectContaining({ local_id: 'forged-1' }));
    // Nor can it begin a push, report a gap or flag the original as cloned: every step asks the proof.
    await expect(beginPush(raw, { head: 9_000, backlog: 0, since: null, version: 'x' })).rejects.toMatchObject({ failure: 'refused' });
    await expect(reportGap(raw, 0, 9_000)).rejects.toMatchObject({ failure: 'refused' });
    await raw.query(`SELECT store_flag_clone('{"by":"copy"}'::jsonb)`);
    const marks = await st.owner.query<{ gap: boolean; cloned: boolean }>(
      'SELECT gap_at IS NOT NULL AS gap, cloned_at IS NOT NULL AS cloned FROM tills WHERE id = $1',
      [link.tillId],
    );
    expect(marks.rows).toEqual([{ gap: false, cloned: false }]);
    expect(await original.push()).toMatchObject({ state: 'connected', backlog: 0 });
  });

  it('the same secret pasted at a second installation: refused before its first row, flagged', async () => {
    const first = await startStoreTill(sb, st, { store: 'bern', name: 'Kasse 2', role: 'integration-2', dataDir: path.join(tmp, 'k2') });
    tills.push(first);
    const secret = first.secrets.get('store.link')!;
    await first.call('store.link', { secret });
    await first.sell('DEMOTRAIN004', 200);
    expect(await first.push()).toMatchObject({ state: 'connected', backlog: 0 });

    const second = await startStoreTill(sb, st, {
      store: 'bern',
      name: 'Kasse 2',
      role: 'integration-2',
      dataDir: path.join(tmp, 'k2-elsewhere'),
      secret,
      link: first.link,
    });
    tills.push(second);
    await second.call('store.link', { secret });
    const before = await storeRows(first.link.tillId);
    await second.sell('DEMOTRAIN005', 250);
    const refused = await second.push();
    expect(refused).toMatchObject({ state: 'cloned' });
    expect(refused?.message).toMatch(/The store knows another installation as till Kasse 2/);
    expect(await storeRows(first.link.tillId)).toEqual(before);
    expect(await events(first.link.tillId)).toContainEqual({
      kind: 'cloned',
      detail: expect.objectContaining({ reason: 'another installation' }) as unknown,
    });
    // The original's manager pasting the same secret again keeps its installation (claimed anew after a restart).
    await first.call('store.link', { secret });
    await first.close();
    const again = await startStoreTill(sb, st, {
      store: 'bern',
      name: 'Kasse 2',
      role: 'integration-2',
      dataDir: path.join(tmp, 'k2'),
      secret,
      link: first.link,
      setup: false,
    });
    tills.push(again);
    await again.sell('DEMOTRAIN006', 100);
    expect(await again.push()).toMatchObject({ state: 'connected', backlog: 0 });
  });
});
