// Serves the built renderer. Only files below the root; index.html gets the session token, the
// app status as the page starts with it, and a strict Content Security Policy (no inline scripts).
import fs from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
};

export const SESSION_PLACEHOLDER = '__TERMINAL_SESSION__';
/** Replaced by the app status (JSON) at the time the page is served: the first screen needs no round trip. */
export const STATUS_PLACEHOLDER = '__TERMINAL_STATUS__';

/** Text made safe inside a double-quoted HTML attribute. */
export function attributeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function contentSecurityPolicy(port: number): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob: https: http://127.0.0.1:*",
    `connect-src 'self' ws://127.0.0.1:${port} ws://localhost:${port}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** What index.html is filled with, and the memory of the built files already read. */
export interface PageOptions {
  token: string;
  port: number;
  /** The JSON of the app status for index.html; '' (or none) leaves the page to ask. */
  status?: () => Promise<string>;
  /** The hashed build files (`/assets/`) read so far: they never change under their name. */
  assets?: Map<string, Buffer>;
}

/** Vite names every file below /assets/ by its content: a browser may keep it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Serves `urlPath` below `root` (index.html for anything unknown: the renderer routes by hash). */
export async function serveStatic(root: string, urlPath: string, res: ServerResponse, page: PageOptions): Promise<void> {
  let rel: string;
  try {
    rel = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    res.writeHead(400).end('Bad path');
    return;
  }
  if (rel === '/' || rel === '') rel = '/index.html';
  const file = path.resolve(root, '.' + rel);
  if (!file.startsWith(path.resolve(root) + path.sep)) {
    res.writeHead(404).end('Not found');
    return;
  }
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
  const kept = page.assets?.get(file);
  if (kept) {
    res
      .writeHead(200, { ...headers, 'content-type': types[path.extname(file)] ?? 'application/octet-stream', 'cache-control': IMMUTABLE })
      .end(kept);
    return;
  }
  const target = fs.existsSync(file) && fs.statSync(file).isFile() ? file : path.join(root, 'index.html');
  if (!fs.existsSync(target)) {
    res.writeHead(503, { 'content-type': 'text/plain' }).end('Renderer not built: run npm run build');
    return;
  }
  const ext = path.extname(target);
  headers['content-type'] = types[ext] ?? 'application/octet-stream';
  if (ext === '.html') {
    const json = page.status ? await page.status() : '';
    const html = fs.readFileSync(target, 'utf8').replace(SESSION_PLACEHOLDER, page.token).replace(STATUS_PLACEHOLDER, attributeText(json));
    headers['content-security-policy'] = contentSecurityPolicy(page.port);
    headers['cache-control'] = 'no-store';
    res.writeHead(200, headers).end(html);
    return;
  }
  if (page.assets && target === file && rel.startsWith('/assets/')) {
    // One write from memory instead of a stream of reads: the cashier bundle arrives in one go.
    const body = fs.readFileSync(target);
    page.assets.set(file, body);
    res.writeHead(200, { ...headers, 'cache-control': IMMUTABLE }).end(body);
    return;
  }
  res.writeHead(200, headers);
  fs.createReadStream(target).pipe(res);
}
