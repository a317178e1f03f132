// Signed-in managers: the pool of each login's PostgreSQL role stays here, keyed by a random
// session id (the page holds only that id, in an HttpOnly cookie). Wrong passwords cost growing
// waits per login name and per client address.
import crypto from 'node:crypto';
import pg from 'pg';

export interface OfficeSession {
  login: string;
  pool: pg.Pool;
  lastUsed: number;
}

const IDLE_MS = 30 * 60_000;
const FIRST_WAIT_MS = 500;
const MAX_WAIT_MS = 16_000;

export class OfficeSessions {
  private readonly sessions = new Map<string, OfficeSession>();
  private readonly failures = new Map<string, number>();

  constructor(private readonly databaseUrl: string) {}

  /** The wait after the n-th wrong password in a row: 0.5 s, 1 s, 2 s, … at most 16 s. */
  static waitMs(failures: number): number {
    return failures <= 0 ? 0 : Math.min(FIRST_WAIT_MS * 2 ** (failures - 1), MAX_WAIT_MS);
  }

  /** Connects as the login's role; a new session id, or null (after the growing wait) when refused. */
  async signIn(login: string, password: string, address: string): Promise<string | null> {
    const url = new URL(this.databaseUrl);
    url.username = encodeURIComponent(login);
    url.password = encodeURIComponent(password);
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2, idleTimeoutMillis: 60_000 });
    pool.on('error', () => undefined);
    try {
      const c = await pool.connect();
      c.release();
    } catch {
      await pool.end().catch(() => undefined);
      const keys = [`login:${login}`, `address:${address}`];
      for (const k of keys) this.failures.set(k, (this.failures.get(k) ?? 0) + 1);
      const n = Math.max(...keys.map((k) => this.failures.get(k) ?? 0));
      await new Promise((r) => setTimeout(r, OfficeSessions.waitMs(n)));
      return null;
    }
    this.failures.delete(`login:${login}`);
    this.failures.delete(`address:${address}`);
    const id = crypto.randomBytes(32).toString('base64url');
    this.sessions.set(id, { login, pool, lastUsed: Date.now() });
    return id;
  }

  get(id: string | undefined): OfficeSession | undefined {
    const s = id ? this.sessions.get(id) : undefined;
    if (!s) return undefined;
    if (Date.now() - s.lastUsed > IDLE_MS) {
      void this.signOut(id);
      return undefined;
    }
    s.lastUsed = Date.now();
    return s;
  }

  async signOut(id: string | undefined): Promise<void> {
    const s = id ? this.sessions.get(id) : undefined;
    if (!s || !id) return;
    this.sessions.delete(id);
    await s.pool.end().catch(() => undefined);
  }

  async close(): Promise<void> {
    await Promise.all([...this.sessions.keys()].map((id) => this.signOut(id)));
  }
}
