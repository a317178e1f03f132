// The one-time connection secret a till receives at enrolment: where the store is, the till's own
// PostgreSQL role and password, and the store's key for hashing voucher codes (the store database
// never holds that key, so it can match a code across tills without ever being able to test one;
// code-hash.ts makes the hash).
// The till keeps the whole secret like its API key (write-only, safeStorage or a 0600 file).
import { z } from 'zod';

export const storeLinkSchema = z.object({
  v: z.literal(1),
  /** postgres://till_…:password@host:port/database[?sslmode=…]: TLS as the URL says. */
  url: z.string().min(1),
  store: z.string().min(1),
  tillId: z.uuid(),
  till: z.string().min(1),
  /** base64url, 32 bytes: the key (scrypt salt) of the voucher code hashes of this store. */
  codeKey: z.string().min(43),
});
export type StoreLink = z.infer<typeof storeLinkSchema>;

const PREFIX = 'vts1.';

export function encodeStoreLink(link: StoreLink): string {
  return PREFIX + Buffer.from(JSON.stringify(storeLinkSchema.parse(link))).toString('base64url');
}

/** The link in a pasted secret, or undefined when it is not one (never throws on user input). */
export function decodeStoreLink(secret: string): StoreLink | undefined {
  const text = secret.trim();
  if (!text.startsWith(PREFIX)) return undefined;
  try {
    const parsed = storeLinkSchema.safeParse(JSON.parse(Buffer.from(text.slice(PREFIX.length), 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
