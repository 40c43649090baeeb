/**
 * The admin dashboard and customers operations through the real request path (gate → handler):
 * auth and roles, the overview's figures recomputed independently from the orders, the users
 * list, a user's detail, role changes and session revocation.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import type { OrderStatus, UserRow } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed';
import { startSession } from '../services/auth';
import { clock } from '../services/clock';
import { API, withMockBackend } from '@/testing/mock-backend';

// msw/node over every handler (gate first), unhandled requests are errors, the seed before each
// test, and each response checked against openapi.yaml.
withMockBackend();

const DAY = 24 * 60 * 60 * 1000;
const BASE = API;

function user(email: string): UserRow {
  const row = db.users.getBy('email', email);
  if (!row) throw new Error(`no seeded user ${email}`);
  return row;
}
const customer = () => user(DEMO_ACCOUNTS.customer);
const admin = () => user(DEMO_ACCOUNTS.admin);
async function tokenFor(row: UserRow): Promise<string> {
  return (await startSession(db, row)).access_token;
}

async function call(method: string, path: string, options: { token?: string | null; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = 'Bearer ' + options.token;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(BASE + path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();

  const json = (text ? JSON.parse(text) : undefined) as any;
  return { status: response.status, json };
}

const ADMIN_CALLS: Array<[string, string, unknown?]> = [
  ['GET', '/admin/overview'],
  ['GET', '/admin/overview?range=7d'],
  ['GET', '/admin/users'],
  ['GET', '/admin/users/2'],
  ['PATCH', '/admin/users/2/role', { role: 'admin' }],
  ['POST', '/admin/users/2/revoke'],
];

describe('auth and roles', () => {
  it.each(ADMIN_CALLS)('%s %s: 401 for a visitor, 403 for a customer', async (method, path, body) => {
    const visitor = await call(method, path, { body });
    expect(visitor.status).toBe(401);
    expect(visitor.json.error).toBe('unauthorized');

    const asCustomer = await call(method, path, { body, token: await tokenFor(customer()) });
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.json.error).toBe('forbidden');
  });

  it('nothing changed for the refused calls', () => {
    expect(customer().role).toBe('user');
  });
});

// ---------- overview ----------

const dayKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const kobo = (naira: number) => Math.round(naira * 100);

/** The overview's figures for [from, to], recomputed from the raw orders, in kobo. */
function expected(from: string, to: string) {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`) + DAY;
  const inside = (iso: string | null) => iso !== null && Date.parse(iso) >= start && Date.parse(iso) < end;
  const daily = new Map<string, { paid: number; refunds: number }>();
  for (let t = start; t < end; t += DAY) daily.set(dayKey(t), { paid: 0, refunds: 0 });
  let gross = 0;
  let refunds = 0;
  let paidOrders = 0;
  const statusCounts: Record<OrderStatus, number> = {
    pending: 0,
    paid: 0,
    fulfilled: 0,
    cancelled: 0,
    refunded: 0,
    failed: 0,
  };
  let created = 0;
  const products = new Map<number, { quantity: number; revenue: number }>();
  for (const order of db.orders.all()) {
    if (order.amount_paid_kobo !== null && order.amount_paid_kobo > 0 && inside(order.paid_at)) {
      gross += order.amount_paid_kobo;
      paidOrders += 1;
      daily.get(dayKey(Date.parse(order.paid_at!)))!.paid += order.amount_paid_kobo;
      for (const item of order.items) {
        const p = products.get(item.product_id) ?? { quantity: 0, revenue: 0 };
        p.quantity += item.quantity;
        p.revenue += Math.round(item.total * 100);
        products.set(item.product_id, p);
      }
    }
    for (const refund of order.refunds) {
      if (!inside(refund.created_at)) continue;
      refunds += refund.amount_kobo;
      daily.get(dayKey(Date.parse(refund.created_at)))!.refunds += refund.amount_kobo;
    }
    if (inside(order.created_at)) {
      created += 1;
      statusCounts[order.status] += 1;
    }
  }
  return {
    gross,
    refunds,
    net: gross - refunds,
    aov: paidOrders ? Math.round(gross / paidOrders) : 0,
    paidOrders,
    statusCounts,
    created,
    daily: [...daily.entries()].map(([date, d]) => ({
      date,
      paid: d.paid,
      refunds: d.refunds,
      net: d.paid - d.refunds,
    })),
    products,
  };
}

function compareOverview(body: any, from: string, to: string) {
  const want = expected(from, to);
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY) + 1;
  const previous = expected(dayKey(Date.parse(from) - days * DAY), dayKey(Date.parse(from) - DAY));

  expect(body.range.from).toBe(from);
  expect(body.range.to).toBe(to);
  const revenue = body.revenue_window;
  expect(revenue.currency).toBe('NGN');
  expect(kobo(revenue.paid_gross)).toBe(want.gross);
  expect(kobo(revenue.refunds)).toBe(want.refunds);
  expect(kobo(revenue.net)).toBe(want.net);
  expect(kobo(revenue.net)).toBe(kobo(revenue.paid_gross) - kobo(revenue.refunds));
  expect(kobo(revenue.aov)).toBe(want.aov);
  expect(kobo(revenue.previous_net)).toBe(previous.net);

  // One entry per day, oldest first, zero days included, adding up to the window's totals.
  expect(revenue.timeseries_daily).toHaveLength(days);
  expect(revenue.timeseries_daily[0].date).toBe(from);
  expect(revenue.timeseries_daily.at(-1).date).toBe(to);
  const series = (revenue.timeseries_daily as Array<{ date: string; paid: number; refunds: number; net: number }>).map(
    (d) => ({
      date: d.date,
      paid: kobo(d.paid),
      refunds: kobo(d.refunds),
      net: kobo(d.net),
    }),
  );
  expect(series).toEqual(want.daily);
  expect(series.reduce((s, d) => s + d.paid, 0)).toBe(want.gross);
  expect(series.reduce((s, d) => s + d.refunds, 0)).toBe(want.refunds);

  expect(body.orders_window.total).toBe(want.created);
  const counts = body.orders_window.status_counts as Record<string, number>;
  for (const [status, count] of Object.entries(want.statusCounts)) expect(counts[status] ?? 0).toBe(count);
  expect(Object.values(counts).reduce((s, n) => s + n, 0)).toBe(body.orders_window.total);

  const top = body.top_products_window as Array<{ product_id: number; quantity: number; revenue: number }>;
  const ranked = [...want.products.entries()].sort((a, b) => b[1].revenue - a[1].revenue || a[0] - b[0]).slice(0, 5);
  expect(top.map((p) => [p.product_id, p.quantity, kobo(p.revenue)])).toEqual(
    ranked.map(([id, p]) => [id, p.quantity, p.revenue]),
  );

  expect(body.totals_all_time).toEqual({
    users: db.users.count(),
    products: db.products.count(),
    reviews: db.reviews.count(),
    orders: db.orders.count(),
  });
  return want;
}

describe('GET /admin/overview', () => {
  const today = () => dayKey(clock.now());
  const daysAgo = (n: number) => dayKey(clock.now() - n * DAY);

  it.each([
    ['7d', 7],
    ['30d', 30],
    ['90d', 90],
  ] as const)('range=%s: the figures add up to the orders, to the kobo', async (range, days) => {
    const token = await tokenFor(admin());
    const { status, json } = await call('GET', `/admin/overview?range=${range}`, { token });
    expect(status).toBe(200);
    expect(json.range.label).toBe(`Last ${days} days`);
    const want = compareOverview(json, daysAgo(days - 1), today());
    expect(want.paidOrders).toBeGreaterThan(0);
  });

  it('defaults to the last 30 days', async () => {
    const token = await tokenFor(admin());
    const { status, json } = await call('GET', '/admin/overview', { token });
    expect(status).toBe(200);
    expect(json.range.label).toBe('Last 30 days');
    compareOverview(json, daysAgo(29), today());
  });

  it('90 days take in more than 7 days', async () => {
    const token = await tokenFor(admin());
    const week = await call('GET', '/admin/overview?range=7d', { token });
    const quarter = await call('GET', '/admin/overview?range=90d', { token });
    expect(quarter.json.revenue_window.paid_gross).toBeGreaterThan(week.json.revenue_window.paid_gross);
    expect(quarter.json.orders_window.total).toBeGreaterThan(week.json.orders_window.total);
  });

  it('shows the latest 5 orders and users overall', async () => {
    const token = await tokenFor(admin());
    const { json } = await call('GET', '/admin/overview?range=7d', { token });
    const newest = <T extends { created_at: string; id: number }>(rows: T[]) =>
      [...rows]
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
        .slice(0, 5)
        .map((r) => r.id);
    expect(json.recent.orders.map((o: { id: number }) => o.id)).toEqual(newest(db.orders.all()));
    expect(json.recent.users.map((u: { id: number }) => u.id)).toEqual(newest(db.users.all()));
  });

  it('a custom from/to window wins over range', async () => {
    const token = await tokenFor(admin());
    const from = daysAgo(60);
    const to = daysAgo(31);
    const { status, json } = await call('GET', `/admin/overview?range=7d&from=${from}&to=${to}`, { token });
    expect(status).toBe(200);
    expect(json.range.label).toContain(from);
    compareOverview(json, from, to);
  });

  it('a custom window equal to the last 7 days gives the same figures as range=7d', async () => {
    const token = await tokenFor(admin());
    const preset = await call('GET', '/admin/overview?range=7d', { token });
    const custom = await call('GET', `/admin/overview?from=${daysAgo(6)}&to=${today()}`, { token });
    expect(custom.json.revenue_window).toEqual(preset.json.revenue_window);
    expect(custom.json.orders_window).toEqual(preset.json.orders_window);
  });

  it('a single day and a 366-day window are accepted', async () => {
    const token = await tokenFor(admin());
    const one = await call('GET', `/admin/overview?from=${daysAgo(3)}&to=${daysAgo(3)}`, { token });
    expect(one.status).toBe(200);
    compareOverview(one.json, daysAgo(3), daysAgo(3));
    const year = await call('GET', `/admin/overview?from=${daysAgo(365)}&to=${today()}`, { token });
    expect(year.status).toBe(200);
    expect(year.json.revenue_window.timeseries_daily).toHaveLength(366);
  });

  it('from after to is 400 invalid_payload with fields', async () => {
    const token = await tokenFor(admin());
    const { status, json } = await call('GET', `/admin/overview?from=${today()}&to=${daysAgo(1)}`, { token });
    expect(status).toBe(400);
    expect(json.error).toBe('invalid_payload');
    expect(json.fields).toHaveProperty('from');
  });

  it('a window over 366 days is 400', async () => {
    const token = await tokenFor(admin());
    const { status, json } = await call('GET', `/admin/overview?from=${daysAgo(366)}&to=${today()}`, { token });
    expect(status).toBe(400);
    expect(json.error).toBe('invalid_payload');
    expect(json.fields).toBeDefined();
  });

  it('from or to alone is 400', async () => {
    const token = await tokenFor(admin());
    const onlyFrom = await call('GET', `/admin/overview?from=${daysAgo(5)}`, { token });
    expect(onlyFrom.status).toBe(400);
    expect(onlyFrom.json.error).toBe('invalid_payload');
    expect(onlyFrom.json.fields).toHaveProperty('to');
    const onlyTo = await call('GET', `/admin/overview?range=90d&to=${daysAgo(5)}`, { token });
    expect(onlyTo.status).toBe(400);
    expect(onlyTo.json.fields).toHaveProperty('from');
  });

  it('a malformed date or range is 400 (from the gate)', async () => {
    const token = await tokenFor(admin());
    expect((await call('GET', '/admin/overview?from=2025-02-30&to=2025-03-10', { token })).status).toBe(400);
    expect((await call('GET', '/admin/overview?range=365d', { token })).status).toBe(400);
  });
});

// ---------- users ----------

describe('GET /admin/users', () => {
  it('lists everyone newest first with their order counts', async () => {
    const token = await tokenFor(admin());
    const { status, json } = await call('GET', '/admin/users?per_page=100', { token });
    expect(status).toBe(200);
    expect(json.items).toHaveLength(db.users.count());
    expect(json.pagination).toEqual({ page: 1, per_page: 100, total: db.users.count(), total_pages: 1 });
    const dates = json.items.map((u: { created_at: string }) => u.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const demo = json.items.find((u: { email: string }) => u.email === DEMO_ACCOUNTS.customer);
    expect(demo.orders_count).toBe(db.orders.where((o) => o.user_id === customer().id).length);
    expect(demo.orders_count).toBeGreaterThanOrEqual(8);
  });

  it('defaults to page 1 of 20', async () => {
    const token = await tokenFor(admin());
    const { json } = await call('GET', '/admin/users', { token });
    expect(json.items).toHaveLength(20);
    expect(json.pagination.page).toBe(1);
    expect(json.pagination.per_page).toBe(20);
    expect(json.pagination.total_pages).toBe(Math.ceil(db.users.count() / 20));
  });

  it('filters by part of the email, case-insensitively', async () => {
    const token = await tokenFor(admin());
    const { json } = await call('GET', '/admin/users?q=EXAMPLE.COM', { token });
    const want = db.users.where((u) => u.email.includes('example.com')).length;
    expect(want).toBeGreaterThanOrEqual(2);
    expect(json.pagination.total).toBe(want);
    for (const u of json.items) expect(u.email.toLowerCase()).toContain('example.com');

    const one = await call('GET', '/admin/users?q=Customer@', { token });
    expect(one.json.items.map((u: { email: string }) => u.email)).toEqual([DEMO_ACCOUNTS.customer]);
  });

  it('filters by role', async () => {
    const token = await tokenFor(admin());
    const admins = await call('GET', '/admin/users?role=admin', { token });
    expect(admins.json.items.map((u: { email: string }) => u.email)).toEqual([DEMO_ACCOUNTS.admin]);
    const users = await call('GET', '/admin/users?role=user&per_page=100', { token });
    expect(users.json.pagination.total).toBe(db.users.count() - 1);
    for (const u of users.json.items) expect(u.role).toBe('user');
    const both = await call('GET', '/admin/users?role=admin&q=customer', { token });
    expect(both.json.items).toEqual([]);
  });

  it('pages with total_pages, every user once', async () => {
    const token = await tokenFor(admin());
    const total = db.users.count();
    const pages = Math.ceil(total / 10);
    const seen: number[] = [];
    for (let page = 1; page <= pages; page++) {
      const { json } = await call('GET', `/admin/users?per_page=10&page=${page}`, { token });
      expect(json.pagination).toEqual({ page, per_page: 10, total, total_pages: pages });
      expect(json.items.length).toBe(page < pages ? 10 : total - 10 * (pages - 1));
      seen.push(...json.items.map((u: { id: number }) => u.id));
    }
    expect(new Set(seen).size).toBe(total);
    const past = await call('GET', `/admin/users?per_page=10&page=${pages + 1}`, { token });
    expect(past.status).toBe(200);
    expect(past.json.items).toEqual([]);
  });

  it('no match: empty items and total_pages 0', async () => {
    const token = await tokenFor(admin());
    const { json } = await call('GET', '/admin/users?q=nobody-has-this', { token });
    expect(json.items).toEqual([]);
    expect(json.pagination).toEqual({ page: 1, per_page: 20, total: 0, total_pages: 0 });
  });

  it('a bad per_page or role is 400', async () => {
    const token = await tokenFor(admin());
    expect((await call('GET', '/admin/users?per_page=7', { token })).status).toBe(400);
    expect((await call('GET', '/admin/users?role=owner', { token })).status).toBe(400);
  });
});

describe('GET /admin/users/{id}', () => {
  it('shows the customer with the right stats and recent orders', async () => {
    const token = await tokenFor(admin());
    const me = customer();
    const { status, json } = await call('GET', `/admin/users/${me.id}`, { token });
    expect(status).toBe(200);

    const orders = db.orders.where((o) => o.user_id === me.id);
    const newest = [...orders].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
    const spentKobo = orders.reduce((s, o) => s + (o.amount_paid_kobo ?? 0) - o.amount_refunded_kobo, 0);
    expect(spentKobo).toBeGreaterThan(0);

    expect(json.user).toEqual({
      id: me.id,
      email: me.email,
      role: 'user',
      created_at: me.created_at,
      orders_count: orders.length,
    });
    expect(json.stats.orders_count).toBe(orders.length);
    expect(kobo(json.stats.total_spent)).toBe(spentKobo);
    expect(json.stats.last_order_at).toBe(newest[0]!.created_at);
    expect(json.recent_orders).toEqual(
      newest
        .slice(0, 5)
        .map((o) => ({ id: o.id, created_at: o.created_at, status: o.status, amount_total: o.amount_total })),
    );
  });

  it('a user without orders has zero stats and last_order_at null', async () => {
    const token = await tokenFor(admin());
    const { json } = await call('GET', `/admin/users/${admin().id}`, { token });
    expect(json.stats).toEqual({ orders_count: 0, total_spent: 0, last_order_at: null });
    expect(json.recent_orders).toEqual([]);
  });

  it('an unknown user is 404', async () => {
    const token = await tokenFor(admin());
    const { status, json } = await call('GET', '/admin/users/99999', { token });
    expect(status).toBe(404);
    expect(json.error).toBe('not_found');
  });
});

describe('PATCH /admin/users/{id}/role', () => {
  it('takes effect on the user’s next call with the same token', async () => {
    const adminToken = await tokenFor(admin());
    const customerToken = await tokenFor(customer());
    const id = customer().id;
    expect((await call('GET', '/admin/users', { token: customerToken })).status).toBe(403);

    const promoted = await call('PATCH', `/admin/users/${id}/role`, { token: adminToken, body: { role: 'admin' } });
    expect(promoted.status).toBe(200);
    expect(promoted.json.user).toMatchObject({ id, role: 'admin' });
    expect(promoted.json.user.orders_count).toBeGreaterThan(0);
    expect((await call('GET', '/admin/users', { token: customerToken })).status).toBe(200);

    const demoted = await call('PATCH', `/admin/users/${id}/role`, { token: adminToken, body: { role: 'user' } });
    expect(demoted.status).toBe(200);
    expect(demoted.json.user.role).toBe('user');
    expect((await call('GET', '/admin/users', { token: customerToken })).status).toBe(403);
  });

  it('setting the same role is a 200 no-op', async () => {
    const token = await tokenFor(admin());
    const { status, json } = await call('PATCH', `/admin/users/${customer().id}/role`, {
      token,
      body: { role: 'user' },
    });
    expect(status).toBe(200);
    expect(json.user.role).toBe('user');
    const self = await call('PATCH', `/admin/users/${admin().id}/role`, { token, body: { role: 'admin' } });
    expect(self.status).toBe(200);
  });

  it('the last admin cannot be demoted: 409 last_admin', async () => {
    const token = await tokenFor(admin());
    const { status, json } = await call('PATCH', `/admin/users/${admin().id}/role`, { token, body: { role: 'user' } });
    expect(status).toBe(409);
    expect(json.error).toBe('last_admin');
    expect(admin().role).toBe('admin');
  });

  it('an admin may demote themselves while another admin remains', async () => {
    const token = await tokenFor(admin());
    await call('PATCH', `/admin/users/${customer().id}/role`, { token, body: { role: 'admin' } });
    const { status, json } = await call('PATCH', `/admin/users/${admin().id}/role`, { token, body: { role: 'user' } });
    expect(status).toBe(200);
    expect(json.user.role).toBe('user');
    expect((await call('GET', '/admin/users', { token })).status).toBe(403);
  });

  it('an unknown user is 404; a bad role is 400', async () => {
    const token = await tokenFor(admin());
    expect((await call('PATCH', '/admin/users/99999/role', { token, body: { role: 'admin' } })).status).toBe(404);
    const bad = await call('PATCH', `/admin/users/${customer().id}/role`, { token, body: { role: 'owner' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe('invalid_payload');
  });
});

describe('POST /admin/users/{id}/revoke', () => {
  it('ends every session: the access token gets 401 and the refresh fails', async () => {
    const adminToken = await tokenFor(admin());
    const first = await startSession(db, customer());
    const second = await startSession(db, customer());
    // Before: signed in (a customer is refused admin calls with 403, not 401).
    expect((await call('GET', '/admin/overview', { token: first.access_token })).status).toBe(403);

    const { status, json } = await call('POST', `/admin/users/${customer().id}/revoke`, { token: adminToken });
    expect(status).toBe(200);
    expect(json).toEqual({ message: 'Sessions revoked.', revoked: 2 });

    for (const session of [first, second]) {
      const after = await call('GET', '/admin/overview', { token: session.access_token });
      expect(after.status).toBe(401);
      expect(after.json.error).toBe('unauthorized');
    }

    for (const session of [first, second]) {
      const refreshed = await call('POST', '/token/refresh', { token: session.refresh_token });
      expect(refreshed.status).toBe(401);
      expect(refreshed.json.error).toBe('invalid_refresh_token');
    }

    // The admin is untouched; a second revoke ends nothing more.
    expect((await call('GET', '/admin/overview', { token: adminToken })).status).toBe(200);
    const again = await call('POST', `/admin/users/${customer().id}/revoke`, { token: adminToken });
    expect(again.json.revoked).toBe(0);
  });

  it('an unknown user is 404', async () => {
    const token = await tokenFor(admin());
    expect((await call('POST', '/admin/users/99999/revoke', { token })).status).toBe(404);
  });
});
