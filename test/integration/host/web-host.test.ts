import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { memoryLogger } from '../../../electron/common/log';
import { createCore, type Core } from '../../../electron/core';
import { MAX_BODY_BYTES, startWebHost, type WebHost } from '../../../electron/core/host/web-host';
import { setSetting } from '../../../electron/core/store/settings';

let core: Core;
let host: WebHost;
let staticDir: string;

function request(opts: { method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer; host?: string }) {
  return new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: host.port,
        method: opts.method ?? 'POST',
        path: opts.path ?? '/api/invoke',
        headers: { host: opts.host ?? `127.0.0.1:${host.port}`, ...opts.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
      },
    );
    req.on('error', reject);
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}

const auth = () => ({ 'x-terminal-session': host.token, 'content-type': 'application/json' });

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vt-static-'));
  fs.writeFileSync(
    path.join(staticDir, 'index.html'),
    '<meta name="terminal-session" content="__TERMINAL_SESSION__"><meta name="terminal-status" content="__TERMINAL_STATUS__">',
  );
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'assets', 'index-abc123.js'), 'export const built = 1;');
  core = await createCore({ dataDir: ':memory:', logger: memoryLogger() });
  host = await startWebHost({ dispatch: core.dispatch, bus: core.bus, gate: core.gate, logger: memoryLogger(), staticDir, port: 0 });
});

afterAll(async () => {
  await host.close();
  await core.close();
});

describe('browser-mode web host', () => {
  it('listens on 127.0.0.1 only', () => {
    expect(host.url).toBe(`http://127.0.0.1:${host.port}/`);
  });

  it('answers a call that carries the token', async () => {
    const r = await request({ headers: auth(), body: JSON.stringify({ method: 'app.status', input: {} }) });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body)).toMatchObject({ ok: true, value: { mode: 'training', language: 'de' } });
    // No phase timings unless the host was started with them (the benchmarks' debug flag).
    expect(r.headers['server-timing']).toBeUndefined();
  });

  it("answers the core's phases as a Server-Timing header when asked to", async () => {
    const timed = await startWebHost({
      dispatch: core.dispatch,
      bus: core.bus,
      gate: core.gate,
      logger: memoryLogger(),
      staticDir,
      port: 0,
      serverTiming: true,
    });
    try {
      const r = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port: timed.port,
            method: 'POST',
            path: '/api/invoke',
            headers: { host: `127.0.0.1:${timed.port}`, 'x-terminal-session': timed.token },
          },
          (res) => res.resume().on('end', () => resolve(res)),
        );
        req.on('error', reject);
        req.end(JSON.stringify({ method: 'app.status', input: {} }));
      });
      expect(r.statusCode).toBe(200);
      expect(r.headers['server-timing']).toMatch(
        /^session;dur=[\d.]+, input;dur=[\d.]+, handler;dur=[\d.]+, output;dur=[\d.]+, host;dur=[\d.]+$/,
      );
    } finally {
      await timed.close();
    }
  });

  it('refuses a call without or with a wrong token: 401', async () => {
    const none = await request({ headers: { 'content-type': 'application/json' }, body: '{"method":"app.status"}' });
    expect(none.status).toBe(401);
    expect(JSON.parse(none.body).error.code).toBe('unauthorized');
    const wrong = await request({ headers: { 'x-terminal-session': 'x'.repeat(32) }, body: '{"method":"app.status"}' });
    expect(wrong.status).toBe(401);
  });

  it('refuses a foreign Origin and a foreign Host: 403', async () => {
    const origin = await request({ headers: { ...auth(), origin: 'http://evil.example' }, body: '{"method":"app.status"}' });
    expect(origin.status).toBe(403);
    const rebinding = await request({ host: `evil.example:${host.port}`, headers: auth(), body: '{"method":"app.status"}' });
    expect(rebinding.status).toBe(403);
    const ok = await request({
      headers: { ...auth(), origin: `http://127.0.0.1:${host.port}` },
      body: '{"method":"app.status","input":{}}',
    });
    expect(ok.status).toBe(200);
  });

  it('maps malformed JSON, unknown methods, wrong types and oversized bodies', async () => {
    const malformed = await request({ headers: auth(), body: '{"method":' });
    expect([malformed.status, JSON.parse(malformed.body).error.code]).toEqual([400, 'invalid_input']);
    const unknown = await request({ headers: auth(), body: '{"method":"voucher.steal","input":{}}' });
    expect([unknown.status, JSON.parse(unknown.body).error.code]).toEqual([404, 'unknown_method']);
    const wrongType = await request({ headers: auth(), body: '{"method":"app.setLanguage","input":{"language":"xx"}}' });
    expect([wrongType.status, JSON.parse(wrongType.body).error.code]).toEqual([400, 'invalid_input']);
    const notObject = await request({ headers: auth(), body: '[1,2]' });
    expect(notObject.status).toBe(400);
    const body = Buffer.alloc(MAX_BODY_BYTES + 10, 0x20);
    const declared = await request({ headers: { ...auth(), 'content-length': String(body.length) }, body });
    expect(declared.status).toBe(413);
    const chunked = await request({ headers: { ...auth(), 'transfer-encoding': 'chunked' }, body });
    expect(chunked.status).toBe(413);
    // the host survives all of it
    const after = await request({ headers: auth(), body: '{"method":"app.status","input":{}}' });
    expect(after.status).toBe(200);
  });

  it('injects the session token into the page and sends a CSP without inline scripts', async () => {
    const page = await request({ method: 'GET', path: '/' });
    expect(page.status).toBe(200);
    expect(page.body).toContain(host.token);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
    const traversal = await request({ method: 'GET', path: '/../../etc/passwd' });
    expect(traversal.body).not.toContain('root:');
  });

  it('serves the page with the app status it would ask for first, as escaped attribute text', async () => {
    setSetting(core.runtime.db, 'outlet.name', 'Shop "A" <script>alert(1)</script> & Co');
    const page = await request({ method: 'GET', path: '/' });
    expect(page.body).not.toContain('<script>');
    const attr = /<meta name="terminal-status" content="([^"]*)">/.exec(page.body)?.[1] ?? '';
    const served: unknown = JSON.parse(
      attr
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    );
    const asked = await request({ headers: auth(), body: '{"method":"app.status","input":{}}' });
    expect(served).toEqual((JSON.parse(asked.body) as { value: unknown }).value);
    expect(served).toMatchObject({ outlet: 'Shop "A" <script>alert(1)</script> & Co', language: 'de' });
  });

  it('lets the browser keep the hashed build files and never the page', async () => {
    const page = await request({ method: 'GET', path: '/' });
    expect(page.headers['cache-control']).toBe('no-store');
    const first = await request({ method: 'GET', path: '/assets/index-abc123.js' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(first.body).toBe('export const built = 1;');
    // Kept in memory after the first read: the same answer again, in one piece.
    const again = await request({ method: 'GET', path: '/assets/index-abc123.js' });
    expect(again.body).toBe(first.body);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Anything else that is not a file still gets the page (the renderer routes by hash).
    const other = await request({ method: 'GET', path: '/assets/missing.js' });
    expect(other.headers['cache-control']).toBe('no-store');
  });

  it('pushes events over the WebSocket only with the token and a session', async () => {
    const refused = await new Promise<string>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${host.port}/api/events?session=wrong`);
      ws.on('error', () => resolve('refused'));
      ws.on('open', () => resolve('opened'));
    });
    expect(refused).toBe('refused');
    const started = JSON.parse((await request({ headers: auth(), body: '{"method":"auth.start","input":{}}' })).body) as {
      session: string;
    };
    const ws = new WebSocket(`ws://127.0.0.1:${host.port}/api/events?session=${host.token}`);
    await new Promise((resolve) => ws.on('open', resolve));
    type Frame = { admitted?: boolean; event?: string; payload?: { language: string } };
    const next = () => new Promise<Frame>((resolve) => ws.once('message', (d) => resolve(JSON.parse(String(d)))));
    const admitted = next();
    // The page names its session; the language change after it is heard.
    ws.send(JSON.stringify({ session: started.session }));
    expect(await admitted).toEqual({ admitted: true });
    const message = next();
    await request({ headers: auth(), body: '{"method":"app.setLanguage","input":{"language":"fr"}}' });
    const m = await message;
    expect(m.event).toBe('app.status');
    expect(m.payload?.language).toBe('fr');
    ws.close();
  });
});
