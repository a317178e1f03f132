// Settings and the training/live switch against the built-in service over real HTTP: a bad key and
// an unreachable address are refused and nothing is saved; a good key is kept in a 0600 file
// outside the database and never comes back out.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { startCore, type CoreHarness } from '../helpers/core-harness';
import { startManagerCore } from '../helpers/file-core';

let sb: RunningSandbox;
let h: CoreHarness | undefined;
let dir: string;

beforeAll(async () => {
  sb = await startSandbox({ dbFile: ':memory:' });
});
afterAll(async () => {
  await sb.close();
});
afterEach(async () => {
  await h?.close();
  h = undefined;
});

async function managerCore(): Promise<CoreHarness> {
  const started = await startManagerCore(sb, 'vt-mgr-');
  dir = started.dir;
  return started.h;
}

describe('settings and the live switch', () => {
  it('refuses a bad key and an unreachable service; saves nothing', async () => {
    h = await managerCore();
    const bad = sb.keys.invalid ?? '';
    const check = await h.call('settings.checkService', { baseUrl: sb.baseUrl, apiKey: bad, orderingSegment: 'giftvoucher' });
    expect(check).toMatchObject({ ok: false, authenticated: 'failed' });

    const refused = await h.fail('settings.switchMode', { mode: 'live', confirm: true, baseUrl: sb.baseUrl, apiKey: bad });
    expect(refused.code).toBe('service_refused');
    const unreachable = await h.fail('settings.switchMode', {
      mode: 'live',
      confirm: true,
      baseUrl: 'http://127.0.0.1:9',
      apiKey: 'abcd-1234',
    });
    expect(unreachable).toMatchObject({ code: 'service_refused', details: { check: { hello: 'failed' } } });

    const s = await h.call('settings.get', {});
    expect(s).toMatchObject({ mode: 'training', live: { baseUrl: '', apiKeySet: false } });
    expect(fs.existsSync(path.join(dir, 'secrets.json'))).toBe(false);
    expect((await h.call('app.status', {})).mode).toBe('training');
  });

  it('needs confirmation, switches to live with a good key, keeps it write-only in a 0600 file, and back', async () => {
    h = await managerCore();
    const key = sb.keys['integration-2'] ?? '';
    const noConfirm = await h.fail('settings.switchMode', { mode: 'live', baseUrl: sb.baseUrl, apiKey: key } as never);
    expect(noConfirm.code).toBe('invalid_input');

    const live = await h.call('settings.switchMode', {
      mode: 'live',
      confirm: true,
      baseUrl: sb.baseUrl,
      apiKey: key,
      orderingSegment: 'giftvoucher',
    });
    expect(live).toMatchObject({ mode: 'live', live: { baseUrl: sb.baseUrl, apiKeySet: true } });
    expect(JSON.stringify(live)).not.toContain(key);
    expect((await h.call('app.status', {})).mode).toBe('live');

    const file = path.join(dir, 'secrets.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8')).toContain(key);
    // Outside the database: the key is in no SQLite file.
    for (const f of fs.readdirSync(dir).filter((n) => n.startsWith('terminal.db'))) {
      expect(fs.readFileSync(path.join(dir, f)).includes(Buffer.from(key)), f).toBe(false);
    }

    // The stored key is reused when none is given; a later check passes without sending it again.
    expect(await h.call('settings.checkService', { baseUrl: sb.baseUrl })).toMatchObject({ ok: true });
    const back = await h.call('settings.switchMode', { mode: 'training', confirm: true });
    expect(back.mode).toBe('training');
    expect(back.live.apiKeySet).toBe(true);
    const audit = await h.call('auth.audit', {});
    expect(audit.entries.map((e) => e.action)).toEqual(expect.arrayContaining(['settings.switch_live', 'settings.switch_training']));
    expect(JSON.stringify(audit)).not.toContain(key);
  });

  it('live mode and its key survive a restart', async () => {
    h = await managerCore();
    const key = sb.keys['integration-2'] ?? '';
    await h.call('settings.switchMode', { mode: 'live', confirm: true, baseUrl: sb.baseUrl, apiKey: key });
    await h.close();
    h = await startCore({ sandbox: sb, dataDir: dir });
    expect((await h.call('app.status', {})).mode).toBe('live');
  });

  it('updates names, languages, masking and the manager timeout', async () => {
    h = await managerCore();
    const s = await h.call('settings.update', {
      outletName: 'Talstation',
      terminalName: 'Kasse 2',
      receiptLanguage: 'fr',
      codeMasking: 'full',
      managerTimeoutMinutes: 10,
    });
    expect(s).toMatchObject({
      outletName: 'Talstation',
      terminalName: 'Kasse 2',
      receiptLanguage: 'fr',
      codeMasking: 'full',
      managerTimeoutMinutes: 10,
    });
    expect(await h.call('app.status', {})).toMatchObject({ outlet: 'Talstation', terminal: 'Kasse 2' });
    expect((await h.call('auth.session', {})).managerTimeoutMinutes).toBe(10);
  });

  it('camera scanning: on by default, turned off for the settings and the status (the scan buttons and the Electron permission follow it)', async () => {
    h = await managerCore();
    expect((await h.call('settings.get', {})).cameraScan).toBe(true);
    expect((await h.call('app.status', {})).camera).toBe(true);
    expect((await h.call('settings.update', { cameraScan: false })).cameraScan).toBe(false);
    expect((await h.call('app.status', {})).camera).toBe(false);
    expect((await h.call('settings.get', {})).cameraScan).toBe(false);
  });
});
