// Secrets (the live API key) live outside the database behind a small interface, so Electron main
// can plug in safeStorage while browser mode keeps a 0600 file. The core never reads a secret back
// to the renderer; callers only `get` it to build a service client.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir, PRIVATE_FILE_MODE, tightenMode } from '../../common/private-files';

/** Names of the secrets the core keeps (`store.link`: the store's connection secret). */
export type SecretName = 'service.apiKey' | 'store.link';

/** Where secrets are kept. Synchronous: secrets are tiny and read at connect time only. */
export interface SecretStore {
  /** The secret, or undefined when none is stored. */
  get(name: SecretName): string | undefined;
  set(name: SecretName, value: string): void;
  delete(name: SecretName): void;
  /** Every stored secret value (for the logger's redaction list). */
  values(): string[];
}

/** Secrets in memory only (tests, ':memory:' cores). */
export function memorySecretStore(): SecretStore {
  const map = new Map<SecretName, string>();
  return {
    get: (n) => map.get(n),
    set: (n, v) => void map.set(n, v),
    delete: (n) => void map.delete(n),
    values: () => [...map.values()],
  };
}

/**
 * Browser mode: a JSON file `secrets.json` in the data folder with mode 0600, written atomically
 * (temp file + rename) so a crash never leaves half a key. Not encrypted: file permissions are the
 * protection here; Electron uses safeStorage instead (electron/main).
 */
export function fileSecretStore(dataDir: string, fileName = 'secrets.json'): SecretStore {
  const file = path.join(dataDir, fileName);
  // Read once and kept: the logger asks for the values on every line it writes.
  let cache: Record<string, string> | null = null;
  const read = (): Record<string, string> => (cache ??= load());
  const load = (): Record<string, string> => {
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw err;
    }
    const data = JSON.parse(text) as unknown;
    if (typeof data !== 'object' || data === null) return {};
    return Object.fromEntries(Object.entries(data).filter((e): e is [string, string] => typeof e[1] === 'string'));
  };
  const write = (data: Record<string, string>) => {
    ensurePrivateDir(dataDir);
    const tmp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    // 'wx': a fresh file with mode 0600 from the first byte; chmod because the umask may have loosened it.
    fs.writeFileSync(tmp, JSON.stringify(data), { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    fs.chmodSync(tmp, PRIVATE_FILE_MODE);
    fs.renameSync(tmp, file);
    cache = data;
  };
  // Tighten a folder or file that was created or copied with looser permissions.
  if (fs.existsSync(dataDir)) ensurePrivateDir(dataDir);
  tightenMode(file, PRIVATE_FILE_MODE);
  return {
    get: (n) => read()[n],
    set: (n, v) => write({ ...read(), [n]: v }),
    delete: (n) => {
      const data = read();
      delete data[n];
      write(data);
    },
    values: () => Object.values(read()),
  };
}

/**
 * Moves a key that an earlier version kept in the settings table (`service.apiKey`) into the
 * secret store and deletes the row; such a key meant "live", so the mode setting says so.
 */
export function migrateKeyFromSettings(db: import('./database').Db, store: SecretStore, now: Date): void {
  const row = db.prepare(`SELECT value FROM settings WHERE key = 'service.apiKey'`).get() as { value: string } | undefined;
  if (!row) return;
  let key: unknown;
  try {
    key = JSON.parse(row.value);
  } catch {
    key = undefined;
  }
  if (typeof key === 'string' && key.trim() !== '') {
    store.set('service.apiKey', key.trim());
    db.prepare(
      `INSERT INTO settings (key, value, updated_at) VALUES ('service.mode', '"live"', ?)
       ON CONFLICT(key) DO NOTHING`,
    ).run(now.toISOString());
  }
  db.prepare(`DELETE FROM settings WHERE key = 'service.apiKey'`).run();
}

/** Encrypts and decrypts a secret (Electron main passes safeStorage; tests pass a fake). */
export interface SecretCipher {
  encrypt(plain: string): Buffer;
  decrypt(sealed: Buffer): string;
}

/**
 * Desktop: each secret sealed by the cipher (Electron safeStorage: the OS keychain / DPAPI /
 * libsecret), stored base64 in `secrets.sealed.json`, still written 0600 and atomically.
 */
export function sealedFileSecretStore(dataDir: string, cipher: SecretCipher): SecretStore {
  const file = fileSecretStore(dataDir, 'secrets.sealed.json');
  // Decrypted once per sealed value: the logger asks for the values on every line.
  const opened = new Map<string, string>();
  const open = (sealed: string): string => {
    let plain = opened.get(sealed);
    if (plain === undefined) {
      plain = cipher.decrypt(Buffer.from(sealed, 'base64'));
      opened.set(sealed, plain);
    }
    return plain;
  };
  return {
    get: (n) => {
      const sealed = file.get(n);
      return sealed === undefined ? undefined : open(sealed);
    },
    set: (n, v) => {
      opened.clear();
      file.set(n, cipher.encrypt(v).toString('base64'));
    },
    delete: (n) => {
      opened.clear();
      file.delete(n);
    },
    values: () => file.values().map(open),
  };
}
