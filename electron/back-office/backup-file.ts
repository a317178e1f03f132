// The store's backup file: one line of plain JSON (the header, readable with `head -1`), then the
// body, gzip'd JSON lines. The header names the body's length and SHA-256, so a damaged, cut or
// foreign file is refused before anything is read from it, let alone written to a database.
// Body lines, in order: the roles, the sequences, then per table a line naming it and its
// columns followed by its rows (arrays of PostgreSQL's text form of each value, null for NULL),
// and a last line `{"t":"end"}`.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { z } from 'zod';

export const BACKUP_MAGIC = 'vts-store-backup';
export const BACKUP_FORMAT = 1;

export const backupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  /** The store's migration version when the backup was taken. */
  migration: z.number().int().nonnegative(),
  createdAt: z.string(),
  /** Rows per table, by schema-qualified name. */
  tables: z.record(z.string(), z.number().int().nonnegative()),
  // `managers`: store logins (absent in backups taken before store logins existed).
  roles: z.object({
    tills: z.number().int(),
    chain: z.number().int(),
    managers: z.number().int().optional(),
    withVerifier: z.number().int(),
  }),
  bodyBytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type BackupHeader = z.infer<typeof backupHeaderSchema>;

/** A login of the store kept in the backup: a till's role, a chain login or a store login. */
export const backupRoleSchema = z.object({
  t: z.literal('role'),
  name: z.string().min(1).max(63),
  group: z.enum(['store_till', 'store_chain', 'store_manager']),
  login: z.boolean(),
  /** PostgreSQL's stored verifier (SCRAM), when the owner could read it. */
  verifier: z.string().nullable(),
});
export type BackupRole = z.infer<typeof backupRoleSchema>;

export const backupSequenceSchema = z.object({
  t: z.literal('sequence'),
  name: z.string().min(1),
  last: z.string().regex(/^-?\d+$/),
  called: z.boolean(),
});
export type BackupSequence = z.infer<typeof backupSequenceSchema>;

export const backupTableSchema = z.object({
  t: z.literal('table'),
  name: z.string().min(1),
  columns: z.array(z.string().min(1)).min(1),
});
export type BackupTable = z.infer<typeof backupTableSchema>;

export class BackupFileError extends Error {
  constructor(
    readonly file: string,
    why: string,
  ) {
    super(`${file}: ${why}; nothing was restored`);
    this.name = 'BackupFileError';
  }
}

const HEADER_MAX = 1 << 20;

/** The file's header and where its body starts; refuses anything that is not a store backup. */
export function readBackupHeader(file: string): { header: BackupHeader; bodyStart: number } {
  const fd = fs.openSync(file, 'r');
  let text: string;
  try {
    const buf = Buffer.alloc(HEADER_MAX);
    const n = fs.readSync(fd, buf, 0, HEADER_MAX, 0);
    const nl = buf.subarray(0, n).indexOf(0x0a);
    const prefix = `${BACKUP_MAGIC} `;
    if (nl < 0 || buf.subarray(0, prefix.length).toString('latin1') !== prefix) {
      throw new BackupFileError(file, 'not a store backup (it does not start as one)');
    }
    text = buf.subarray(prefix.length, nl).toString('utf8');
    const parsed = backupHeaderSchema.safeParse(safeJson(text));
    if (!parsed.success) throw new BackupFileError(file, 'the backup header is damaged or of an unknown format');
    const size = fs.fstatSync(fd).size;
    if (size !== nl + 1 + parsed.data.bodyBytes) {
      throw new BackupFileError(file, `the file has ${size - nl - 1} bytes after its header, the header says ${parsed.data.bodyBytes}`);
    }
    return { header: parsed.data, bodyStart: nl + 1 };
  } finally {
    fs.closeSync(fd);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Checks the body's SHA-256 against the header (reads the whole file once). */
export async function verifyBackupBody(file: string, header: BackupHeader, bodyStart: number): Promise<void> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file, { start: bodyStart })) hash.update(chunk as Buffer);
  if (hash.digest('hex') !== header.sha256) throw new BackupFileError(file, 'the checksum does not match: the file is damaged');
}

/** The header line as written in front of the body. */
export function headerLine(header: BackupHeader): string {
  return `${BACKUP_MAGIC} ${JSON.stringify(backupHeaderSchema.parse(header))}\n`;
}
