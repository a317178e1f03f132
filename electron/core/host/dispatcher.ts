// The dispatcher, written once: look the method up, check the caller's role, validate the
// input, run the handler, validate the output, and answer with the result envelope.
import { z } from 'zod';
import type { Logger } from '../../common/log';
import { CoreError, coreErrorData, type MethodSpec, type Result, type Role } from '../contract';
import { say } from '../contract/core-messages';
import type { Caller, CallContext } from '../contract/calls';

export type { Caller, CallContext } from '../contract/calls';
import { phase } from '../../common/timing';

export type AnyHandler = (input: never, ctx: CallContext) => unknown;

export interface DispatcherOptions {
  methods: Record<string, MethodSpec>;
  handlers: Record<string, AnyHandler>;
  logger: Logger;
  /** Resolves the caller of a call from its session secret, once, before anything else. */
  resolveCaller?: (ctx: CallContext) => Caller | null;
  /** Throws a CoreError('forbidden') when the caller may not use a method of this role. */
  authorize?: (role: Role, ctx: CallContext, method: string) => void;
  /** A call found the database damaged (SQLite read a page it cannot use): the core refuses value steps from now on. */
  onDamagedStore?: (error: Error) => void;
}

/** SQLite's answer for a damaged file (better-sqlite3's `code`): a page it read is not what it wrote. */
function isDamagedStore(err: Error): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB');
}

export type Dispatch = (method: string, input: unknown, ctx: CallContext) => Promise<Result<unknown>>;

function issuesText(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(input)'}: ${i.message}`).join('; ');
}

export function createDispatcher(opts: DispatcherOptions): Dispatch {
  for (const name of Object.keys(opts.methods)) {
    if (typeof opts.handlers[name] !== 'function') throw new Error(`No handler for contract method ${name}`);
  }
  return async (method, input, transport) => {
    const ctx: CallContext = { clientId: transport.clientId, session: transport.session, caller: null };
    const spec = Object.prototype.hasOwnProperty.call(opts.methods, method) ? opts.methods[method] : undefined;
    const handler = spec ? opts.handlers[method] : undefined;
    if (!spec || !handler) {
      return { ok: false, error: coreErrorData('unknown_method', say('unknownMethod', { method: String(method).slice(0, 80) })) };
    }
    try {
      phase('session', () => {
        ctx.caller = opts.resolveCaller?.(ctx) ?? null;
        opts.authorize?.(spec.role, ctx, method);
      });
      const parsed = phase('input', () => spec.input.safeParse(input ?? {}));
      if (!parsed.success) {
        return { ok: false, error: coreErrorData('invalid_input', say('invalidInput', { issues: issuesText(parsed.error) })) };
      }
      const value = await phase('handler', () => (handler as (i: unknown, c: CallContext) => unknown)(parsed.data, ctx));
      const out = phase('output', () => spec.output.safeParse(value));
      if (!out.success) {
        // A bug on our side: the renderer must never see an unchecked shape.
        opts.logger.error('output failed its contract schema', { method, issues: issuesText(out.error) });
        return { ok: false, error: coreErrorData('internal', say('internalError')) };
      }
      return ctx.issued ? { ok: true, value: out.data, session: ctx.issued } : { ok: true, value: out.data };
    } catch (err) {
      if (err instanceof CoreError) return { ok: false, error: err.toData() };
      const e = err instanceof Error ? err : new Error(String(err));
      if (isDamagedStore(e)) {
        opts.logger.error('the database is damaged where a call read it', { method, error: e.message });
        opts.onDamagedStore?.(e);
        return {
          ok: false,
          error: new CoreError('locked', say('databaseUnreadable'), false, { reason: 'database_damaged' }).toData(),
        };
      }
      opts.logger.error('unhandled error in method', { method, error: e.message, stack: e.stack });
      return { ok: false, error: coreErrorData('internal', say('internalError')) };
    }
  };
}
