import { describe, expect, it } from 'vitest';
import {
  customRangeError,
  hasRevenueData,
  isNewUser,
  netTrend,
  overviewQueryFromSearch,
  requestedWindow,
  windowDays,
} from './dashboard-values';

const month = { from: '2026-10-24', to: '2026-11-22', label: 'Last 30 days' };

describe('dashboard values', () => {
  it('names the window the URL asks for as the API works it out: UTC days ending today, or the custom pair', () => {
    const now = Date.parse('2026-11-23T23:30:00.000+01:00'); // 22:30 UTC: still the 23rd in UTC
    expect(requestedWindow({ range: '30d' }, now)).toEqual({
      name: 'Last 30 days',
      from: '2026-10-25',
      to: '2026-11-23',
    });
    expect(requestedWindow({ range: '7d' }, now)).toEqual({
      name: 'Last 7 days',
      from: '2026-11-17',
      to: '2026-11-23',
    });
    expect(requestedWindow({ range: '90d' }, Date.parse('2026-01-01T00:30:00.000Z'))).toEqual({
      name: 'Last 90 days',
      from: '2025-10-04',
      to: '2026-01-01',
    });
    expect(requestedWindow({ range: '7d', from: '2026-10-01', to: '2026-10-31' }, now)).toEqual({
      name: 'Custom range',
      from: '2026-10-01',
      to: '2026-10-31',
    });
    // An unusable pair is ignored, as the query ignores it.
    expect(requestedWindow({ range: '7d', from: '2026-10-31', to: '2026-10-01' }, now).name).toBe('Last 7 days');
  });

  it('words the net revenue trend against the previous window', () => {
    expect(netTrend(1125, 1000, month)).toMatchObject({
      direction: 'up',
      arrow: '▲',
      words: 'Up',
      change: '12.5%',
      period: 'previous 30 days',
    });
    expect(netTrend(500, 1000, month)).toMatchObject({ direction: 'down', arrow: '▼', words: 'Down', change: '50.0%' });
    expect(netTrend(1000, 1000, month)).toMatchObject({ direction: 'flat', change: '' });
    // Nothing to compare a percentage with: the change in naira.
    expect(netTrend(2500, 0, month)).toMatchObject({ direction: 'up', change: '₦2,500' });
    // A negative previous window still reads the right way round.
    expect(netTrend(-100, -200, month)).toMatchObject({ direction: 'up', change: '50.0%' });
    expect(netTrend(10, 5, { from: '2026-11-01', to: '2026-11-01', label: '' })?.period).toBe('previous day');
    // The spec's overview has no previous_net: no trend.
    expect(netTrend(10, null, month)).toBeNull();
  });

  it('checks a custom range before anything is asked of the server', () => {
    expect(customRangeError('2026-11-01', '2026-11-10')).toBeNull();
    expect(customRangeError('2026-11-10', '2026-11-10')).toBeNull();
    expect(customRangeError('2026-11-11', '2026-11-10')).toBe('The from date must be on or before the to date.');
    expect(customRangeError('', '2026-11-10')).toBe('Choose both a from date and a to date.');
    expect(customRangeError('2025-01-01', '2026-01-01')).toBeNull();
    expect(customRangeError('2025-01-01', '2026-01-02')).toBe('Choose a range of at most 366 days.');
    expect(windowDays('2025-01-01', '2025-12-31')).toBe(365);
  });

  it('asks for from and to when the URL holds a usable pair, else the preset', () => {
    expect(overviewQueryFromSearch({ range: '7d', from: '2026-11-01', to: '2026-11-10' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-10',
    });
    expect(overviewQueryFromSearch({ range: '7d', from: '2026-11-01' })).toEqual({ range: '7d' });
    expect(overviewQueryFromSearch({ range: '90d', from: '2026-11-10', to: '2026-11-01' })).toEqual({ range: '90d' });
  });

  it('has chart data only when money moved', () => {
    expect(hasRevenueData([])).toBe(false);
    expect(hasRevenueData([{ date: '2026-11-01', paid: 0, refunds: 0, net: 0, value: 0 }])).toBe(false);
    expect(hasRevenueData([{ date: '2026-11-01', paid: 0, refunds: 500, net: -500, value: -500 }])).toBe(true);
    // The spec's days: date and paid only.
    expect(hasRevenueData([{ date: '2026-11-01', paid: 0, refunds: null, net: null, value: 0 }])).toBe(false);
    expect(hasRevenueData([{ date: '2026-11-01', paid: 900, refunds: null, net: null, value: 900 }])).toBe(true);
  });

  it('calls a user New within 7 days of joining', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(isNewUser('2026-11-16T12:00:01Z', now)).toBe(true);
    expect(isNewUser('2026-11-15T11:59:59Z', now)).toBe(false);
    expect(isNewUser('not a date', now)).toBe(false);
  });
});
