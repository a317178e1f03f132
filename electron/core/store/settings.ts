import { z } from 'zod';
import { isTimeZone, osTimeZone } from '../contract/format';
import type { Db } from './database';
import { readStoredJson } from './stored-json';

/** Reads a setting and validates it; an absent or invalid value gives the fallback. */
export function getSetting<S extends z.ZodType>(db: Db, key: string, schema: S, fallback: z.output<S>): z.output<S> {
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined;
  if (!row) return fallback;
  const parsed = readStoredJson(row.value, schema);
  return parsed.success ? parsed.data : fallback;
}

/**
 * Settings read on every journal row (the time zone, the scope in use), kept per database until a
 * setting is written: a row's day then costs no settings read. Every write through setSetting
 * forgets them (the settings table has no other writer of these keys).
 */
const remembered = new WeakMap<Db, Map<string, unknown>>();

/** The value of `read()` for `name`, read once per database and again after any setting changed. */
export function rememberedSetting<T>(db: Db, name: string, read: () => T): T {
  let values = remembered.get(db);
  if (!values) remembered.set(db, (values = new Map()));
  if (values.has(name)) return values.get(name) as T;
  const value = read();
  values.set(name, value);
  return value;
}

export function setSetting(db: Db, key: string, value: unknown, now: Date = new Date()): void {
  remembered.get(db)?.clear();
  db.prepare(
    `INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?)
     ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
  ).run(key, JSON.stringify(value), now.toISOString());
}

/**
 * The terminal's time zone: the `terminal.timeZone` setting, else the older `receipt.timeZone`,
 * else the zone of the operating system. An unknown zone name counts as absent.
 */
export function terminalTimeZone(db: Db): string {
  return rememberedSetting(db, 'terminalTimeZone', () => {
    for (const key of ['terminal.timeZone', 'receipt.timeZone']) {
      const zone = getSetting(db, key, zoneSchema, '');
      if (zone && isTimeZone(zone)) return zone;
    }
    return osTimeZone();
  });
}
const zoneSchema = z.string().min(1);
