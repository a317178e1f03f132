// A till enrolled anew sends what the store lacks of its data folder, once: the store holds its
// earlier rows under the enrolment whose install it names, whatever that till was called. Another
// machine's till that only shares the name gives it nothing to skip and nothing to send twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { startTestStore, type TestStore } from '../helpers/store-pg';
import { startStoreTill, type StoreTill } from '../helpers/store-tills';
import { enrolAnew, storeRowsOf, tillRows } from '../helpers/store-backup';

let sb: RunningSandbox;
let st: TestStore;
let a: StoreTill;
let b: StoreTill;
/** Every enrolment of A's data folder so far. */
const aIds: string[] = [];

beforeAll(async () => {
  [sb, st] = await Promise.all([startSandbox({ dbFile: ':memory:' }), startTestStore()]);
  a = await startStoreTill(sb, st, { store: 'bern', name: 'Kasse 1', role: 'integration' });
  b = await startStoreTill(sb, st, { store: 'bern', name: 'Kasse 2', role: 'integration-2' });
  // Till A holds more changes than till B: B's place in the store's sequence is below A's.
  await a.sell('DEMOTRAIN001', 500);
  await a.sellOrder({ goodsCents: 1200, cardCents: 1200 });
  await a.sellOrder({ goodsCents: 800, cashGivenCents: 1000 });
  await b.sellOrder({ goodsCents: 300, cardCents: 300 });
  for (const t of [a, b]) expect(await t.push()).toMatchObject({ state: 'connected', backlog: 0 });
  aIds.push(a.link.tillId);
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await st?.close();
  await sb?.close();
});

/** Every row of till `t` at the store under any of `ids`, each once, at the till's version. */
async function expectOnceEach(t: StoreTill, ids: string[]): Promise<void> {
  const held = [];
  for (const id of ids) held.push(...(await storeRowsOf(st.owner, id)));
  const mine = tillRows(t);
  expect(held.map((r) => r.id).sort()).toEqual(mine.map((r) => r.id).sort());
  expect(new Map(held.map((r) => [r.id, r.v]))).toEqual(new Map(mine.map((r) => [r.id, r.v])));
}

describe('a till enrolled anew', () => {
  it('under the name of another machine’s till: its rows once, none of the other till’s skipped or taken', async () => {
    const bRows = await storeRowsOf(st.owner, b.link.tillId);
    // The shop hands A the name of B (B retired): the store's earlier "Kasse 2" is B, not A.
    aIds.push(await enrolAnew(st, a, 'bern', 'Kasse 2'));
    await expectOnceEach(a, aIds);
    // A sold after its new enrolment: only that goes under the new id.
    await a.sellOrder({ goodsCents: 450, cardCents: 450 });
    expect(await a.push()).toMatchObject({ state: 'connected', backlog: 0 });
    await expectOnceEach(a, aIds);
    expect((await storeRowsOf(st.owner, aIds.at(-1)!)).length).toBeGreaterThan(0);
    // B's rows stay B's.
    expect(await storeRowsOf(st.owner, b.link.tillId)).toEqual(bRows);
  });

  it('under a new name, twice: every earlier enrolment of its folder counts', async () => {
    for (const name of ['Kasse 7', 'Kasse 8']) {
      aIds.push(await enrolAnew(st, a, 'bern', name));
      await expectOnceEach(a, aIds);
    }
  });
});
