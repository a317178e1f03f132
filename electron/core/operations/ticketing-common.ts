// Helpers shared by the ticketing operations of this folder (catalog, orders, events, door scans).
import { z } from 'zod';
import { CoreError } from '../contract';
import { say } from '../contract/core-messages';
import type { CoreRuntime } from '../runtime';
import { isServiceError, toCoreError, type ServiceClient } from '../service';
import { getSetting } from '../store/settings';

/** The service client set on the runtime by the composition root, if any. */
export function ticketingService(rt: CoreRuntime): ServiceClient | undefined {
  return rt.service;
}

/** The service client, or `offline` when none is configured. */
export function requireTicketingService(rt: CoreRuntime): ServiceClient {
  const s = ticketingService(rt);
  if (!s) throw new CoreError('offline', say('noTicketing'), false);
  return s;
}

/** Maps a failed read (nothing moved) onto the contract's error set. */
export function readError(err: unknown): CoreError {
  if (isServiceError(err)) return toCoreError(err, false);
  if (err instanceof CoreError) return err;
  throw err;
}

/** True for a failure that means "cannot reach the service now" (answer from the cache instead). */
export function unreachable(err: unknown): boolean {
  if (err instanceof CoreError) return err.code === 'offline';
  return isServiceError(err) && (err.kind === 'network' || err.kind === 'timeout' || err.kind === 'unavailable');
}

/** This terminal's name as stored in the settings. */
export function terminalOf(rt: CoreRuntime): string {
  return getSetting(rt.db, 'terminal.name', z.string(), 'Till 1');
}
