// Reading one detail of an error whatever its code (tests follow a failed step's journal row).

/** The journal row an error names; throws when it names none. */
export function journalIdOf(err: { code: string; details?: unknown }): string {
  const d = err.details;
  if (typeof d === 'object' && d !== null && 'journalId' in d && typeof d.journalId === 'string') return d.journalId;
  throw new Error(`the ${err.code} error names no journal row`);
}

/** One detail of an error whatever its code, or undefined (tests that collect refusals of several codes). */
export function detailOf(err: { details?: unknown }, key: string): unknown {
  const d = err.details;
  return typeof d === 'object' && d !== null && key in d ? (d as Record<string, unknown>)[key] : undefined;
}
