/**
 * The one request function of the service client: base URL + endpoint path template + `apikey`
 * query + JSON body, connect/read timeouts, response parsed with its wire schema, every failure
 * normalised into a ServiceError (errors.ts). Retry rules: GETs retry transient failures with
 * bounded exponential backoff; value-moving POST/DELETE never retry; Book (`retry: 'same-key'`)
 * retries only with the same Idempotency-Key header (the caller supplies it once).
 * Hazard: the key travels in the query string; URLs are redacted before any log line and never
 * put into an error message.
 */
import type { z } from 'zod';
import { redact, type Logger } from '../../common/log';
import { endpoints, type EndpointName } from './wire';
import {
  errorFromResponse,
  errorFromSchema,
  errorFromTimeout,
  isServiceError,
  normalizeError,
  type FailureContext,
  type ServiceError,
} from './errors';

/** The subset of `fetch` the client uses; inject a fake in tests. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Timeouts in milliseconds: until the answer headers arrive (`connectMs`), then for the body (`readMs`). */
export interface Timeouts {
  connectMs: number;
  readMs: number;
}

/** Bounded retry of retry-safe requests. `attempts` counts the first try. */
export interface RetryPolicy {
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Waits between attempts; injectable so tests never sleep. */
  sleep(ms: number): Promise<void>;
}

/** Defaults: a counter terminal wants a quick, clear answer rather than a long spinner. */
export const defaultTimeouts: Timeouts = { connectMs: 8000, readMs: 8000 };
export const defaultRetry: RetryPolicy = {
  attempts: 3,
  baseDelayMs: 250,
  maxDelayMs: 2000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Settings of one HTTP connection to the service. */
export interface HttpOptions {
  baseUrl: string;
  apiKey: string;
  /** Voucher-ordering path segment (`{segment}`), default `giftvoucher`. */
  orderingSegment: string;
  fetch?: FetchLike;
  timeouts?: Partial<Timeouts>;
  retry?: Partial<RetryPolicy>;
  logger: Logger;
  /** Told about every attempt: no error on success, the ServiceError otherwise (not for invalid requests). */
  onAttempt?: (error: ServiceError | undefined) => void;
}

/** Per-call options every client method accepts. */
export interface CallOptions {
  signal?: AbortSignal;
  timeouts?: Partial<Timeouts>;
  /** Overrides the attempt count of retry-safe calls (the connectivity probe uses 1). */
  attempts?: number;
}

/** One request: endpoint name, path parameters, query, body and the schema of the 2xx answer. */
export interface RequestSpec<S extends z.ZodType> {
  endpoint: EndpointName;
  params?: Record<string, string>;
  query?: Record<string, string | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  schema: S;
  /** `auto`: GET retries, others never. `same-key`: Book, retried with the same headers and body. */
  retry?: 'auto' | 'same-key';
  options?: CallOptions;
}

/** Sends one request and resolves with the parsed answer, or rejects with a ServiceError. */
export type Requester = <S extends z.ZodType>(spec: RequestSpec<S>) => Promise<z.output<S>>;

/** Builds the absolute URL: base (trailing slashes trimmed) + filled template + query + apikey. */
export function buildUrl(
  baseUrl: string,
  template: string,
  params: Record<string, string>,
  query: Record<string, string | undefined>,
  apiKey: string,
): string {
  const path = template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) search.append(k, v);
  search.append('apikey', apiKey);
  return `${baseUrl.replace(/\/+$/, '')}${path}?${search.toString()}`;
}

/** Names the first failing field of a zod error as a dotted path (`vouchers.0.code`). */
function firstField(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '(body)';
  return issue.path.length === 0 ? '(body)' : issue.path.map(String).join('.');
}

/** Parses a 2xx body: JSON when it is JSON, else the raw text (hello answers `OK`); empty is `{}`. */
function parseBody(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Creates the request function bound to one base URL and key. */
export function createRequester(opts: HttpOptions): Requester {
  const doFetch: FetchLike = opts.fetch ?? ((input, init) => fetch(input, init));
  const retry: RetryPolicy = { ...defaultRetry, ...opts.retry };
  const log = opts.logger;
  const scrub = (text: string): string => {
    const out = redact(text);
    return opts.apiKey.length >= 4 ? out.split(opts.apiKey).join('[redacted]') : out;
  };

  const notify = (err: ServiceError | undefined) => {
    try {
      opts.onAttempt?.(err);
    } catch (e) {
      log.error('service observer failed', { error: (e as Error).message });
    }
  };

  async function once<S extends z.ZodType>(spec: RequestSpec<S>, ctx: FailureContext): Promise<z.output<S>> {
    const ep = endpoints[spec.endpoint];
    const params = { segment: opts.orderingSegment, ...spec.params };
    const url = buildUrl(opts.baseUrl, ep.path, params, spec.query ?? {}, opts.apiKey);
    const timeouts = { ...defaultTimeouts, ...opts.timeouts, ...spec.options?.timeouts };
    const controller = new AbortController();
    let phase: 'connect' | 'read' | 'caller' | undefined;
    const abortFor = (p: 'connect' | 'read' | 'caller') => () => {
      phase ??= p;
      controller.abort();
    };
    const outer = spec.options?.signal;
    const onOuterAbort = abortFor('caller');
    outer?.addEventListener('abort', onOuterAbort, { once: true });
    if (outer?.aborted) onOuterAbort();
    let timer = setTimeout(abortFor('connect'), timeouts.connectMs);
    const started = Date.now();
    const headers: Record<string, string> = { accept: 'application/json, text/plain', ...spec.headers };
    if (spec.body !== undefined) headers['content-type'] = 'application/json';
    try {
      let res: Response;
      let text: string;
      try {
        res = await doFetch(url, {
          method: ep.method,
          headers,
          ...(spec.body === undefined ? {} : { body: JSON.stringify(spec.body) }),
          signal: controller.signal,
          // The key is in the query string: never follow a redirect to wherever it points.
          redirect: 'manual',
        });
        clearTimeout(timer);
        timer = setTimeout(abortFor('read'), timeouts.readMs);
        text = await res.text();
      } catch (err) {
        if (phase === 'connect' || phase === 'read') throw errorFromTimeout(phase, ctx);
        throw normalizeError(err, ctx);
      }
      // The path template is logged, never the URL: it cannot carry the key.
      log.debug('service call', { endpoint: ep.name, method: ep.method, path: ep.path, status: res.status, ms: Date.now() - started });
      if (res.status < 200 || res.status > 299) throw errorFromResponse(res.status, text, ctx, scrub);
      const parsed = spec.schema.safeParse(parseBody(text));
      if (!parsed.success) {
        const field = firstField(parsed.error);
        log.warn('service answer failed its schema', {
          endpoint: ep.name,
          status: res.status,
          field,
          issue: scrub(parsed.error.issues[0]?.message ?? ''),
        });
        throw errorFromSchema(res.status, field, ctx);
      }
      notify(undefined);
      return parsed.data as z.output<S>;
    } catch (err) {
      if (isServiceError(err)) {
        log.info('service call failed', { ...err.toJSON(), ms: Date.now() - started });
        notify(err);
      }
      throw err;
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    }
  }

  return async function request<S extends z.ZodType>(spec: RequestSpec<S>): Promise<z.output<S>> {
    const ep = endpoints[spec.endpoint];
    const retrySafe = ep.method === 'GET' || spec.retry === 'same-key';
    const ctx: FailureContext = { endpoint: spec.endpoint, method: ep.method, retrySafe };
    const attempts = retrySafe ? Math.max(1, spec.options?.attempts ?? retry.attempts) : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await once(spec, ctx);
      } catch (err) {
        if (attempt >= attempts || !shouldRetry(err)) throw err;
        if (spec.options?.signal?.aborted) throw err;
        const delay = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** (attempt - 1));
        log.debug('service call retried', { endpoint: spec.endpoint, attempt, delayMs: delay });
        await retry.sleep(delay);
      }
    }
  };
}

/** Transient failures worth another attempt of a retry-safe request (never a 4xx refusal). */
function shouldRetry(err: unknown): err is ServiceError {
  if (!isServiceError(err)) return false;
  if (err.kind === 'timeout' || err.kind === 'network' || err.kind === 'unavailable') return true;
  return err.code === 'idempotency_in_progress';
}
