// Reading one detail of an error whatever its code (tests follow a failed step's journal row).

/** The journal row an error names; throws when it names none. */
export function journalIdOf(err: { code: string; details?: unknown }): string {
  const d = err.details;
  if (typeof d === 'object' && d !== null && 'journalId' in d && typeof d.journalId === 'string') return d.journalId;
  throw new Error(`the ${err.code} error names no journal row`);
}

/** The `reason` an error names (recovery, session starts), or undefined. */
export function reasonOf(err: { code: string; details?: unknown }): string | undefined {
  const d = err.details;
  return typeof d === 'object' && d !== null && 'reason' in d && typeof d.reason === 'string' ? d.reason : undefined;
}
