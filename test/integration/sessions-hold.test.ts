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

type Frame = { admitted?: boolean; event?: string; payload?: JournalEntry };

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
    const load = await post('charge.load', { code: 'DEMOTRAIN005', amountCents: 1000 }, staff.session);
    expect(load.ok).toBe(true);
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
    const heardAtLogin = atLogin.next();
    const heardAtTill = atTill.next();
    expect((await post('charge.load', { code: 'DEMOTRAIN009', amountCents: 700 }, cashier, 'till')).ok).toBe(true);
    const masked = (await heardAtLogin).payload!;
    const full = (await heardAtTill).payload!;
    expect(full).toMatchObject({ code: 'DEMOTRAIN009', kind: 'charge' });
    expect(masked).toMatchObject({ id: full.id, code: '****-****-N009', balanceAfterCents: null, facts: null });
    atLogin.ws.close();
    atTill.ws.close();
  });
});

describe('previews show full codes only to who may see them', () => {
  it('a load slip printing codes in full previews masked and without its QR for a cashier, in full for the manager', async () => {
    const cashier = (await post('auth.login', { userId: uid(core, 'Anna'), pin: '1357' }, undefined, 'till')).session!;
    const manager = (await post('auth.login', { userId: uid(core, 'Chefin'), pin: BOSS_PIN }, undefined, 'boss')).session!;
    // A receipt that is not the voucher prints codes as the masking setting says: here in full.
    expect((await post('settings.update', { codeMasking: 'full' }, manager)).ok).toBe(true);
    const load = await post('charge.load', { code: 'DEMOTRAIN007', amountCents: 500 }, cashier, 'till');
    const journalId = (load.value as JournalEntry).id;
    type Line = { type: string; text?: string; data?: string };
    const preview = async (secret: string) =>
      ((await post('print.preview', { ref: { journalId } }, secret)).value as { lines: Line[] }).lines;
    const seen = (lines: Line[]) => lines.map((l) => l.text ?? l.data ?? '').join('\n');
    const asCashier = await preview(cashier);
    expect(seen(asCashier)).toContain('****-****-N007');
    expect(seen(asCashier)).not.toContain('DEMOTRAIN007');
    expect(asCashier.some((l) => l.type === 'qr')).toBe(false);
    const asManager = await preview(manager);
    expect(seen(asManager)).toContain('DEMO-TRAI-N007');
    expect(asManager).toContainEqual({ type: 'qr', data: 'DEMOTRAIN007' });
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
