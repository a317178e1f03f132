// A scripted fetch for client unit tests: each call takes the next step (a response or a throw)
// and records what was sent.
import { memoryLogger } from '../../../electron/common/log';
import { createServiceClient, type FetchLike, type ServiceClient } from '../../../electron/core/service';

export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  redirect: RequestInit['redirect'];
}

export type Step = { status: number; body?: string | object; contentType?: string } | { throw: unknown } | { hang: true };

export const API_KEY = 'sk_live_SECRET_0123456789';

/** Builds a fetch that plays `steps` in order (the last one repeats). */
export function scriptedFetch(steps: Step[]): FetchLike & { sent: SentRequest[] } {
  const sent: SentRequest[] = [];
  let i = 0;
  const fn: FetchLike = (input, init) => {
    const step = steps[Math.min(i++, steps.length - 1)];
    sent.push({
      url: input,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? init.body : undefined,
      redirect: init.redirect,
    });
    if (!step) return Promise.reject(new Error('no step'));
    if ('throw' in step) return Promise.reject(step.throw);
    if ('hang' in step) {
      // Never answers; only the client's abort signal ends it, as a real stalled server would.
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    const body = step.body === undefined ? '' : typeof step.body === 'string' ? step.body : JSON.stringify(step.body);
    return Promise.resolve(
      new Response(step.status === 204 ? null : body, {
        status: step.status,
        headers: { 'content-type': step.contentType ?? (typeof step.body === 'object' ? 'application/json' : 'text/plain') },
      }),
    );
  };
  return Object.assign(fn, { sent });
}

/** A network error shaped like undici's `TypeError: fetch failed` with a system cause. */
export function netError(code: string): Error {
  return Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error(`connect ${code} 127.0.0.1:1`), { code }) });
}

/** A client over a scripted fetch, no real backoff, and a memory logger. */
export function clientWith(steps: Step[], timeouts?: { connectMs?: number; readMs?: number }) {
  const fetch = scriptedFetch(steps);
  const logger = memoryLogger('debug');
  const sleeps: number[] = [];
  const client: ServiceClient = createServiceClient({
    baseUrl: 'https://service.example/api/',
    apiKey: API_KEY,
    fetch,
    logger,
    ...(timeouts ? { timeouts } : {}),
    retry: { sleep: async (ms) => void sleeps.push(ms) },
  });
  return { client, fetch, logger, sleeps };
}
