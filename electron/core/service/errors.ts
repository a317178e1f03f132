/**
 * One typed error for every way a service call can fail, and the normalisation that builds it.
 *
 * `kind` says what happened on the wire:
 *   - `invalid_request` the client refused to send (bad code, bad body); nothing left the terminal.
 *   - `refused`         the service answered 4xx (incl. 401 `unauthorized`, 404 `not_found`, 409
 *                       idempotency conflicts): a definite no, nothing was applied.
 *   - `unavailable`     the service answered 5xx (or 408/429): it may or may not have processed it.
 *   - `timeout`         no complete answer within the connect (headers) or read (body) timeout.
 *   - `network`         no connection (refused, DNS) or the connection dropped mid-exchange.
 *   - `schema`          a 2xx answer whose body fails its wire schema (field named in the log).
 * `outcome` says whether the request may have changed anything at the service:
 *   - `not_applied` certainly not (never sent, connection refused, or a 4xx refusal);
 *   - `unknown`     it may have been applied (timeout, dropped connection, 5xx, unreadable 2xx).
 *   A value-moving step with `outcome: 'unknown'` is `uncertain` in the journal and must never be
 *   retried blindly.
 * `retryable`: sending the same request again later is safe and may succeed (GETs on transient
 * failures; value-moving requests only when `outcome` is `not_applied` and the failure was transient).
 * Messages never contain a URL or the API key.
 */
import { CoreError, type ErrorCode } from '../contract/errors';
import { englishOf, say, serviceSaid, type CoreMessage } from '../contract/core-messages';
import { errorBodySchema, type EndpointName } from './wire';

/** What happened on the wire; see the module comment. */
export type ServiceErrorKind = 'invalid_request' | 'refused' | 'unavailable' | 'timeout' | 'network' | 'schema';
/** Whether the request may have been applied by the service. */
export type ServiceOutcome = 'not_applied' | 'unknown';

/** Fields of a ServiceError. */
export interface ServiceErrorInit {
  kind: ServiceErrorKind;
  /** The service's `error_code` when it sent one, else a code derived here (e.g. `bad_request`, `timeout`). */
  code: string;
  /** What happened, by message id (its English text is the error's `message`). */
  said: CoreMessage;
  /** The service's own sentence (plain-text or JSON body), for the cashier; absent when none. */
  serviceMessage?: string;
  status?: number;
  retryable: boolean;
  outcome: ServiceOutcome;
  endpoint: EndpointName;
  method: string;
}

/** The one error type every service call rejects with. */
export class ServiceError extends Error implements ServiceErrorInit {
  readonly kind: ServiceErrorKind;
  readonly code: string;
  readonly said: CoreMessage;
  readonly serviceMessage?: string;
  readonly status?: number;
  readonly retryable: boolean;
  readonly outcome: ServiceOutcome;
  readonly endpoint: EndpointName;
  readonly method: string;

  constructor(init: ServiceErrorInit) {
    super(englishOf(init.said));
    this.name = 'ServiceError';
    this.said = init.said;
    this.kind = init.kind;
    this.code = init.code;
    if (init.serviceMessage !== undefined) this.serviceMessage = init.serviceMessage;
    if (init.status !== undefined) this.status = init.status;
    this.retryable = init.retryable;
    this.outcome = init.outcome;
    this.endpoint = init.endpoint;
    this.method = init.method;
  }

  /** Plain data for logs and details (no URL, no key). */
  toJSON(): Record<string, unknown> {
    return {
      kind: this.kind,
      code: this.code,
      status: this.status,
      message: this.message,
      messageId: this.said.id,
      params: this.said.params,
      retryable: this.retryable,
      outcome: this.outcome,
      endpoint: this.endpoint,
      method: this.method,
    };
  }
}

/** Narrows an unknown throw to a ServiceError. */
export function isServiceError(err: unknown): err is ServiceError {
  return err instanceof ServiceError;
}

/** True when a value step that failed with `err` must be journaled `uncertain` (never retried blindly). */
export function isUncertain(err: unknown): boolean {
  return isServiceError(err) && err.outcome === 'unknown';
}

/** Where a request stood when it failed, for the normaliser. */
export interface FailureContext {
  endpoint: EndpointName;
  method: string;
  /** True when sending it again cannot apply anything twice (GETs; Book with its same Idempotency-Key). */
  retrySafe: boolean;
}

const MAX_MESSAGE = 300;

/** Error codes derived from an HTTP status when the body carries none. */
function codeForStatus(status: number): string {
  switch (status) {
    case 301:
    case 302:
    case 303:
    case 307:
    case 308:
      return 'redirect';
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 408:
      return 'request_timeout';
    case 409:
      return 'conflict';
    case 422:
      return 'validation_error';
    case 429:
      return 'rate_limited';
    default:
      return status >= 500 ? 'server_error' : `http_${status}`;
  }
}

/** What the status says when the service gave no sentence. */
function genericMessage(status: number): CoreMessage {
  if (status >= 300 && status < 400) return say('serviceRedirect', { status });
  if (status === 401) return say('apiKeyRefused');
  if (status === 404) return say('unknownItem');
  if (status >= 500) return say('serviceInternal', { status });
  return say('serviceRefusedHttp', { status });
}

/** Extracts a readable sentence from a plain-text body: trimmed, one line, no markup, capped. */
function plainTextMessage(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (/^<(!doctype|html|\?xml)/i.test(trimmed)) return undefined; // an HTML error page says nothing useful
  const oneLine = trimmed.replace(/\s+/g, ' ');
  return oneLine.length > MAX_MESSAGE ? `${oneLine.slice(0, MAX_MESSAGE - 1)}…` : oneLine;
}

/** Reads `{error_code, message}` (or a looser `{message}` / `{error}`) from a body, if it is JSON. */
function jsonError(text: string): { code?: string; message?: string } | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  const strict = errorBodySchema.safeParse(data);
  if (strict.success) return { code: strict.data.error_code, message: plainTextMessage(strict.data.message) };
  if (typeof data === 'object' && data !== null) {
    const rec = data as Record<string, unknown>;
    const msg = [rec.message, rec.error, rec.error_message].find((v): v is string => typeof v === 'string');
    const code = typeof rec.error_code === 'string' ? rec.error_code : undefined;
    return { code, message: msg === undefined ? undefined : plainTextMessage(msg) };
  }
  if (typeof data === 'string') return { message: plainTextMessage(data) };
  return {};
}

/**
 * Normalises a non-2xx HTTP answer (JSON body, plain-text body or empty body) into a ServiceError.
 * `scrub` removes secrets from any text taken from the body.
 */
export function errorFromResponse(
  status: number,
  bodyText: string,
  ctx: FailureContext,
  scrub: (text: string) => string = (t) => t,
): ServiceError {
  const parsed = jsonError(bodyText) ?? { message: plainTextMessage(bodyText) };
  const code = parsed.code ?? codeForStatus(status);
  const serviceMessage = parsed.message === undefined ? undefined : scrub(parsed.message);
  const serverSide = status >= 500 || status === 408 || status === 429;
  const inProgress = code === 'idempotency_in_progress';
  return new ServiceError({
    kind: serverSide ? 'unavailable' : 'refused',
    code,
    said: serviceSaid(serviceMessage, genericMessage(status)),
    ...(serviceMessage === undefined ? {} : { serviceMessage }),
    status,
    // 408/429 and an in-flight idempotency key were not processed; 5xx may have been.
    outcome: status >= 500 ? 'unknown' : 'not_applied',
    retryable: status >= 500 ? ctx.retrySafe : serverSide || inProgress,
    endpoint: ctx.endpoint,
    method: ctx.method,
  });
}

/** Network error codes (undici / Node) that prove the request never reached the service. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'UND_ERR_CONNECT_TIMEOUT',
  'ERR_INVALID_URL',
]);

/** Finds a system error code on an error or its `cause` chain. */
export function systemErrorCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e !== undefined && e !== null && depth < 5; depth++) {
    const rec = e as { code?: unknown; cause?: unknown };
    if (typeof rec.code === 'string') return rec.code;
    e = rec.cause;
  }
  return undefined;
}

/** Normalises a thrown fetch/network error (no HTTP answer) into a ServiceError. */
export function errorFromNetwork(err: unknown, ctx: FailureContext): ServiceError {
  const sys = systemErrorCode(err);
  const notSent = sys !== undefined && NOT_SENT_CODES.has(sys);
  return new ServiceError({
    kind: 'network',
    code: notSent ? 'connection_refused' : 'connection_dropped',
    said: notSent ? say('unreachable') : say('connectionLost'),
    outcome: notSent ? 'not_applied' : 'unknown',
    retryable: notSent || ctx.retrySafe,
    endpoint: ctx.endpoint,
    method: ctx.method,
  });
}

/** A timeout waiting for the answer headers (`connect`) or for the body (`read`). */
export function errorFromTimeout(phase: 'connect' | 'read', ctx: FailureContext): ServiceError {
  return new ServiceError({
    kind: 'timeout',
    code: phase === 'connect' ? 'connect_timeout' : 'read_timeout',
    said: say('noAnswerInTime'),
    outcome: 'unknown',
    retryable: ctx.retrySafe,
    endpoint: ctx.endpoint,
    method: ctx.method,
  });
}

/** A 2xx answer whose body failed its schema: the service is not speaking the expected interface. */
export function errorFromSchema(status: number, field: string, ctx: FailureContext): ServiceError {
  return new ServiceError({
    kind: 'schema',
    code: 'schema_mismatch',
    said: say('unreadableAnswer', { field }),
    status,
    outcome: ctx.method === 'GET' ? 'not_applied' : 'unknown',
    retryable: false,
    endpoint: ctx.endpoint,
    method: ctx.method,
  });
}

/**
 * A 2xx answer that does not answer what was asked (captured traffic: a deactivation of one code
 * answered with another code and its balance). Nothing in it may be journaled as ours; after a POST
 * the step may have happened to what was asked, so its outcome is unknown (the reconciler asks).
 */
export function errorFromMismatch(said: CoreMessage, ctx: FailureContext): ServiceError {
  return new ServiceError({
    kind: 'schema',
    code: 'answer_mismatch',
    said,
    outcome: ctx.method === 'GET' ? 'not_applied' : 'unknown',
    retryable: false,
    endpoint: ctx.endpoint,
    method: ctx.method,
  });
}

/** The answer names another voucher code than the one asked. */
export function voucherMismatch(asked: string, answered: string, ctx: FailureContext): ServiceError {
  return errorFromMismatch(say('answerOtherVoucher', { answered: answered || '(none)', asked }), ctx);
}

/** The answer names another amount (cents) than the one asked about. */
export function amountMismatch(endpoint: EndpointName, method: string, asked: number, answered: number): ServiceError {
  return errorFromMismatch(say('answerOtherAmount', { answered, asked }), { endpoint, method, retrySafe: false });
}

/** A request the client refuses to send (malformed code, body failing its request schema). */
export function invalidRequest(said: CoreMessage, ctx: FailureContext): ServiceError {
  return new ServiceError({
    kind: 'invalid_request',
    code: 'invalid_request',
    said,
    outcome: 'not_applied',
    retryable: false,
    endpoint: ctx.endpoint,
    method: ctx.method,
  });
}

/**
 * Turns anything a request threw into a ServiceError: an HTTP answer is normalised by
 * `errorFromResponse`, a ServiceError is kept, every other throw (fetch rejection, reset socket,
 * abort) is a network failure whose outcome depends on whether the request can have left.
 */
export function normalizeError(err: unknown, ctx: FailureContext): ServiceError {
  return isServiceError(err) ? err : errorFromNetwork(err, ctx);
}

/**
 * Maps a service failure onto the terminal's closed error set. `valueMoving`: the call was a value
 * step, so an unknown outcome is `uncertain` rather than merely unavailable.
 */
export function toCoreError(err: ServiceError, valueMoving: boolean): CoreError {
  const details = { serviceCode: err.code, kind: err.kind, endpoint: err.endpoint, ...(err.status ? { status: err.status } : {}) };
  let code: ErrorCode;
  if (err.kind === 'invalid_request') code = 'invalid_input';
  else if (valueMoving && err.outcome === 'unknown') code = 'uncertain';
  else if (err.kind === 'refused') {
    if (err.code === 'not_found') code = 'not_found';
    else if (err.status === 409 || err.code.startsWith('idempotency_')) code = 'conflict';
    else code = 'service_refused';
  } else if (err.kind === 'network' && err.outcome === 'not_applied') code = 'offline';
  else code = 'service_unavailable';
  return new CoreError(code, err.said, err.retryable, details);
}
