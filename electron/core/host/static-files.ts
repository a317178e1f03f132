// Serves the built renderer. Only files below the root; index.html gets the session token
// and a strict Content Security Policy (no inline scripts).
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

export function serveStatic(root: string, urlPath: string, res: ServerResponse, token: string, port: number): void {
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
  const target = fs.existsSync(file) && fs.statSync(file).isFile() ? file : path.join(root, 'index.html');
  if (!fs.existsSync(target)) {
    res.writeHead(503, { 'content-type': 'text/plain' }).end('Renderer not built: run npm run build');
    return;
  }
  const ext = path.extname(target);
  const headers: Record<string, string> = {
    'content-type': types[ext] ?? 'application/octet-stream',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
  if (ext === '.html') {
    const html = fs.readFileSync(target, 'utf8').replace(SESSION_PLACEHOLDER, token);
    headers['content-security-policy'] = contentSecurityPolicy(port);
    headers['cache-control'] = 'no-store';
    res.writeHead(200, headers).end(html);
    return;
  }
  res.writeHead(200, headers);
  fs.createReadStream(target).pipe(res);
}
