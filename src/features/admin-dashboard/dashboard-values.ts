/**
 * The dashboard's pure rules: which window the URL asks for, the custom range's checks, the net
 * revenue trend against the previous window, whether the chart has anything to draw, and the
 * New badge.
 */
import { queryEnums } from '@/api/enums.gen';
import type { Overview, OverviewQuery } from '@/api/queries/admin';
import { DASHBOARD_DEFAULT_RANGE, DASHBOARD_MAX_WINDOW_DAYS, NEW_USER_DAYS } from '@/config/constants';
import { formatDateTime, parseTimestamp } from '@/lib/dates';
import { formatNaira } from '@/lib/money';
import { now as clockNow } from '@/lib/now';

/** The dashboard's preset windows: the contract's GET /admin/overview `range` (src/api/enums.gen.ts). */
export const DASHBOARD_RANGES = queryEnums.getAdminOverview.range;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

export interface DashboardSearch {
  range: DashboardRange;
  from?: string;
  to?: string;
}

export const RANGE_LABELS: Record<DashboardRange, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
};

const DAY_MS = 24 * 60 * 60 * 1000;

function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00.000Z`) / DAY_MS;
}

/** Days in [from, to], both included. */
export function windowDays(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from)) + 1;
}

/** Why a custom from/to pair cannot be asked for, or null when it can. */
export function customRangeError(from: string, to: string): string | null {
  if (!from || !to) return 'Choose both a from date and a to date.';
  if (Number.isNaN(dayNumber(from)) || Number.isNaN(dayNumber(to))) return 'Enter dates as YYYY-MM-DD.';
  if (from > to) return 'The from date must be on or before the to date.';
  if (windowDays(from, to) > DASHBOARD_MAX_WINDOW_DAYS)
    return `Choose a range of at most ${DASHBOARD_MAX_WINDOW_DAYS} days.`;
  return null;
}

/** A custom window only when the URL holds a usable pair (they win over range, as in the API). */
export function isCustomWindow(search: DashboardSearch): search is DashboardSearch & { from: string; to: string } {
  return Boolean(search.from && search.to && customRangeError(search.from, search.to) === null);
}

/**
 * The window the URL asks for, as the API works it out (UTC days, today included): what the page
 * says while the figures load. The API's own answer replaces it once it arrives.
 */
export function requestedWindow(search: DashboardSearch, now = clockNow()): { name: string; from: string; to: string } {
  if (isCustomWindow(search)) return { name: 'Custom range', from: search.from, to: search.to };
  const range = search.range ?? DASHBOARD_DEFAULT_RANGE;
  const days = Number.parseInt(range, 10);
  return { name: RANGE_LABELS[range], from: todayUtc(now - (days - 1) * DAY_MS), to: todayUtc(now) };
}

/** The GET /admin/overview query for the URL's search params. */
export function overviewQueryFromSearch(search: DashboardSearch): OverviewQuery {
  if (isCustomWindow(search)) return { from: search.from, to: search.to };
  return { range: search.range ?? DASHBOARD_DEFAULT_RANGE };
}

export type Trend = { direction: 'up' | 'down' | 'flat'; arrow: string; words: string; change: string; period: string };

/** "previous 30 days", "previous day". */
export function previousPeriod(range: Overview['range']): string {
  const days = windowDays(range.from, range.to);
  return days === 1 ? 'previous day' : `previous ${days} days`;
}

/**
 * Net revenue against the window of the same length before it: ▲ 12.5% vs previous 30 days. Null
 * when the host sends no previous figure (the spec's overview has none): no trend is shown.
 */
export function netTrend(net: number, previousNet: number | null, range: Overview['range']): Trend | null {
  if (previousNet === null) return null;
  const period = previousPeriod(range);
  const delta = Math.round((net - previousNet) * 100) / 100;
  if (delta === 0) return { direction: 'flat', arrow: '▬', words: 'No change', change: '', period };
  const direction = delta > 0 ? 'up' : 'down';
  const arrow = direction === 'up' ? '▲' : '▼';
  const words = direction === 'up' ? 'Up' : 'Down';
  if (previousNet === 0) return { direction, arrow, words, change: `${formatNaira(Math.abs(delta))}`, period };
  const percent = (Math.abs(delta) / Math.abs(previousNet)) * 100;
  return { direction, arrow, words, change: `${percent.toFixed(1)}%`, period };
}

/** The chart has something to draw when any day of the window saw money paid or refunded. */
export function hasRevenueData(days: Overview['revenue_window']['timeseries_daily']): boolean {
  return days.some((day) => day.paid !== 0 || (day.refunds ?? 0) !== 0 || day.value !== 0);
}

/** New: joined within the last NEW_USER_DAYS days. */
export function isNewUser(createdAt: string, now = clockNow()): boolean {
  const joined = parseTimestamp(createdAt);
  return Number.isFinite(joined) && now - joined < NEW_USER_DAYS * DAY_MS && joined <= now + DAY_MS;
}

/** The chart's summary in words (its caption), from its parts. */
export function chartSummary(parts: {
  series: string;
  label: string;
  total: number;
  days: number;
  active: number;
  bestDay: string;
  bestValue: number;
}): string {
  const { series, label, total, days, active, bestDay, bestValue } = parts;
  return `${series} per day, ${label}: ${formatNaira(total)} over ${days} ${days === 1 ? 'day' : 'days'}, ${active} with sales or refunds; the best day was ${formatDay(bestDay)} with ${formatNaira(bestValue)}.`;
}

/** A YYYY-MM-DD calendar day (UTC, the API's days) as 22 Nov 2026. */
export function formatDay(day: string): string {
  const time = Date.parse(`${day}T00:00:00.000Z`);
  return Number.isFinite(time) ? formatDateTime(time, 'short', 'utc') : day;
}

/** Today as YYYY-MM-DD in UTC (the API's calendar). */
export function todayUtc(now = clockNow()): string {
  return new Date(now).toISOString().slice(0, 10);
}
