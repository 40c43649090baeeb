/**
 * The admin overview, computed from the data (GET /admin/overview):
 * gross = payments received with paid_at in the window; refunds = refunds made in the window;
 * net = gross − refunds; aov = gross / orders paid in the window; the previous window of the
 * same length gives `previous_net` for the up/down indicator. All sums run in kobo.
 */
import type { Database } from '../db';
import type { OrderStatus } from '../db/schema';

const DAY = 24 * 60 * 60 * 1000;
export const ORDER_STATUSES: OrderStatus[] = ['pending', 'paid', 'fulfilled', 'cancelled', 'refunded', 'failed'];
const TOP_PRODUCTS = 5;
const RECENT = 5;

export interface Window {
  /** Inclusive first day, YYYY-MM-DD (UTC). */
  from: string;
  /** Inclusive last day, YYYY-MM-DD (UTC). */
  to: string;
  label: string;
}

export function dayKey(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The window for 7d/30d/90d ending today (today included), or a from/to pair. */
export function resolveWindow(now: number, range: '7d' | '30d' | '90d', from?: string, to?: string): Window {
  if (from && to) return { from, to, label: `${from} to ${to}` };
  const days = Number.parseInt(range, 10);
  return { from: dayKey(now - (days - 1) * DAY), to: dayKey(now), label: `Last ${days} days` };
}

function bounds(window: Window): [number, number] {
  return [Date.parse(`${window.from}T00:00:00.000Z`), Date.parse(`${window.to}T00:00:00.000Z`) + DAY];
}

function previousWindow(window: Window): Window {
  const [start, end] = bounds(window);
  const length = end - start;
  return { from: dayKey(start - length), to: dayKey(start - DAY), label: 'previous' };
}

function revenue(db: Database, window: Window) {
  const [start, end] = bounds(window);
  const inWindow = (iso: string | null) => {
    if (!iso) return false;
    const t = Date.parse(iso);
    return t >= start && t < end;
  };
  const daily = new Map<string, { paid: number; refunds: number }>();
  for (let t = start; t < end; t += DAY) daily.set(dayKey(t), { paid: 0, refunds: 0 });
  let paidKobo = 0;
  let refundKobo = 0;
  let paidOrders = 0;
  const products = new Map<number, { product_id: number; name: string; quantity: number; revenueKobo: number }>();
  for (const order of db.orders.all()) {
    if (order.amount_paid_kobo && inWindow(order.paid_at)) {
      paidKobo += order.amount_paid_kobo;
      paidOrders += 1;
      daily.get(dayKey(Date.parse(order.paid_at!)))!.paid += order.amount_paid_kobo;
      for (const item of order.items) {
        const entry = products.get(item.product_id) ?? { product_id: item.product_id, name: item.name, quantity: 0, revenueKobo: 0 };
        entry.quantity += item.quantity;
        entry.revenueKobo += Math.round(item.total * 100);
        products.set(item.product_id, entry);
      }
    }
    for (const refund of order.refunds) {
      if (!inWindow(refund.created_at)) continue;
      refundKobo += refund.amount_kobo;
      daily.get(dayKey(Date.parse(refund.created_at)))!.refunds += refund.amount_kobo;
    }
  }
  return { paidKobo, refundKobo, paidOrders, daily, products };
}

const naira = (kobo: number) => Math.round(kobo) / 100;

export function computeOverview(db: Database, window: Window) {
  const current = revenue(db, window);
  const previous = revenue(db, previousWindow(window));
  const [start, end] = bounds(window);

  const statusCounts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  let ordersInWindow = 0;
  for (const order of db.orders.all()) {
    const t = Date.parse(order.created_at);
    if (t < start || t >= end) continue;
    ordersInWindow += 1;
    statusCounts[order.status] += 1;
  }

  const byNewest = <T extends { created_at: string; id: number }>(a: T, b: T) => b.created_at.localeCompare(a.created_at) || b.id - a.id;
  return {
    range: { from: window.from, to: window.to, label: window.label },
    totals_all_time: {
      users: db.users.count(),
      products: db.products.count(),
      reviews: db.reviews.count(),
      orders: db.orders.count(),
    },
    revenue_window: {
      currency: 'NGN' as const,
      paid_gross: naira(current.paidKobo),
      refunds: naira(current.refundKobo),
      net: naira(current.paidKobo - current.refundKobo),
      aov: current.paidOrders ? naira(Math.round(current.paidKobo / current.paidOrders)) : 0,
      previous_net: naira(previous.paidKobo - previous.refundKobo),
      timeseries_daily: [...current.daily.entries()].map(([date, d]) => ({
        date,
        paid: naira(d.paid),
        refunds: naira(d.refunds),
        net: naira(d.paid - d.refunds),
      })),
    },
    orders_window: { total: ordersInWindow, status_counts: statusCounts },
    top_products_window: [...current.products.values()]
      .sort((a, b) => b.revenueKobo - a.revenueKobo || a.product_id - b.product_id)
      .slice(0, TOP_PRODUCTS)
      .map((p) => ({ product_id: p.product_id, name: p.name, quantity: p.quantity, revenue: naira(p.revenueKobo) })),
    recent: {
      orders: db.orders
        .all()
        .sort(byNewest)
        .slice(0, RECENT)
        .map((o) => ({ id: o.id, email: o.email, created_at: o.created_at, status: o.status, amount_total: o.amount_total })),
      users: db.users
        .all()
        .sort(byNewest)
        .slice(0, RECENT)
        .map((u) => ({ id: u.id, email: u.email, created_at: u.created_at })),
    },
  };
}
