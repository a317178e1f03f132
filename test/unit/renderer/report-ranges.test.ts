// Statistics ranges as the manager sees them (last day inclusive) and as the service takes them
// (`to` exclusive), and long names on chart axes.
import { describe, expect, it } from 'vitest';
import { abbreviate, tickLines } from '../../../src/screens/manager/chart-labels';
import { exclusiveTo, inclusiveEnd, presetOf, presetRange } from '../../../src/screens/manager/ranges';
import { formatMonth, formatMoneyAxis } from '../../../src/lib/format';

describe('statistics ranges', () => {
  const now = new Date(2026, 2, 18, 15, 30); // Wednesday 18 March 2026

  it('turns an inclusive last day into the exclusive `to` and back, across months and years', () => {
    expect(exclusiveTo('2026-03-15')).toBe('2026-03-16');
    expect(exclusiveTo('2026-02-28')).toBe('2026-03-01');
    expect(exclusiveTo('2026-12-31')).toBe('2027-01-01');
    expect(inclusiveEnd('2026-03-01')).toBe('2026-02-28');
    expect(inclusiveEnd('2028-03-01')).toBe('2028-02-29');
  });

  it('gives each preset its range and recognises it again', () => {
    expect(presetRange('lastMonth', now)).toEqual({ from: '2026-02-01', to: '2026-03-01' });
    expect(presetRange('month', now)).toEqual({ from: '2026-03-01', to: '2026-04-01' });
    expect(presetRange('week', now)).toEqual({ from: '2026-03-16', to: '2026-03-23' });
    expect(presetRange('year', now)).toEqual({ from: '2026-01-01', to: '2027-01-01' });
    expect(presetOf({ from: '2026-02-01', to: '2026-03-01' }, now)).toBe('lastMonth');
    expect(presetOf({ from: '2026-02-01', to: '2026-02-16' }, now)).toBeNull();
  });
});

describe('chart labels', () => {
  it('wraps long names on two lines and abbreviates the rest', () => {
    expect(abbreviate('Wertgutschein', 20)).toBe('Wertgutschein');
    expect(abbreviate('Geschenkkarte (Kassenständer)', 10)).toBe('Geschenkk…');
    expect(tickLines('Spa-Tag für zwei', 14)).toEqual(['Spa-Tag für', 'zwei']);
    const lines = tickLines('Übernachtung mit Frühstück im Doppelzimmer', 14);
    expect(lines).toHaveLength(2);
    expect(lines.every((l) => l.length <= 14)).toBe(true);
    expect(lines[1]!.endsWith('…')).toBe(true);
  });

  it('names months and axis amounts in the UI language', () => {
    expect(formatMonth('2026-11', 'de')).toBe('November 2026');
    expect(formatMonth('2026-11', 'fr')).toBe('novembre 2026');
    expect(formatMonth('2026-03', 'it', 'month')).toMatch(/^mar/);
    expect(formatMoneyAxis(2_600_000, 'EUR', 'de')).toMatch(/^EUR\s26.000$/);
  });
});
