// Which service a stored row belongs to: training (the built-in service) or live with its base URL.
// The composition root records the service in use at every (re)connect; writers tag their rows with
// it and readers of the current day (closing, journal, reconciler, caches) see only its rows, so
// training never mixes into live and one live service never into another.
import { z } from 'zod';
import type { Db } from './database';
import { getSetting, rememberedSetting, setSetting } from './settings';

/** The mode and the service a row belongs to (`service` is 'training' or the live base URL). */
export interface Scope {
  mode: 'training' | 'live';
  service: string;
}

/** The scope of the training service (its port changes at every start, so it is not part of it). */
export const TRAINING_SCOPE: Scope = { mode: 'training', service: 'training' };

const ACTIVE_KEY = 'service.activeScope';
const scopeSchema = z.object({ mode: z.enum(['training', 'live']), service: z.string().min(1) });

/** The scope of a connection: training, or live with its base URL (trailing slashes dropped). */
export function scopeOf(mode: 'training' | 'live', baseUrl: string | undefined): Scope {
  if (mode === 'training' || !baseUrl) return TRAINING_SCOPE;
  return { mode: 'live', service: baseUrl.replace(/\/+$/, '') };
}

/** The scope in use now (training until a live service was connected). */
export function activeScope(db: Db): Scope {
  return rememberedSetting(db, 'activeScope', () => getSetting(db, ACTIVE_KEY, scopeSchema, TRAINING_SCOPE));
}

/** Records the scope in use (called at every connect, before any handler runs). */
export function setActiveScope(db: Db, scope: Scope, now: Date): void {
  setSetting(db, ACTIVE_KEY, scopeSchema.parse(scope), now);
}

/** True when both scopes are the same service. */
export function sameScope(a: Scope, b: Scope): boolean {
  return a.mode === b.mode && a.service === b.service;
}

/** SQL condition on the `mode` and `service` columns (optionally of a table alias) and its two values. */
export function scopeWhere(scope: Scope, alias = ''): { sql: string; args: [string, string] } {
  const p = alias ? `${alias}.` : '';
  return { sql: `${p}mode = ? AND ${p}service = ?`, args: [scope.mode, scope.service] };
}
