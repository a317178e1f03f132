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

/**
 * The core refused the page's token: it was started again since it served this page (a new token
 * each start), so the page loads itself again to get the new one. At most once in ten seconds, so a
 * page that is refused for another reason does not reload without end.
 */
function reloadForRestartedCore(): void {
  const key = 'terminal.reloadedAt';
  if (Date.now() - Number(sessionStorage.getItem(key) ?? 0) < 10_000) return;
  sessionStorage.setItem(key, String(Date.now()));
  location.reload();
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
  const bridge: RawBridge = {
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
        if (!result.ok && result.error.messageId === 'wrongSessionToken') reloadForRestartedCore();
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
        // A lost stream is often a restarted core: a call tells (its refused token reloads the
        // page) before the stream is tried again.
        ws.onclose = () => {
          if (closed) return;
          retry = setTimeout(() => {
            void bridge.invoke('app.status', {}).finally(() => {
              if (!closed) connect();
            });
          }, 1000);
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
  return bridge;
}
