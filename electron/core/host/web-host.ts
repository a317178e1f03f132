// Browser-mode transport: the built renderer and the API over HTTP + WebSocket events,
// on 127.0.0.1 only, guarded by a random per-start session token, a Host and an Origin check.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Logger } from '../../common/log';
import { coreErrorData, say, type CoreMessage, type Result } from '../contract';
import type { Dispatch } from './dispatcher';
import type { EventBus, EventGate } from './events';
import { httpStatusOf } from './http-status';
import { serveStatic } from './static-files';
import { performance } from 'node:perf_hooks';
import { recordPhases, serverTimingHeader, type Phases } from '../../common/timing';

export const MAX_BODY_BYTES = 256 * 1024;
/** An event socket that has not named a live session by then is closed. */
export const EVENTS_SESSION_WAIT_MS = 10_000;
/** Close code of an event socket without a live session (the page reconnects with its secret). */
export const EVENTS_NO_SESSION = 4401;
/** The per-start page token: only our own page may talk to the API at all. */
export const SESSION_HEADER = 'x-terminal-session';
/** The session secret the core issued to this tab (login, open-till start): who is calling. */
export const AUTH_HEADER = 'x-terminal-auth';
/** A label of the tab, for logs and the per-client PIN counter; never an identity. */
export const CLIENT_HEADER = 'x-terminal-client';

export interface WebHostOptions {
  dispatch: Dispatch;
  bus: EventBus;
  /** Who may hear which event: the stream needs a live session, not the page token alone. */
  gate: EventGate;
  logger: Logger;
  /** Folder of the built renderer (out/renderer). */
  staticDir: string;
  /** 0 picks a free port. */
  port?: number;
  /** Fixed token for tests; random otherwise. */
  token?: string;
  /** How long an event socket may stay without naming a live session (default EVENTS_SESSION_WAIT_MS). */
  eventsSessionWaitMs?: number;
  /** Answer each call's phase timings as a Server-Timing header (benchmarks; off by default). */
  serverTiming?: boolean;
}

export interface WebHost {
  url: string;
  port: number;
  token: string;
  close(): Promise<void>;
}

function sameToken(given: string | undefined, token: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

function sendJson(res: http.ServerResponse, status: number, body: Result<unknown>, phases?: Phases, t0 = 0): void {
  const text = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
  if (phases) {
    phases.set('host', performance.now() - t0);
    headers['server-timing'] = serverTimingHeader(phases);
  }
  res.writeHead(status, headers);
  res.end(text);
}

function fail(
  res: http.ServerResponse,
  status: number,
  code: 'invalid_input' | 'unauthorized' | 'forbidden' | 'unknown_method',
  said: CoreMessage,
) {
  sendJson(res, status, { ok: false, error: coreErrorData(code, said) });
}

export async function startWebHost(opts: WebHostOptions): Promise<WebHost> {
  const token = opts.token ?? crypto.randomBytes(24).toString('base64url');
  let port = opts.port ?? 0;
  const allowedHosts = () => new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  const allowedOrigins = () => new Set([`http://127.0.0.1:${port}`, `http://localhost:${port}`]);

  // Host check defeats DNS rebinding; Origin check refuses other web pages.
  const guard = (req: http.IncomingMessage): { status: number; said: CoreMessage } | null => {
    if (!allowedHosts().has(req.headers.host ?? '')) return { status: 403, said: say('hostNotAllowed') };
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedOrigins().has(origin)) return { status: 403, said: say('originNotAllowed') };
    return null;
  };

  const server = http.createServer((req, res) => {
    const refused = guard(req);
    if (refused) return fail(res, refused.status, 'forbidden', refused.said);
    const url = req.url ?? '/';
    if (url.startsWith('/api/')) return handleApi(req, res, url);
    if (req.method !== 'GET' && req.method !== 'HEAD') return fail(res, 405, 'invalid_input', say('methodNotAllowed'));
    void serveStatic(opts.staticDir, url, res, { token, port, status: pageStatus, assets }).catch((err: Error) => {
      opts.logger.error('page not served', { error: err.message });
      if (!res.headersSent) res.writeHead(500).end('Internal error');
    });
  });

  const assets = new Map<string, Buffer>();
  // The page starts with the app status it would ask for first (same dispatcher, same schema);
  // it still asks again once connected, so a change in between is not lost.
  const pageStatus = async (): Promise<string> => {
    const r = await opts.dispatch('app.status', {}, { clientId: 'page' });
    return r.ok ? JSON.stringify(r.value) : '';
  };

  const handleApi = (req: http.IncomingMessage, res: http.ServerResponse, url: string) => {
    if (url !== '/api/invoke' || req.method !== 'POST') return fail(res, 404, 'unknown_method', say('noEndpoint'));
    const given = req.headers[SESSION_HEADER];
    if (!sameToken(typeof given === 'string' ? given : undefined, token)) return fail(res, 401, 'unauthorized', say('wrongSessionToken'));
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) {
      res.setHeader('connection', 'close');
      res.on('finish', () => req.destroy());
      return fail(res, 413, 'invalid_input', say('bodyTooLarge', { bytes: String(MAX_BODY_BYTES) }));
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let aborted = false;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES && !aborted) {
        // Answer first, then drop the connection: the client still reads the 413.
        aborted = true;
        res.setHeader('connection', 'close');
        res.on('finish', () => req.destroy());
        fail(res, 413, 'invalid_input', say('bodyTooLarge', { bytes: String(MAX_BODY_BYTES) }));
        return;
      }
      if (!aborted) chunks.push(c);
    });
    req.on('end', () => {
      if (aborted) return;
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return fail(res, 400, 'invalid_input', say('bodyNotJson'));
      }
      if (typeof body !== 'object' || body === null || typeof (body as { method?: unknown }).method !== 'string') {
        return fail(res, 400, 'invalid_input', say('bodyShape'));
      }
      const { method, input } = body as { method: string; input?: unknown };
      const clientHeader = req.headers[CLIENT_HEADER];
      const clientId = typeof clientHeader === 'string' && clientHeader.length <= 64 ? clientHeader : 'browser';
      const secret = req.headers[AUTH_HEADER];
      const call = { clientId, session: typeof secret === 'string' && secret.length <= 128 ? secret : undefined };
      const t0 = performance.now();
      const run = opts.serverTiming
        ? recordPhases(() => opts.dispatch(method, input, call))
        : opts.dispatch(method, input, call).then((value) => ({ value, phases: undefined }));
      run
        .then(({ value: result, phases }) => sendJson(res, result.ok ? 200 : httpStatusOf[result.error.code], result, phases, t0))
        .catch((err: Error) => {
          opts.logger.error('dispatch rejected', { error: err.message, stack: err.stack });
          sendJson(res, 500, { ok: false, error: coreErrorData('internal', say('internalError')) });
        });
    });
    req.on('error', () => undefined);
  };

  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  server.on('upgrade', (req, socket, head) => {
    const refused = guard(req);
    const params = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams;
    const path = (req.url ?? '').split('?')[0];
    if (refused || path !== '/api/events' || !sameToken(params.get('session') ?? undefined, token)) {
      socket.write(`HTTP/1.1 ${refused ? 403 : 401} Refused\r\nConnection: close\r\n\r\n`);
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws: WebSocket) => serveEvents(ws));
  });

  // The page token only admits our own page; what it may hear depends on its session. The page
  // names its session secret in a message (never in the URL, which logs keep) and again whenever
  // the core issues a new one; until a live one is named nothing is sent.
  const serveEvents = (ws: WebSocket) => {
    let secret: string | null = null;
    const refuse = () => ws.close(EVENTS_NO_SESSION, 'A session is needed');
    const waiting = setTimeout(() => secret === null && refuse(), opts.eventsSessionWaitMs ?? EVENTS_SESSION_WAIT_MS);
    ws.on('message', (data, isBinary) => {
      let named: unknown;
      try {
        named = isBinary ? undefined : (JSON.parse(String(data)) as { session?: unknown }).session;
      } catch {
        named = undefined;
      }
      if (typeof named !== 'string' || named.length > 128 || !opts.gate.admits(named)) return refuse();
      secret = named;
      ws.send(JSON.stringify({ admitted: true })); // events from here on (the page ignores this frame)
    });
    const unsubscribe = opts.bus.subscribe((event, payload) => {
      if (secret === null || ws.readyState !== ws.OPEN) return;
      const seen = opts.gate.view(secret, event, payload);
      if (seen !== undefined) ws.send(JSON.stringify({ event, payload: seen }));
    });
    const end = () => {
      clearTimeout(waiting);
      unsubscribe();
    };
    ws.on('close', end);
    ws.on('error', end);
  };

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}/`;
  opts.logger.info('browser mode listening', { url });
  return {
    url,
    port,
    token,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
