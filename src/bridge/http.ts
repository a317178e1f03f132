// Browser-mode transport: POST /api/invoke with the page token and the session secret the core
// issued to this tab, events over a WebSocket. The secret lives in this closure only (memory: no
// storage a script could read later); a reload starts a new open-till session.
import type { Result } from '../../electron/core/contract';
import { coreErrorData } from '../../electron/core/contract/core-error-data';
import { say } from '../../electron/core/contract/core-messages';
import type { RawBridge } from './types';

function sessionToken(): string {
  const meta = document.querySelector('meta[name="terminal-session"]');
  return meta?.getAttribute('content') ?? '';
}

/** The app status the core put into the page when it served it (see core/host/static-files.ts), or undefined. */
function servedStatus(): unknown {
  const text = document.querySelector('meta[name="terminal-status"]')?.getAttribute('content') ?? '';
  if (!text.startsWith('{')) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function clientId(): string {
  const key = 'terminal.client';
  let id = sessionStorage.getItem(key);
  if (!id) {
    id = crypto.randomUUID();
    sessionStorage.setItem(key, id);
  }
  return id;
}

export function httpBridge(): RawBridge {
  const token = sessionToken();
  const client = clientId();
  let secret = '';
  let ws: WebSocket | null = null;
  // The event stream hears nothing until it names this tab's session (again after every new one).
  const announce = () => {
    if (secret && ws?.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ session: secret }));
  };
  return {
    initialStatus: servedStatus(),
    async invoke(method, input) {
      try {
        const res = await fetch('/api/invoke', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-terminal-session': token,
            'x-terminal-client': client,
            ...(secret ? { 'x-terminal-auth': secret } : {}),
          },
          body: JSON.stringify({ method, input }),
        });
        const result = (await res.json()) as Result<unknown>;
        if (!result.ok || typeof result.session !== 'string') return result;
        secret = result.session;
        announce();
        return { ok: true, value: result.value };
      } catch {
        return { ok: false, error: coreErrorData('internal', say('coreNoAnswer'), true) };
      }
    },
    subscribe(callback) {
      let closed = false;
      let retry: ReturnType<typeof setTimeout> | undefined;
      const connect = () => {
        ws = new WebSocket(`ws://${location.host}/api/events?session=${encodeURIComponent(token)}`);
        ws.onopen = announce;
        ws.onmessage = (m) => {
          try {
            callback(JSON.parse(String(m.data)));
          } catch {
            /* ignore a malformed frame */
          }
        };
        ws.onclose = () => {
          if (!closed) retry = setTimeout(connect, 1000);
        };
      };
      connect();
      return () => {
        closed = true;
        clearTimeout(retry);
        ws?.close();
      };
    },
  };
}
