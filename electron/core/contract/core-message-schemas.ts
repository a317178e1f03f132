// The zod side of the core messages (core-messages.ts stays free of zod: the cashier bundle loads it).
import { z } from 'zod';
import { coreMessageIds, coreMessages, type CoreMessageId, type ParamKind } from './core-messages';

const kindSchemas = { text: z.string(), count: z.number().int(), cents: z.number().int(), detail: z.string() } as const;

/** The schema of the parameters of `id`: exactly its declared places, each of its kind. */
export function paramsSchemaOf(id: CoreMessageId): z.ZodType<Record<string, string | number>> {
  const params = coreMessages[id].params as Record<string, ParamKind>;
  return z.strictObject(Object.fromEntries(Object.entries(params).map(([k, kind]) => [k, kindSchemas[kind]])));
}

export const coreMessageIdSchema = z.enum(coreMessageIds as [CoreMessageId, ...CoreMessageId[]]);
export const messageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
