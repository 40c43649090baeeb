/**
 * The admin overview, computed from the data (GET /admin/overview):
 * gross = payments received with paid_at in the window; refunds = refunds made in the window;
 * net = gross − refunds; aov = gross / orders paid in the window; the previous window of the
 * same length gives `previous_net` for the up/down indicator. All sums run in kobo.
 */
import { enums } from '../../src/api/enums.gen';
import type { Database } from '../db';
import type { OrderStatus } from '../db/schema';
import { lowStockOverview } from './stock';

const DAY = 24 * 60 * 60 * 1000;
export const ORDER_STATUSES: readonly OrderStatus[] = enums.OrderStatus;
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

/** Window bounds as ISO strings: UTC ISO timestamps compare correctly as text, without parsing. */
function bounds(window: Window): [string, string] {
  return [`${window.from}T00:00:00.000Z`, new Date(Date.parse(`${window.to}T00:00:00.000Z`) + DAY).toISOString()];
}

function previousWindow(window: Window): Window {
  const start = Date.parse(`${window.from}T00:00:00.000Z`);
  const length = Date.parse(`${window.to}T00:00:00.000Z`) + DAY - start;
  return { from: dayKey(start - length), to: dayKey(start - DAY), label: 'previous' };
}

interface Revenue {
  paidKobo: number;
  refundKobo: number;
  /** Promo discounts on the orders paid in the window (decision 0034). */
  discountKobo: number;
  paidOrders: number;
  daily: Map<string, { paid: number; refunds: number }>;
  products: Map<number, { product_id: number; name: string; quantity: number; revenueKobo: number }>;
}

function emptyRevenue(window: Window | null): Revenue {
  const daily = new Map<string, { paid: number; refunds: number }>();
  if (window) {
    const [start, end] = bounds(window).map((iso) => Date.parse(iso)) as [number, number];
    for (let t = start; t < end; t += DAY) daily.set(dayKey(t), { paid: 0, refunds: 0 });
  }
  return { paidKobo: 0, refundKobo: 0, discountKobo: 0, paidOrders: 0, daily, products: new Map() };
}

const naira = (kobo: number) => Math.round(kobo) / 100;

/** Keeps the `limit` newest rows seen so far (a full sort of 50,000 orders would cost ~30 ms). */
function newest<T extends { created_at: string; id: number }>(rows: T[], limit: number): T[] {
  const top: T[] = [];
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    if (top.length === limit) {
      const last = top[limit - 1]!;
      if (row.created_at < last.created_at || (row.created_at === last.created_at && row.id < last.id)) continue;
      top.pop();
    }
    let i = top.length;
    while (
      i > 0 &&
      (top[i - 1]!.created_at < row.created_at ||
        (top[i - 1]!.created_at === row.created_at && top[i - 1]!.id < row.id))
    )
      i--;
    top.splice(i, 0, row);
  }
  return top;
}

export function computeOverview(db: Database, window: Window) {
  const [start, end] = bounds(window);
  const [prevStart, prevEnd] = bounds(previousWindow(window));
  const current = emptyRevenue(window);
  const previous = emptyRevenue(null);
  const statusCounts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  let ordersInWindow = 0;
  const orders = db.orders.all();

  // One pass over the orders for both windows.
  for (const order of orders) {
    if (order.created_at >= start && order.created_at < end) {
      ordersInWindow += 1;
      statusCounts[order.status] += 1;
    }
    const paidAt = order.paid_at;
    if (order.amount_paid_kobo && paidAt) {
      if (paidAt >= start && paidAt < end) {
        current.paidKobo += order.amount_paid_kobo;
        current.paidOrders += 1;
        // Promo discounts were never received: gross already leaves them out; they are shown apart.
        if (order.amount_discount) current.discountKobo += Math.round(order.amount_discount * 100);
        current.daily.get(paidAt.slice(0, 10))!.paid += order.amount_paid_kobo;
        const items = order.items;
        for (let i = 0; i < items.length; i++) {
          const item = items[i]!;
          const entry = current.products.get(item.product_id);
          if (entry) {
            entry.quantity += item.quantity;
            entry.revenueKobo += Math.round(item.total * 100);
          } else {
            current.products.set(item.product_id, {
              product_id: item.product_id,
              name: item.name,
              quantity: item.quantity,
              revenueKobo: Math.round(item.total * 100),
            });
          }
        }
      } else if (paidAt >= prevStart && paidAt < prevEnd) {
        previous.paidKobo += order.amount_paid_kobo;
      }
    }
    if (order.refunds.length === 0) continue;
    for (const refund of order.refunds) {
      const at = refund.created_at;
      if (at >= start && at < end) {
        current.refundKobo += refund.amount_kobo;
        current.daily.get(at.slice(0, 10))!.refunds += refund.amount_kobo;
      } else if (at >= prevStart && at < prevEnd) {
        previous.refundKobo += refund.amount_kobo;
      }
    }
  }

  return {
    range: { from: window.from, to: window.to, label: window.label },
    low_stock: lowStockOverview(db),
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
      discounts: naira(current.discountKobo),
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
      orders: newest(orders, RECENT).map((o) => ({
        id: o.id,
        email: o.email,
        created_at: o.created_at,
        status: o.status,
        amount_total: o.amount_total,
      })),
      users: newest(db.users.all(), RECENT).map((u) => ({ id: u.id, email: u.email, created_at: u.created_at })),
    },
  };
}
