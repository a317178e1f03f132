// A session counted and closed after midnight belongs to the day it opened (every step of it was
// on that day: the first step of the next day closes it by itself). Its Z, the day report, the day
// closing and the store day, which dates each money fact by its order's day, all tell that day.
import { afterAll, expect, it } from 'vitest';
import { uid } from '../helpers/session-clients';
import { startStoreScene, type StoreScene } from '../helpers/store-tills';

let scene: StoreScene | undefined;
afterAll(async () => {
  await scene?.close();
});

it('a close counted the next day tells its money on the day of its sales, at the till and at the store', async () => {
  let skip = 0;
  scene = await startStoreScene({ store: 'late', name: 'Kasse 1', clock: { now: () => new Date(Date.now() + skip) } });
  const { h } = scene;
  await h.sellOrder({ goodsCents: 1500, cashGivenCents: 2000 });
  await h.sellOrder({ goodsCents: 2500, cardCents: 2500 });
  const day = (await h.call('session.current', {})).session?.day ?? null;
  const opened = (await h.call('report.closing', {})).day;
  expect(day).toBeNull();

  // The next day, before any step: the manager counts the drawer and closes.
  skip = 24 * 3600_000;
  await h.call('auth.login', { userId: uid(h.core, 'Chef Kasse 1'), pin: '246810' });
  const preview = await h.call('session.close', { countedCents: 0, confirm: false });
  const closed = await h.call('session.close', { countedCents: preview.report.drawer.expectedCents, confirm: true });
  expect(closed.report.session.day).toBe(opened);
  expect(closed.report.drawer.differenceCents).toBe(0);

  // The day it opened holds its Z; the day of the close holds nothing.
  const first = await h.call('report.closing', { day: opened });
  expect(first.sessions).toMatchObject({ closed: [closed.report.session.number], open: null });
  expect(first.byMethod.map((m) => [m.method, m.amountCents])).toEqual([
    ['cash', 1500],
    ['card', 2500],
  ]);
  const next = await h.call('report.closing', {});
  expect(next.day).not.toBe(opened);
  expect(next.sessions).toMatchObject({ closed: [] });
  expect((await h.call('session.day', { day: opened })).sessions.map((s) => s.number)).toEqual([closed.report.session.number]);

  // The store tells the same day, till by till, with the session's difference.
  expect(await h.push()).toMatchObject({ state: 'connected', backlog: 0 });
  const store = await h.call('store.day', { day: opened });
  expect(store.tillMoney).toEqual([expect.objectContaining({ till: 'Kasse 1', cashCents: 1500, cardCents: 2500, differenceCents: 0 })]);
  const after = await h.call('store.day', { day: next.day });
  expect(after.tillMoney.filter((t) => t.cashCents || t.cardCents)).toEqual([]);
});
