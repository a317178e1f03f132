import { z } from 'zod';

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

/** An error as data: what the renderer shows and branches on. */
export const coreErrorSchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  retryable: z.boolean(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type CoreErrorData = z.infer<typeof coreErrorSchema>;

/**
 * The envelope of every call result, on every transport. `session` carries a session secret the
 * core has just issued (login, open-till start); the transport keeps it and strips it before screens.
 */
export type Result<T> = { ok: true; value: T; session?: string } | { ok: false; error: CoreErrorData };

/** Thrown inside the core to end a call with a known error code. */
export class CoreError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly retryable = false,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'CoreError';
  }

  toData(): CoreErrorData {
    return { code: this.code, message: this.message, retryable: this.retryable, ...(this.details ? { details: this.details } : {}) };
  }
}
