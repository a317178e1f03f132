// Security of the manager area: the core enforces roles on every manager method (a cashier session
// is refused, no session is refused, unknown methods are refused), and the live API key never
// appears in any contract response, pushed event, log line, CSV export, print job or receipt.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../electron/common/log';
import type { Core } from '../../electron/core';
import { methods } from '../../electron/core/contract';
import { previewReceipt } from '../../electron/core/printing/pipeline';
import { closingReceiptBody } from '../../electron/core/reports/closing-export';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { loadStep } from '../helpers/order-steps';
import { throwing } from '../helpers/sales';
import { as, BOSS_PIN, uid } from '../helpers/session-clients';
import { startPageHost, startStaffCore } from '../helpers/staff-core';

let sb: RunningSandbox;
let core: Core;
let dir: string;
const logger = memoryLogger('debug');
const seen: string[] = [];
const managerMethods = Object.entries(methods)
  .filter(([, m]) => m.role === 'manager')
  .map(([n]) => n);

async function call(method: string, input: unknown, clientId = 'boss') {
  const r = await as(core, clientId)(method, input);
  seen.push(JSON.stringify(r));
  return r;
}

beforeAll(async () => {
  sb = await startSandbox({ dbFile: ':memory:' });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vt-sec-'));
  // Staff set up by the calls below, so their answers are among what is searched for secrets.
  core = await startStaffCore({ sandbox: sb, role: 'ordinary', dataDir: dir, logger, staff: false });
  core.bus.subscribe((event, payload) => seen.push(JSON.stringify({ event, payload })));
  await call('auth.setup', { name: 'Chefin', pin: BOSS_PIN });
  await call('auth.setPin', { name: 'Anna', role: 'cashier', pin: '1357' });
  await call('auth.login', { userId: uid(core, 'Anna'), pin: '1357' }, 'till');
});
afterAll(async () => {
  await core.close();
  await sb.close();
});

describe('roles', () => {
  it('every manager method refuses a cashier session and a client without session', async () => {
    expect(managerMethods).toEqual(
      expect.arrayContaining(['settings.get', 'settings.switchMode', 'report.closing', 'report.archive', 'auth.setPin']),
    );
    for (const m of managerMethods) {
      const asCashier = await call(m, {}, 'till');
      expect(asCashier.ok ? `${m} answered a cashier` : asCashier.error.code, m).toBe('forbidden');
      const anonymous = await call(m, {}, 'stranger');
      expect(anonymous.ok ? `${m} answered without session` : anonymous.error.code, m).toBe('unauthorized');
    }
  });

  it('over the browser-mode HTTP host too: a cashier tab gets 403 on a manager method, a stranger 401', async () => {
    const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vt-sec-static-'));
    fs.writeFileSync(
      path.join(staticDir, 'index.html'),
      '<html><head><meta name="terminal-session" content="__TERMINAL_SESSION__"></head></html>',
    );
    const page = await startPageHost(core, { logger, staticDir, token: 'test-token-123' });
    try {
      const post = page.invoke;
      const secretOf = async (res: Response) => ((await res.json()) as { session?: string }).session ?? '';
      const open = await secretOf(await post('till', 'auth.start'));
      const anna = await secretOf(await post('till', 'auth.login', { userId: uid(core, 'Anna'), pin: '1357' }, open));
      const asCashier = await post('till', 'settings.get', {}, anna);
      expect(asCashier.status).toBe(403);
      expect(((await asCashier.json()) as { error: { code: string } }).error.code).toBe('forbidden');
      expect((await post('stranger', 'report.closing')).status).toBe(401);
      const boss = await secretOf(await post('boss', 'auth.login', { userId: uid(core, 'Chefin'), pin: BOSS_PIN }, undefined));
      const asManager = await post('boss', 'settings.get', {}, boss);
      expect(asManager.status).toBe(200);
    } finally {
      await page.close();
    }
  });

  it('refuses undeclared methods and cashier methods without a session once cashier PINs exist', async () => {
    expect(await call('settings.secret', {}, 'boss')).toMatchObject({ ok: false, error: { code: 'unknown_method' } });
    expect(await call('__proto__', {}, 'boss')).toMatchObject({ ok: false, error: { code: 'unknown_method' } });
    expect(await call('journal.today', {}, 'stranger')).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
  });
});

describe('the API key stays inside the core', () => {
  it('never appears in responses, events, logs, CSV exports, print jobs or receipts', async () => {
    const key = sb.keys.integration ?? '';
    expect(key.length).toBeGreaterThan(8);
    const live = await call('settings.switchMode', { mode: 'live', confirm: true, baseUrl: sb.baseUrl, apiKey: key });
    expect(live).toMatchObject({ ok: true, value: { mode: 'live' } });
    core.runtime.state.online = true;

    // A day of work in live mode, as cashier and manager.
    const sale = await call('order.addLine', { line: { kind: 'goods', amountCents: 2000 } }, 'till');
    const orderId = sale.ok ? (sale.value as { order: { id: string } }).order.id : '';
    const paid = await call('order.addTender', { tender: { kind: 'voucher', code: 'DEMOTRAIN007' } }, 'till');
    const rest = paid.ok ? (paid.value as { order: { restCents: number } }).order.restCents : 0;
    if (rest > 0) await call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'card', amountCents: rest } }, 'till');
    expect(await call('order.finish', { orderId }, 'till')).toMatchObject({ ok: true, value: { order: { state: 'finished' } } });
    await call('voucher.lookup', { code: 'DEMOVALUE100' }, 'till');
    await loadStep(
      throwing((method, input) => call(method, input, 'till')),
      'DEMOTRAIN008',
      1000,
    );
    await call('voucher.lookup', { code: 'NOSUCHCODE12' }, 'till');
    await call('journal.today', {}, 'till');
    const month = new Date().toISOString().slice(0, 7);
    for (const c of ['included', 'excluded', 'only']) await call('report.archive', { month, complimentary: c });
    await call('report.archiveTrend', { months: 3, complimentary: 'included' });
    await call('report.statistics', { from: `${month}-01`, to: '2099-01-01' });
    const statsCsv = await call('report.statisticsCsv', { from: `${month}-01`, to: '2099-01-01' });
    const closingCsv = await call('report.closingCsv', {});
    const closing = await call('report.closing', {});
    await call('report.closingPrint', {});
    await call('settings.get', {});
    await call('settings.checkService', { baseUrl: sb.baseUrl });
    await call('auth.audit', {});
    await call('app.status', {});
    // Every method once with an empty input, as manager: error messages must not carry it either.
    for (const m of Object.keys(methods)) await call(m, {});
    expect(statsCsv.ok && closingCsv.ok && closing.ok).toBe(true);

    const receipts: string[] = [];
    if (closing.ok) {
      const body = closingReceiptBody(closing.value as Parameters<typeof closingReceiptBody>[0], 'CHF');
      const header = {
        outlet: 'o',
        terminal: 't',
        cashier: null,
        at: new Date().toISOString(),
        reference: 'r',
        training: false,
        language: 'de' as const,
      };
      receipts.push(
        JSON.stringify(previewReceipt({ header, body }, { paper: '80', maskCodes: false, timeZone: 'Europe/Zurich', logoPath: null })),
      );
    }
    const jobs = core.runtime.db.prepare('SELECT * FROM print_jobs').all();
    receipts.push(JSON.stringify(jobs));

    const haystacks = { responses: seen.join('\n'), logs: logger.lines.join('\n'), receipts: receipts.join('\n') };
    expect(logger.lines.some((l) => l.includes('service call'))).toBe(true); // the debug lines with URLs were written
    for (const [name, text] of Object.entries(haystacks)) expect(text.includes(key), name).toBe(false);
    // The database files hold no copy of it either.
    for (const f of fs.readdirSync(dir).filter((n) => n.startsWith('terminal.db'))) {
      expect(fs.readFileSync(path.join(dir, f)).includes(Buffer.from(key)), f).toBe(false);
    }
  });
});
