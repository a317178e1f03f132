// The dispatcher, written once: look the method up, check the caller's role, validate the
// input, run the handler, validate the output, and answer with the result envelope.
import { z } from 'zod';
import type { Logger } from '../../common/log';
import { CoreError, type MethodSpec, type Result, type Role } from '../contract';

/** Who is calling: set by the transport, read by role checks. */
export interface CallContext {
  /** Stable id of the connected client (window, browser tab). */
  clientId: string;
}

export type AnyHandler = (input: never, ctx: CallContext) => unknown;

export interface DispatcherOptions {
  methods: Record<string, MethodSpec>;
  handlers: Record<string, AnyHandler>;
  logger: Logger;
  /** Throws a CoreError('forbidden') when the caller may not use a method of this role. */
  authorize?: (role: Role, ctx: CallContext, method: string) => void;
}

export type Dispatch = (method: string, input: unknown, ctx: CallContext) => Promise<Result<unknown>>;

function issuesText(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(input)'}: ${i.message}`).join('; ');
}

export function createDispatcher(opts: DispatcherOptions): Dispatch {
  for (const name of Object.keys(opts.methods)) {
    if (typeof opts.handlers[name] !== 'function') throw new Error(`No handler for contract method ${name}`);
  }
  return async (method, input, ctx) => {
    const spec = Object.prototype.hasOwnProperty.call(opts.methods, method) ? opts.methods[method] : undefined;
    const handler = spec ? opts.handlers[method] : undefined;
    if (!spec || !handler) {
      return { ok: false, error: { code: 'unknown_method', message: `Unknown method: ${String(method).slice(0, 80)}`, retryable: false } };
    }
    try {
      opts.authorize?.(spec.role, ctx, method);
      const parsed = spec.input.safeParse(input ?? {});
      if (!parsed.success) {
        return { ok: false, error: { code: 'invalid_input', message: issuesText(parsed.error), retryable: false } };
      }
      const value = await (handler as (i: unknown, c: CallContext) => unknown)(parsed.data, ctx);
      const out = spec.output.safeParse(value);
      if (!out.success) {
        // A bug on our side: the renderer must never see an unchecked shape.
        opts.logger.error('output failed its contract schema', { method, issues: issuesText(out.error) });
        return { ok: false, error: { code: 'internal', message: 'Internal error', retryable: false } };
      }
      return { ok: true, value: out.data };
    } catch (err) {
      if (err instanceof CoreError) return { ok: false, error: err.toData() };
      const e = err instanceof Error ? err : new Error(String(err));
      opts.logger.error('unhandled error in method', { method, error: e.message, stack: e.stack });
      return { ok: false, error: { code: 'internal', message: 'Internal error', retryable: false } };
    }
  };
}
