/**
 * The admin overview as the dashboard reads it. The spec's overview (section 3) has no `range`,
 * no `previous_net` and days of `{ date, paid }` only; this project's mock also sends those
 * extensions. Here the window is always named (the host's, else the one asked for), the trend's
 * previous figure is null when absent (the dashboard hides the trend), and each day carries the
 * figure to plot: `net` when the host sends it, else `paid`.
 */
import { DASHBOARD_DEFAULT_RANGE } from '@/config/constants';
import { now as clockNow } from '@/lib/now';
import type { components, operations } from './schema.gen';

type Overview = components['schemas']['Overview'];
type OverviewQuery = NonNullable<operations['getAdminOverview']['parameters']['query']>;

export interface OverviewDay {
  date: string;
  paid: number;
  /** null when the host sends days without refunds. */
  refunds: number | null;
  /** null when the host sends days without net. */
  net: number | null;
  /** What the chart plots: net, or paid when the host sends no net (see `OverviewView.plotted`). */
  value: number;
}

export interface OverviewView {
  range: { from: string; to: string; label: string };
  totals_all_time: Overview['totals_all_time'];
  revenue_window: Omit<Overview['revenue_window'], 'previous_net' | 'discounts' | 'timeseries_daily'> & {
    /** null when the host does not send it: no up/down indicator. */
    previous_net: number | null;
    /** Promo discounts on the window's paid orders (decision 0034); null when the host does not send it. */
    discounts: number | null;
    /** 'net' when every day carries net, else 'paid'. */
    plotted: 'net' | 'paid';
    timeseries_daily: OverviewDay[];
  };
  orders_window: Overview['orders_window'];
  top_products_window: Overview['top_products_window'];
  recent: Overview['recent'];
  /** What needs restocking (decision 0046); null when the host does not send it: no Low stock card. */
  low_stock: NonNullable<Overview['low_stock']> | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const LABELS: Record<string, string> = { '7d': 'Last 7 days', '30d': 'Last 30 days', '90d': 'Last 90 days' };
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The window when the host does not name it: from and to as asked, else the days of the series,
 * else the preset counted back from today (UTC, today included), as the API counts it.
 */
export function askedWindow(
  query: OverviewQuery,
  days: readonly { date: string }[],
  now = clockNow(),
): OverviewView['range'] {
  if (query.from && query.to) return { from: query.from, to: query.to, label: `${query.from} – ${query.to}` };
  const range = query.range ?? DASHBOARD_DEFAULT_RANGE;
  const label = LABELS[range] ?? LABELS[DASHBOARD_DEFAULT_RANGE]!;
  if (days.length > 0) return { from: days[0]!.date, to: days[days.length - 1]!.date, label };
  const count = Number.parseInt(range, 10) || 30;
  return { from: isoDay(now - (count - 1) * DAY_MS), to: isoDay(now), label };
}

export function normalizeOverview(overview: Overview, query: OverviewQuery = {}, now = clockNow()): OverviewView {
  const revenue = overview.revenue_window;
  const raw = revenue.timeseries_daily ?? [];
  const plotted = raw.length > 0 && raw.every((day) => typeof day.net === 'number') ? 'net' : 'paid';
  const days = raw.map((day) => ({
    date: day.date,
    paid: day.paid,
    refunds: day.refunds ?? null,
    net: day.net ?? null,
    value: plotted === 'net' ? day.net! : day.paid,
  }));
  return {
    range: overview.range ?? askedWindow(query, days, now),
    totals_all_time: overview.totals_all_time,
    revenue_window: {
      currency: revenue.currency,
      paid_gross: revenue.paid_gross,
      refunds: revenue.refunds,
      net: revenue.net,
      aov: revenue.aov,
      previous_net: revenue.previous_net ?? null,
      discounts: revenue.discounts ?? null,
      plotted,
      timeseries_daily: days,
    },
    orders_window: { total: overview.orders_window.total, status_counts: overview.orders_window.status_counts ?? {} },
    top_products_window: overview.top_products_window,
    recent: overview.recent,
    low_stock: overview.low_stock ?? null,
  };
}
