/**
 * Dates as the app writes them: what `Intl.DateTimeFormat('en-NG', …)` writes (dates.test.ts
 * holds each format to that, date by date, in several time zones), written out so that drawing a
 * date does not start the browser's locale library (@/lib/money says what that costs).
 *
 * - short: 5 Sept 2026 (`day: 'numeric', month: 'short', year: 'numeric'`)
 * - long: 5 September 2026 (`month: 'long'`)
 * - short with the time: 5 Sept 2026, 9:05 (`hour: 'numeric', minute: '2-digit'`; en-NG counts
 *   hours 0 to 23)
 *
 * In the store's time zone unless asked otherwise (`lagos`: West Africa Time, UTC+1 with no summer
 * time since 1919), so a shopper and an admin anywhere read the same date; `utc` for the API's
 * calendar days (a `YYYY-MM-DD` as it is), `local` for the reader's own zone. Years outside
 * 1000–9999, and Lagos dates before 1920, go to Intl, which knows their eras and old offsets.
 */

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export type DateZone = 'local' | 'utc' | 'lagos';
export type DateStyle = 'short' | 'long' | 'short-time';

const WAT_MS = 60 * 60 * 1000;
const WAT_SINCE = Date.UTC(1920, 0, 1);
const TIME_ZONES: Record<DateZone, string | undefined> = { local: undefined, utc: 'UTC', lagos: 'Africa/Lagos' };

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  'short-time': { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();
/** The Intl formatter of a style and zone, made on first use: only for the dates written out above cannot cover. */
function intl(style: DateStyle, zone: DateZone): Intl.DateTimeFormat {
  const key = `${style} ${zone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-NG', { ...OPTIONS[style], timeZone: TIME_ZONES[zone] });
    formatters.set(key, format);
  }
  return format;
}

/** `time` (ms since 1970, finite) in a style and zone. Throws RangeError for NaN, as Intl does. */
export function formatDateTime(time: number, style: DateStyle, zone: DateZone = 'lagos'): string {
  if (zone === 'lagos' && time < WAT_SINCE) return intl(style, zone).format(time);
  const date = new Date(zone === 'lagos' ? time + WAT_MS : time);
  const local = zone === 'local';
  const year = local ? date.getFullYear() : date.getUTCFullYear();
  if (!(year >= 1000 && year <= 9999)) return intl(style, zone).format(time);
  const day = local ? date.getDate() : date.getUTCDate();
  const month = local ? date.getMonth() : date.getUTCMonth();
  const text = `${day} ${(style === 'long' ? LONG_MONTHS : SHORT_MONTHS)[month]} ${year}`;
  if (style !== 'short-time') return text;
  const hours = local ? date.getHours() : date.getUTCHours();
  const minutes = local ? date.getMinutes() : date.getUTCMinutes();
  return `${text}, ${hours}:${String(minutes).padStart(2, '0')}`;
}

/** `2025-06-02T10:05:00Z`, `…+01:00`, `2025-06-02T11:05`, `2025-06-02 11:05:00.123`: ISO 8601, zone optional. */
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|z|[+-]\d{2}(?::?\d{2})?)?$/;

/**
 * A timestamp from the API as milliseconds since 1970, or NaN when the text names no time. The
 * spec does not say a host's times carry a zone, so a time without one is read as Lagos time
 * (West Africa Time, UTC+1), where the store sells and its back office works (decision 0039),
 * never as the reader's own zone as `new Date` would. A date alone is that day, as `utc` reads it.
 */
export function parseTimestamp(text: string | null | undefined): number {
  const match = TIMESTAMP.exec((text ?? '').trim());
  if (!match) return NaN;
  const [, y, mo, d, h = '0', mi = '0', sec = '0', frac = '', zone] = match;
  const month = Number(mo) - 1;
  const utc = Date.UTC(
    Number(y),
    month,
    Number(d),
    Number(h),
    Number(mi),
    Number(sec),
    Number(frac.padEnd(3, '0').slice(0, 3)),
  );
  const date = new Date(utc);
  // Date.UTC rolls 31 February over into March: such a text names no real time.
  if (
    date.getUTCMonth() !== month ||
    date.getUTCDate() !== Number(d) ||
    Number(h) > 23 ||
    Number(mi) > 59 ||
    Number(sec) > 59
  )
    return NaN;
  // A calendar date names a day, not a time: as it is (the API's `YYYY-MM-DD`).
  if (match[4] === undefined) return utc;
  if (zone === undefined) return utc - WAT_MS;
  if (zone === 'Z' || zone === 'z') return utc;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const offset = (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0')) * 60 * 1000;
  return utc - sign * offset;
}

/** The date a timestamp names (`parseTimestamp`) in a style and zone; the text itself when it names none. */
export function formatDateText(text: string, style: DateStyle, zone: DateZone = 'lagos'): string {
  const time = parseTimestamp(text);
  return Number.isNaN(time) ? text : formatDateTime(time, style, zone);
}

/**
 * A date from the API as the screens show it: "21 Nov 2026", or with `time` "21 Nov 2026, 17:05"
 * (Lagos time); the text itself when it names no date; `none` ('' unless given, '—' in a table)
 * when there is no text at all.
 */
export function formatDate(
  text: string | null | undefined,
  { time = false, none = '' }: { time?: boolean; none?: string } = {},
): string {
  return text ? formatDateText(text, time ? 'short-time' : 'short') : none;
}
