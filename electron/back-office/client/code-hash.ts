// The hash under which the store matches a voucher code across tills. Slow and keyed: scrypt of
// the normalised code with the store's code key as salt, so whoever holds a till's secret still
// pays about 50 ms of CPU and 16 MiB of memory per guess (the README says what that costs on a
// GPU). The store never receives the key, and no till role reads the hashes (migration 009).
// A till hashes each distinct code once (kept in memory) on the thread pool, two at a time, so
// the till's main thread and the rest of the pool stay free.
import crypto from 'node:crypto';

/** The scheme's parameters: N = 2^14, r = 8, p = 1 (16 MiB), 32 bytes; `s1.` names the scheme in the stored hash. */
export const codeHashParams = { prefix: 's1.', N: 2 ** 14, r: 8, p: 1, keylen: 32 } as const;

const MAX_MEM = 256 * codeHashParams.N * codeHashParams.r;
const CACHE_LIMIT = 20_000;
const PARALLEL = 2;

/** A code as the voucher service writes it: upper case, without dashes, dots or spaces. */
export function normaliseCode(code: string): string {
  return code.replace(/[-.\s]/g, '').toUpperCase();
}

/** Only the last four characters of the normalised code. */
export function maskedCode(code: string): string {
  return `…${normaliseCode(code).slice(-4)}`;
}

/** The store-keyed slow hash of one code (the same for every spelling of it). */
export function codeHash(code: string, codeKey: string): Promise<string> {
  const { N, r, p, keylen, prefix } = codeHashParams;
  return new Promise((resolve, reject) => {
    crypto.scrypt(normaliseCode(code), Buffer.from(codeKey, 'base64url'), keylen, { N, r, p, maxmem: MAX_MEM }, (err, key) =>
      err ? reject(err) : resolve(prefix + key.toString('base64url')),
    );
  });
}

export interface ProtectedCode {
  masked: string | null;
  hash: string | null;
}

/** Hashes of one store's codes, each computed once: `protect` answers from memory, `settle` computes the missing. */
export interface CodeHasher {
  readonly codeKey: string;
  /** The masked code and its hash; a code not hashed yet is noted for `settle` and answered without hash. */
  readonly protect: (code: string | null) => ProtectedCode;
  /** Hashes the codes `protect` missed since the last call; true when there were any (build again). */
  readonly settle: () => Promise<boolean>;
}

export function createCodeHasher(codeKey: string): CodeHasher {
  const known = new Map<string, string>();
  const missing = new Set<string>();
  return {
    codeKey,
    protect: (code) => {
      if (code === null || normaliseCode(code) === '') return { masked: null, hash: null };
      const n = normaliseCode(code);
      const hash = known.get(n);
      if (hash === undefined) missing.add(n);
      return { masked: maskedCode(n), hash: hash ?? null };
    },
    settle: async () => {
      if (missing.size === 0) return false;
      const todo = [...missing];
      missing.clear();
      if (known.size + todo.length > CACHE_LIMIT) known.clear();
      let next = 0;
      const worker = async (): Promise<void> => {
        while (next < todo.length) {
          const code = todo[next++]!;
          known.set(code, await codeHash(code, codeKey));
        }
      };
      await Promise.all(Array.from({ length: PARALLEL }, worker));
      return true;
    },
  };
}

const hashers = new Map<string, CodeHasher>();

/** The hasher of one store's key, shared by the pusher and the closing's cross-check of this process. */
export function codeHasherFor(codeKey: string): CodeHasher {
  let h = hashers.get(codeKey);
  if (!h) {
    if (hashers.size >= 4) hashers.clear();
    h = createCodeHasher(codeKey);
    hashers.set(codeKey, h);
  }
  return h;
}
