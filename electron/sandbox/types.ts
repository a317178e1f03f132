// Shared shapes of the built-in service, so its areas (vouchers, ticketing) can be written apart.
import type { Context } from 'hono';
import type { Db } from '../common/sqlite';

/** An API key of the demo data and what it may do (interface §5). */
export interface KeyRecord {
  key: string;
  /** Role label printed by `npm run sandbox` as `apikey <role>: <key>`. */
  role: string;
  userId: string;
  userName: string;
  merchantId: string;
  /** Approved for third-party integrations (booking flow, statistics). */
  thirdPartyApproved: boolean;
  /** May sell vouchers as codes (ordering segment, voucher types); a till's key may lack it. */
  canOrder: boolean;
}

/** The built-in service's clock: tests and trainers advance it (e.g. to expire a reservation). */
export interface SandboxClock {
  now(): Date;
  /** Moves the clock forward by ms (a fixed offset on top of real time, or a fixed instant). */
  advance(ms: number): void;
  /** Sets a fixed instant; null returns to real time (plus the offset). */
  set(instant: Date | null): void;
}

/** What every route module gets from the server. */
export interface SandboxDeps {
  db: Db;
  clock: SandboxClock;
  /** Absolute base URL of this server, for token-protected PDF / wallet URLs. */
  baseUrl(): string;
  /** Reads `apikey` from the query; answers 401 itself by throwing an HTTPException-like error. */
  authenticate(c: Context): KeyRecord;
  /** Which examples the answers follow (flavour.ts); `interface` unless started otherwise. */
  flavour: 'interface' | 'production';
}
