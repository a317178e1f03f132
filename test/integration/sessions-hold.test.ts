// Sessions that hold (item 6), tried as a local process holding only the page token:
// the event stream hears nothing without a live session (and is closed), an open-till session at
// the login hears rows with masked codes and no balances; a flood of 1,000 session starts neither
// ends a logged-in cashier nor a manager, and one client's flood is refused with a clear error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Core } from '../../electron/core';
import { MAX_SESSION_STARTS } from '../../electron/core/auth/policy';
import type { JournalEntry } from '../../electron/core/contract';
import { EVENTS_NO_SESSION, type WebHost } from '../../electron/core/host/web-host';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { BOSS_PIN, uid } from '../helpers/session-clients';
import { reasonOf } from '../helpers/error-details';
import { until } from '../helpers/fault-lane';
import { loadStep, stepByOrder } from '../helpers/order-steps';
import { throwing, type Call } from '../helpers/sales';
import { startPageHost, startStaffCore, type PageHost } from '../helpers/staff-core';

let sb: RunningSandbox;
let core: Core;
let page: PageHost;
let host: WebHost;
let t = Date.now();
const clock = { now: () => new Date(t) };

beforeAll(async () => {
  sb = await startSandbox({ dbFile: ':memory:' });
  core = await startStaffCore({ sandbox: sb, clock });
  page = await startPageHost(core, { eventsSessionWaitMs: 300 });
  host = page.host;
});
afterAll(async () => {
  await page.close();
  await core.close();
  await sb.close();
});

async function post(method: string, input: unknown = {}, secret?: string, client = 'tab') {
  return (await page.call(client, method, input, secret)).body;
}

/** Typed calls as tab `client` holding session `secret`: a refusal throws. */
const asTab = (secret: string, client = 'tab'): Call =>
  throwing(async (method, input) => (await post(method, input, secret, client)) as never);

type Frame = { admitted?: boolean; event?: string; payload?: JournalEntry };

/** The first journal row a socket heard (the order's own events come too). */
async function firstRow(frames: Frame[]): Promise<JournalEntry> {
  const row = () => frames.find((f) => f.event === 'journal.changed')?.payload;
  await until('a journal row heard', () => row() !== undefined);
  return row()!;
}

/** An event socket with the page token; `frames` collects what it hears, `closed` its close code. */
async function listen(): Promise<{ ws: WebSocket; frames: Frame[]; closed: Promise<number>; next(): Promise<Frame> }> {
  const ws = new WebSocket(`ws://127.0.0.1:${host.port}/api/events?session=page-token`);
  const frames: Frame[] = [];
  const waiters: Array<(f: Frame) => void> = [];
  ws.on('message', (d) => {
    const f = JSON.parse(String(d)) as Frame;
    frames.push(f);
    waiters.shift()?.(f);
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise((resolve) => ws.on('open', resolve));
  return { ws, frames, closed, next: () => new Promise<Frame>((resolve) => waiters.push(resolve)) };
}

describe('the event stream needs a session', () => {
  it('the page token alone hears nothing and is closed; a made-up session is refused at once', async () => {
    const alone = await listen();
    const staff = await post('auth.login', { userId: uid(core, 'Anna'), pin: '1357' });
    expect(await loadStep(asTab(staff.session!), 'DEMOTRAIN005', 1000)).toMatchObject({ state: 'succeeded' });
    expect(await alone.closed).toBe(EVENTS_NO_SESSION);
    expect(alone.frames).toEqual([]);

    const forged = await listen();
    forged.ws.send(JSON.stringify({ session: 'x'.repeat(43) }));
    expect(await forged.closed).toBe(EVENTS_NO_SESSION);
    expect(forged.frames).toEqual([]);
  });

  it('an open-till session at the login hears masked codes, a cashier session the full row', async () => {
    const open = (await post('auth.start', {}, undefined, 'login-tab')).session!;
    const cashier = (await post('auth.login', { userId: uid(core, 'Anna'), pin: '1357' }, undefined, 'till')).session!;
    const atLogin = await listen();
    const atTill = await listen();
    const admitted = [atLogin.next(), atTill.next()];
    atLogin.ws.send(JSON.stringify({ session: open }));
    atTill.ws.send(JSON.stringify({ session: cashier }));
    expect(await Promise.all(admitted)).toEqual([{ admitted: true }, { admitted: true }]);
    atLogin.frames.length = 0;
    atTill.frames.length = 0;
    await loadStep(asTab(cashier, 'till'), 'DEMOTRAIN009', 700);
    const masked = await firstRow(atLogin.frames);
    const full = await firstRow(atTill.frames);
    expect(full).toMatchObject({ code: 'DEMOTRAIN009', kind: 'charge' });
    expect(masked).toMatchObject({ id: full.id, code: '****-****-N009', balanceAfterCents: null, facts: null });
    // Nothing else heard at the login carries the code either (the order's events mask it too).
    expect(JSON.stringify(atLogin.frames)).not.toContain('DEMOTRAIN009');
    atLogin.ws.close();
    atTill.ws.close();
  });
});

describe('previews show full codes only to who may see them', () => {
  it("a load's receipt printing codes in full previews masked (no QR) for a cashier, in full for the manager", async () => {
    const cashier = (await post('auth.login', { userId: uid(core, 'Anna'), pin: '1357' }, undefined, 'till')).session!;
    const manager = (await post('auth.login', { userId: uid(core, 'Chefin'), pin: BOSS_PIN }, undefined, 'boss')).session!;
    // A receipt that is not the voucher prints codes as the masking setting says: here in full.
    expect((await post('settings.update', { codeMasking: 'full' }, manager)).ok).toBe(true);
    const load = await stepByOrder(asTab(cashier, 'till'), { kind: 'load', code: 'DEMOTRAIN007', amountCents: 500 });
    // The order's one receipt tells the load.
    const journalId = `order:${load.order.id}`;
    type Line = { type: string; text?: string; data?: string };
    const preview = async (secret: string) =>
      ((await post('print.preview', { ref: { journalId } }, secret)).value as { lines: Line[] }).lines;
    const seen = (lines: Line[]) => lines.map((l) => l.text ?? l.data ?? '').join('\n');
    const asCashier = await preview(cashier);
    expect(seen(asCashier)).toContain('****-****-N007');
    expect(seen(asCashier)).not.toContain('DEMOTRAIN007');
    expect(asCashier.some((l) => l.type === 'qr')).toBe(false);
    const asManager = await preview(manager);
    // The manager sees it in full (the order's receipt carries no QR code of it).
    expect(seen(asManager)).toContain('DEMO-TRAI-N007');
  });
});

describe('session starts never end a logged-in session', () => {
  it('1,000 starts from as many tabs leave the cashier and the manager logged in', async () => {
    const cashier = (await post('auth.login', { userId: uid(core, 'Anna'), pin: '1357' }, undefined, 'cashier-tab')).session!;
    const manager = (await post('auth.login', { userId: uid(core, 'Chefin'), pin: BOSS_PIN }, undefined, 'boss-tab')).session!;
    // As the web host hands them on (page token checked there): 1,000 starts, each under another tab label.
    for (let i = 0; i < 1000; i++) expect((await core.dispatch('auth.start', {}, { clientId: `flood-${i}` })).ok).toBe(true);
    const asSession = (session: string, method: string) => core.dispatch(method, {}, { clientId: 'checker', session });
    expect(await asSession(cashier, 'auth.session')).toMatchObject({ ok: true, value: { user: { name: 'Anna' } } });
    expect(await asSession(cashier, 'journal.today')).toMatchObject({ ok: true });
    expect(await asSession(manager, 'auth.users')).toMatchObject({ ok: true });
    expect(await asSession(manager, 'auth.session')).toMatchObject({ ok: true, value: { user: { name: 'Chefin' } } });
  });

  it('one client starting sessions in a loop is refused after the bound, with a clear error; later it may start again', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const r = await core.dispatch('auth.start', {}, { clientId: 'one-tab' });
      codes.push(r.ok ? 'ok' : `${r.error.code}:${String(reasonOf(r.error))}`);
    }
    expect(codes.filter((c) => c === 'ok')).toHaveLength(MAX_SESSION_STARTS);
    expect(codes.at(-1)).toBe('locked:session_starts');
    t += 61_000;
    expect((await core.dispatch('auth.start', {}, { clientId: 'one-tab' })).ok).toBe(true);
  });
});
