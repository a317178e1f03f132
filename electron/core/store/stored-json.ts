// Reading back JSON the store wrote, written once: text that is not JSON fails like a value its
// schema refuses, so a damaged row is skipped or replaced by the caller's fallback, never guessed.
import type { z } from 'zod';

/** The outcome of reading stored JSON: the validated value, or a failure. */
export type StoredRead<T> = { success: true; data: T } | { success: false };

/** Parses stored JSON text and validates it with `schema`. */
export function readStoredJson<S extends z.ZodType>(text: string, schema: S): StoredRead<z.output<S>> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { success: false };
  }
  const parsed = schema.safeParse(raw);
  return parsed.success ? { success: true, data: parsed.data } : { success: false };
}
