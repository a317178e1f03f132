// The checksum of a migration step's text, recorded with the step in each database (SQLite and
// PostgreSQL): a database that holds a step whose text has changed since is refused.
import { createHash } from 'node:crypto';

/** SHA-256 (hex) of a step's text; line ends count as LF, so a Windows checkout sums the same. */
export function migrationChecksum(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n/g, '\n')).digest('hex');
}

/** A checksum as messages show it. */
export const shortChecksum = (sum: string): string => sum.slice(0, 12);
