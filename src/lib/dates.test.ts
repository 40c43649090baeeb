import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateText, formatDateTime, parseTimestamp, type DateStyle } from './dates';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  'short-time': { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
};
const STYLES = Object.keys(OPTIONS) as DateStyle[];
// 1900 to 2200: every date a store writes, and a century of room either side.
const times = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) });
const initialZone = process.env.TZ;
/** Minutes behind UTC on 1 January 2026, as getTimezoneOffset gives them. */
const ZONE_OFFSETS: Record<string, number> = {
  UTC: 0,
  'Africa/Lagos': -60,
  'America/New_York': 300,
  'Asia/Kolkata': -330,
  'Australia/Lord_Howe': -660,
  'Pacific/Chatham': -825,
};

describe('formatDateTime', () => {
  afterAll(() => {
    // Unset stays unset: `process.env.TZ = undefined` would set the text "undefined" for every later file of the worker.
    if (initialZone === undefined) delete process.env.TZ;
    else process.env.TZ = initialZone;
  });

  it('writes the three styles', () => {
    const time = Date.UTC(2026, 8, 5, 8, 5);
    expect(formatDateTime(time, 'short', 'utc')).toBe('5 Sept 2026');
    expect(formatDateTime(time, 'long', 'utc')).toBe('5 September 2026');
    expect(formatDateTime(time, 'short-time', 'utc')).toBe('5 Sept 2026, 8:05');
    expect(formatDateTime(time, 'short-time', 'lagos')).toBe('5 Sept 2026, 9:05');
  });

  // Each zone has its own rules: summer time north and south, half and three-quarter hours.
  for (const zone of Object.keys(ZONE_OFFSETS)) {
    it(`writes what Intl en-NG writes, in the reader's zone (${zone})`, () => {
      process.env.TZ = zone;
      // The zone took (ICU may name it by an older alias: Asia/Calcutta).
      expect(new Date(Date.UTC(2026, 0, 1)).getTimezoneOffset()).toBe(ZONE_OFFSETS[zone]);
      const intl = STYLES.map((style) => new Intl.DateTimeFormat('en-NG', OPTIONS[style]));
      fc.assert(
        fc.property(times, (time) => {
          STYLES.forEach((style, i) => expect(formatDateTime(time, style, 'local')).toBe(intl[i]!.format(time)));
        }),
        { numRuns: 1500 },
      );
    });
  }

  it('writes what Intl en-NG writes in UTC and in Lagos, whatever the reader’s zone', () => {
    process.env.TZ = 'America/New_York';
    for (const [zone, timeZone] of [
      ['utc', 'UTC'],
      ['lagos', 'Africa/Lagos'],
    ] as const) {
      const intl = STYLES.map((style) => new Intl.DateTimeFormat('en-NG', { ...OPTIONS[style], timeZone }));
      fc.assert(
        fc.property(times, (time) => {
          STYLES.forEach((style, i) => expect(formatDateTime(time, style, zone)).toBe(intl[i]!.format(time)));
        }),
        { numRuns: 1500 },
      );
    }
  });

  it('writes every date in the store’s zone unless asked otherwise: a shopper in New York and an admin in Lagos read the same', () => {
    // 23:30 UTC on 31 December is already 1 January in Lagos (UTC+1) and still 31 December in New York.
    const late = Date.UTC(2026, 11, 31, 23, 30);
    for (const zone of ['America/New_York', 'Africa/Lagos', 'Asia/Kolkata']) {
      process.env.TZ = zone;
      expect(formatDateTime(late, 'short-time')).toBe('1 Jan 2027, 0:30');
      expect(formatDateText('2026-12-31T23:30:00Z', 'long')).toBe('1 January 2027');
    }
  });

  it('leaves years outside 1000–9999 and Lagos before 1920 to Intl', () => {
    process.env.TZ = 'UTC';
    const early = Date.UTC(1910, 5, 30, 23, 30);
    expect(formatDateTime(early, 'short', 'lagos')).toBe(
      new Intl.DateTimeFormat('en-NG', { ...OPTIONS.short, timeZone: 'Africa/Lagos' }).format(early),
    );
    const ancient = Date.UTC(5, 3, 19);
    expect(formatDateTime(ancient, 'short', 'utc')).toBe(
      new Intl.DateTimeFormat('en-NG', { ...OPTIONS.short, timeZone: 'UTC' }).format(ancient),
    );
    expect(() => formatDateTime(Number.NaN, 'short')).toThrow(RangeError);
  });

  it('reads a timestamp without a zone as Lagos time, wherever the reader is (decision 0039)', () => {
    const utc = Date.UTC(2025, 5, 2, 10, 5);
    for (const zone of ['America/New_York', 'Africa/Lagos', 'Asia/Kolkata', 'UTC']) {
      process.env.TZ = zone;
      expect(parseTimestamp('2025-06-02T10:05:00Z')).toBe(utc);
      expect(parseTimestamp('2025-06-02T11:05:00+01:00')).toBe(utc);
      expect(parseTimestamp('2025-06-02T06:05:00-0400')).toBe(utc);
      // No zone: 11:05 in Lagos, which is 10:05 UTC; with a space, or without seconds.
      expect(parseTimestamp('2025-06-02T11:05:00')).toBe(utc);
      expect(parseTimestamp('2025-06-02 11:05:00')).toBe(utc);
      expect(parseTimestamp('2025-06-02T11:05')).toBe(utc);
      expect(parseTimestamp('2025-06-02T11:05:00.250')).toBe(utc + 250);
      // A calendar date names its day, whatever the zone.
      expect(parseTimestamp('2025-06-02')).toBe(Date.UTC(2025, 5, 2));
      expect(formatDateText('2025-06-02', 'long', 'utc')).toBe('2 June 2025');
      // Just after midnight in Lagos without a zone is still that day in Lagos.
      expect(formatDateText('2026-01-01 00:30:00', 'short-time')).toBe('1 Jan 2026, 0:30');
    }
  });

  it('reads no time from a text that names none, and shows such a text as it is', () => {
    for (const text of ['', 'yesterday', '2025-02-30T10:00:00', '2025-06-02T25:00:00', '02/06/2025', null, undefined])
      expect(parseTimestamp(text)).toBeNaN();
    expect(formatDateText('soon', 'short')).toBe('soon');
  });
});

describe('formatDate', () => {
  it('writes an API date as every screen shows it: the day, the time when asked, the text when it names no date, and what to show for none', () => {
    expect(formatDate('2026-11-21T16:17:00.000Z')).toBe('21 Nov 2026');
    expect(formatDate('2026-11-21T16:17:00.000Z', { time: true })).toBe('21 Nov 2026, 17:17');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined, { none: '—' })).toBe('—');
    expect(formatDate('', { none: '—' })).toBe('—');
  });
});
