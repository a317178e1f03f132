// Test harness for the built-in service: one real server per test file on ':memory:', a fixed
// clock, and a tiny HTTP helper. (Not a test file itself: vitest runs only *.test.ts.)
import { createSandboxClock, startSandbox, type RunningSandbox, type SandboxFlavour } from '../../../electron/sandbox';

/** The fixed instant every sandbox test starts at (local time). */
export const T0 = new Date(2026, 10, 15, 10, 0, 0);

/** A reply as the tests inspect it. */
export interface Reply {
  status: number;
  contentType: string;
  text: string;
  /** Parsed JSON body (undefined when not JSON). */
  body: unknown;
}

/** Starts a sandbox with a fixed clock (and admin routes when asked). */
export function startTestSandbox(
  opts: { admin?: boolean; dbFile?: string; reset?: boolean; flavour?: SandboxFlavour } = {},
): Promise<RunningSandbox> {
  return startSandbox({
    dbFile: opts.dbFile ?? ':memory:',
    clock: createSandboxClock(T0),
    admin: opts.admin,
    reset: opts.reset,
    flavour: opts.flavour,
  });
}

/** Calls the sandbox; `key` is a role of `sb.keys` (default `integration`), or null for no key. */
export async function call(
  sb: RunningSandbox,
  method: string,
  path: string,
  opts: { key?: string | null; body?: unknown; rawBody?: string; query?: Record<string, string> } = {},
): Promise<Reply> {
  const url = new URL(sb.baseUrl + path);
  const role = opts.key === undefined ? 'integration' : opts.key;
  if (role !== null) url.searchParams.set('apikey', sb.keys[role] ?? role);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  const hasBody = opts.body !== undefined || opts.rawBody !== undefined;
  const res = await fetch(url, {
    method,
    headers: hasBody ? { 'content-type': 'application/json' } : {},
    body: opts.rawBody ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined),
  });
  const text = await res.text();
  const contentType = res.headers.get('content-type') ?? '';
  let body: unknown;
  if (contentType.includes('json')) body = JSON.parse(text);
  return { status: res.status, contentType, text, body };
}

/** Days from T0 as a wire date `YYYY-MM-DD` (local). */
export function dayFromT0(days: number): string {
  const d = new Date(T0.getTime() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
