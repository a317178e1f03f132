import { z } from 'zod';
import { errorDetailsSchemas, type ErrorDetails } from './error-details';
import { englishOf, type CoreMessage, type CoreMessageId } from './core-messages';
import { coreMessageIdSchema, messageParamsSchema, paramsSchemaOf } from './core-message-schemas';

/** The closed set of error codes that cross the core boundary. */
export const errorCodes = [
  'invalid_input',
  'unknown_method',
  'unauthorized',
  'forbidden',
  'offline',
  'service_refused',
  'service_unavailable',
  'uncertain',
  'not_found',
  'conflict',
  'locked',
  'internal',
] as const;
export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/**
 * One code's error as data: what the renderer shows and branches on. `messageId` and `params` name
 * the sentence (core-messages.ts) the renderer translates; `message` is its English text, for logs
 * and integrators.
 */
function errorOf<C extends ErrorCode, D extends z.ZodType>(code: C, details: D) {
  return z.object({
    code: z.literal(code),
    message: z.string(),
    messageId: coreMessageIdSchema.optional(),
    params: messageParamsSchema.optional(),
    retryable: z.boolean(),
    details: details.optional(),
  });
}

/** An error as data, one member per code: narrowing on `code` types its `details`. */
export type CoreErrorData = {
  [C in ErrorCode]: {
    code: C;
    message: string;
    messageId?: CoreMessageId;
    params?: Record<string, string | number>;
    retryable: boolean;
    details?: ErrorDetails<C>;
  };
}[ErrorCode];

/** The error data of one code. */
export type CoreErrorOf<C extends ErrorCode> = Extract<CoreErrorData, { code: C }>;

export { serviceCodeOf } from './service-code';

const coreErrorMembers = z.discriminatedUnion('code', [
  errorOf('invalid_input', errorDetailsSchemas.invalid_input),
  errorOf('unknown_method', errorDetailsSchemas.unknown_method),
  errorOf('unauthorized', errorDetailsSchemas.unauthorized),
  errorOf('forbidden', errorDetailsSchemas.forbidden),
  errorOf('offline', errorDetailsSchemas.offline),
  errorOf('service_refused', errorDetailsSchemas.service_refused),
  errorOf('service_unavailable', errorDetailsSchemas.service_unavailable),
  errorOf('uncertain', errorDetailsSchemas.uncertain),
  errorOf('not_found', errorDetailsSchemas.not_found),
  errorOf('conflict', errorDetailsSchemas.conflict),
  errorOf('locked', errorDetailsSchemas.locked),
  errorOf('internal', errorDetailsSchemas.internal),
]);

/** An error as data; its params are exactly those its message id declares. */
export const coreErrorSchema: z.ZodType<CoreErrorData> = coreErrorMembers.superRefine((e, ctx) => {
  if (e.messageId === undefined) return;
  const params = paramsSchemaOf(e.messageId).safeParse(e.params ?? {});
  if (!params.success) ctx.addIssue({ code: 'custom', path: ['params'], message: `params of ${e.messageId}: ${params.error.message}` });
});

/**
 * The envelope of every call result, on every transport. `session` carries a session secret the
 * core has just issued (login, open-till start); the transport keeps it and strips it before screens.
 */
export type Result<T> = { ok: true; value: T; session?: string } | { ok: false; error: CoreErrorData };

/**
 * Thrown inside the core to end a call with a known error code. `said` is the message by id and
 * typed params (`say('orderAtMost', { cents })`); the English `message` is made from it.
 */
export class CoreError<C extends ErrorCode = ErrorCode> extends Error {
  constructor(
    readonly code: C,
    readonly said: CoreMessage,
    readonly retryable = false,
    readonly details?: ErrorDetails<C>,
  ) {
    super(englishOf(said));
    this.name = 'CoreError';
  }

  toData(): CoreErrorData {
    // Checked against the contract like every output: a detail it does not declare is dropped
    // (never sent unchecked), and details of the wrong shape leave the error without details.
    const plain = { code: this.code, message: this.message, retryable: this.retryable };
    const base = { ...plain, messageId: this.said.id, params: this.said.params };
    const full = coreErrorSchema.safeParse(this.details ? { ...base, details: this.details } : base);
    if (full.success) return full.data;
    const said = coreErrorSchema.safeParse(base);
    return said.success ? said.data : coreErrorSchema.parse(plain);
  }
}
