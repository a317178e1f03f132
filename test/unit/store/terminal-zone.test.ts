// The terminal's time zone is read once per database and again when a setting changes, not per
// journal row (a settings read per row made inserts ×8 slower).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../../electron/core/store/database';
import { terminalDay } from '../../../electron/core/store/journal';
import { activeScope, scopeOf, setActiveScope } from '../../../electron/core/store/scope';
import { setSetting } from '../../../electron/core/store/settings';
import { dayIn } from '../../../electron/core/contract/format';

const db = openDatabase(':memory:');
afterEach(() => vi.restoreAllMocks());

describe('terminal time zone', () => {
  it('reads the settings once for many rows, and again after the zone changed', () => {
    setSetting(db, 'terminal.timeZone', 'Europe/Zurich');
    const late = new Date('2026-11-20T23:30:00Z'); // 00:30 the next day in Zurich, still the 20th in New York
    const prepare = vi.spyOn(db, 'prepare');
    for (let i = 0; i < 1000; i++) expect(terminalDay(db, late)).toBe('2026-11-21');
    expect(prepare.mock.calls.length).toBeLessThanOrEqual(2);
    setSetting(db, 'terminal.timeZone', 'America/New_York');
    expect(terminalDay(db, late)).toBe('2026-11-20');
  });

  it('follows a change of the scope in use', () => {
    expect(activeScope(db)).toEqual({ mode: 'training', service: 'training' });
    const live = scopeOf('live', 'https://vouchers.example.ch/');
    setActiveScope(db, live, new Date());
    expect(activeScope(db)).toEqual(live);
  });
});

describe('day of an instant', () => {
  it('matches the zone calendar in every quarter hour, across daylight saving and half-hour zones', () => {
    const zones = ['Europe/Zurich', 'America/St_Johns', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Chatham'];
    const start = Date.UTC(2026, 2, 1);
    for (const timeZone of zones) {
      const f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
      // Every 37 minutes for eight months: quarter hours are hit at every minute of them in turn.
      for (let t = start; t < start + 240 * 86_400_000; t += 37 * 60_000) {
        expect(dayIn(new Date(t), timeZone)).toBe(f.format(new Date(t)));
      }
    }
  });
});
