// Calls the terminal API from inside the page (its page token) as a helper client of its own: each
// label holds the session secret the core issued to it, kept on the page's window, exactly as the
// app's bridge keeps its own in memory. A reload starts new sessions. The app's own session stays
// in the app (nothing here can read it), so set-up steps log the helper client in as they need.
import type { Page } from '@playwright/test';

/** A contract call's envelope as the specs read it. */
export interface Invoked {
  ok: boolean;
  value?: unknown;
  error?: { code: string; message: string; details?: Record<string, unknown> };
}

// The page's globals as used below (this file is compiled without the DOM library).
interface PageGlobals {
  document: { querySelector(s: string): { getAttribute(n: string): string | null } | null };
  __e2eSessions?: Record<string, string>;
}

/** Calls `method` as the helper client `label` (which starts an open-till session first). */
export async function pageInvoke(page: Page, method: string, input: unknown, label = 'e2e-helper'): Promise<Invoked> {
  return page.evaluate(
    async ([m, i, c]) => {
      const g = globalThis as unknown as PageGlobals;
      const token = g.document.querySelector('meta[name="terminal-session"]')?.getAttribute('content') ?? '';
      const sessions = (g.__e2eSessions ??= {});
      const post = async (name: string, body: unknown) => {
        const secret = sessions[c];
        const res = await fetch('/api/invoke', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-terminal-session': token,
            'x-terminal-client': c,
            ...(secret ? { 'x-terminal-auth': secret } : {}),
          },
          body: JSON.stringify({ method: name, input: body }),
        });
        const r = (await res.json()) as Invoked & { session?: string };
        if (r.session) sessions[c] = r.session;
        delete r.session;
        return r;
      };
      if (!sessions[c]) await post('auth.start', {});
      return post(m, i);
    },
    [method, input, label] as const,
  );
}

/** The id of a PIN user by name, as the login list shows it. */
export async function userId(page: Page, name: string): Promise<string> {
  const r = await pageInvoke(page, 'auth.session', {});
  const users = (r.value as { users: Array<{ id: string; name: string }> }).users;
  const found = users.find((u) => u.name === name);
  if (!found) throw new Error(`no PIN user ${name}`);
  return found.id;
}
