// The stores' code keys (the keys voucher codes are hashed with), kept by the store program in a 0600 file and
// never in the store database: a dump of the database alone cannot test a guessed code.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const keysSchema = z.record(z.string(), z.string().min(43));

/** The code key of `store`, made and saved on first use. */
export function codeKeyOf(file: string, store: string): string {
  const keys = fs.existsSync(file) ? keysSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8'))) : {};
  const found = keys[store];
  if (found) return found;
  const key = crypto.randomBytes(32).toString('base64url');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify({ ...keys, [store]: key }), { mode: 0o600, flag: 'wx' });
  fs.renameSync(tmp, file);
  return key;
}
