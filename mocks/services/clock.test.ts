import { afterEach, describe, expect, it } from 'vitest';
import { now } from '../../src/lib/now';
import { clock, describeOffset, parseClockParam, parseDuration, parseInstant } from './clock';

const DAY = 86_400_000;
afterEach(() => clock.reset());

describe('the mock clock', () => {
  it('reads signed durations, with several units', () => {
    expect(parseDuration('+8d')).toBe(8 * DAY);
    expect(parseDuration('-2h')).toBe(-2 * 3_600_000);
    expect(parseDuration('+1d12h')).toBe(1.5 * DAY);
    expect(parseDuration('+90m')).toBe(90 * 60_000);
    expect(parseDuration('+1w')).toBe(7 * DAY);
    expect(parseDuration('+250ms')).toBe(250);
    for (const bad of ['8d', '+8', '+8y', '+d', '', '+8d-2h', '+1.5d']) expect(parseDuration(bad)).toBeNull();
  });

  it('reads dates and times as UTC unless they name a zone', () => {
    expect(parseInstant('2026-12-24T09:00')).toBe(Date.UTC(2026, 11, 24, 9));
    expect(parseInstant('2026-12-24')).toBe(Date.UTC(2026, 11, 24));
    expect(parseInstant('2026-12-24T09:00:30Z')).toBe(Date.UTC(2026, 11, 24, 9, 0, 30));
    expect(parseInstant('2026-12-24T09:00+01:00')).toBe(Date.UTC(2026, 11, 24, 8));
    for (const bad of ['24/12/2026', '2026-13-40T09:00', 'tomorrow', '2026-12-24 09:00'])
      expect(parseInstant(bad)).toBeNull();
  });

  it('reads a ?clock= value: a distance from the real now, a moment, or now; else says why', () => {
    expect(parseClockParam('+8d')).toEqual({ ok: true, move: { kind: 'offset', ms: 8 * DAY } });
    expect(parseClockParam('2026-12-24T09:00')).toEqual({
      ok: true,
      move: { kind: 'set', at: Date.UTC(2026, 11, 24, 9) },
    });
    expect(parseClockParam('now')).toEqual({ ok: true, move: { kind: 'reset' } });
    // `?clock=+8d` as typed: URLSearchParams reads the + as a space.
    expect(parseClockParam(new URLSearchParams('clock=+8d').get('clock')!)).toEqual({
      ok: true,
      move: { kind: 'offset', ms: 8 * DAY },
    });
    const bad = parseClockParam('next week');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.message).toContain('"next week" is not a clock');
  });

  it('moves, sets and resets, and the app\u2019s now follows it', () => {
    const before = Date.now();
    clock.advance(8 * DAY);
    expect(clock.offset()).toBe(8 * DAY);
    expect(now() - Date.now()).toBe(8 * DAY);
    clock.set(Date.UTC(2030, 0, 1));
    expect(Math.abs(clock.now() - Date.UTC(2030, 0, 1))).toBeLessThan(1000);
    expect(Math.abs(now() - clock.now())).toBeLessThan(5);
    clock.reset();
    expect(now() - Date.now()).toBe(0);
    expect(clock.now()).toBeGreaterThanOrEqual(before);
    expect(describeOffset(0)).toBe('the real time');
    expect(describeOffset(8 * DAY + 2 * 3_600_000)).toBe('+8d 2h from the real time');
    expect(describeOffset(-90_000)).toBe('-1m 30s from the real time');
  });
});
