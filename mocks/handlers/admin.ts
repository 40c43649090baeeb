/**
 * The back office's dashboard and customers (operations tagged Admin dashboard and Admin
 * customers). The gate has already answered 401/403 and schema violations; these handlers apply
 * the business rules written in each operation's description in openapi.yaml.
 */
import { db } from '../db';
import type { UserRow } from '../db/schema';
import { revokeSessions } from '../services/auth';
import { clock } from '../services/clock';
import { computeOverview, resolveWindow } from '../services/overview';
import { fail, http, idParam, notFound } from './http';
import { intParam, sortRows, strParam } from './query';
import { orderCounts, paginate, toOrderSummary, toUser, toUserAlone } from './serialize';

const DAY = 24 * 60 * 60 * 1000;
/** The longest custom window, in days (both ends included). */
const MAX_WINDOW_DAYS = 366;
const RECENT_ORDERS = 5;

function userOr404(id: string | undefined): UserRow {
  return db.users.get(idParam(id)) ?? notFound('User not found.');
}

/** Checks a custom from/to pair (the gate has checked that each is a real date). */
function checkCustomWindow(from: string | null, to: string | null): void {
  if (!from && !to) return;
  if (!from || !to) {
    const missing = from ? 'to' : 'from';
    fail(400, 'invalid_payload', 'A custom window needs both from and to.', {
      [missing]: 'is required when ' + (from ? 'from' : 'to') + ' is given',
    });
  }
  const start = Date.parse(`${from}T00:00:00.000Z`);
  const end = Date.parse(`${to}T00:00:00.000Z`);
  if (start > end)
    fail(400, 'invalid_payload', 'from must not be after to.', {
      from: 'must not be after to',
      to: 'must not be before from',
    });
  const days = Math.round((end - start) / DAY) + 1;
  if (days > MAX_WINDOW_DAYS) {
    fail(400, 'invalid_payload', `The window is ${days} days long; at most ${MAX_WINDOW_DAYS} are allowed.`, {
      from: `window longer than ${MAX_WINDOW_DAYS} days`,
      to: `window longer than ${MAX_WINDOW_DAYS} days`,
    });
  }
}

export const adminHandlers = [
  http.get('/admin/overview', ({ query, response }) => {
    const from = strParam(query.get('from'));
    const to = strParam(query.get('to'));
    checkCustomWindow(from, to);
    const range = query.get('range') ?? '30d';
    const window = resolveWindow(clock.now(), range, from ?? undefined, to ?? undefined);
    return response(200).json(computeOverview(db, window));
  }),

  http.get('/admin/users', ({ request, query, response }) => {
    const search = new URL(request.url).searchParams;
    const q = strParam(query.get('q'))?.toLowerCase() ?? null;
    const role = query.get('role');
    const page = Math.max(1, intParam(search.get('page'), 1));
    const perPage = Math.max(1, intParam(search.get('per_page'), 20));

    const matching = db.users.where((u) => (!q || u.email.toLowerCase().includes(q)) && (!role || u.role === role));
    const sorted = sortRows(matching, (u) => u.created_at, 'desc');
    const { items, total } = paginate(sorted, page, perPage);
    const counts = orderCounts(db);
    return response(200).json({
      items: items.map((u) => toUser(u, counts)),
      // The contract's Pagination: total_pages is 0 when nothing matches.
      pagination: { page, per_page: perPage, total, total_pages: Math.ceil(total / perPage) },
    });
  }),

  http.get('/admin/users/{id}', ({ params, response }) => {
    const user = userOr404(params.id);
    const orders = db.orders.where((o) => o.user_id === user.id);
    const newestFirst = [...orders].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    let spentKobo = 0;
    for (const order of orders) spentKobo += (order.amount_paid_kobo ?? 0) - order.amount_refunded_kobo;
    return response(200).json({
      user: toUser(user, new Map([[user.id, orders.length]])),
      stats: {
        orders_count: orders.length,
        total_spent: Math.max(0, spentKobo) / 100,
        last_order_at: newestFirst[0]?.created_at ?? null,
      },
      recent_orders: newestFirst.slice(0, RECENT_ORDERS).map(toOrderSummary),
    });
  }),

  http.patch('/admin/users/{id}/role', async ({ params, request, response }) => {
    const user = userOr404(params.id);
    const { role } = await request.json();
    if (user.role === 'admin' && role !== 'admin') {
      const admins = db.users.where((u) => u.role === 'admin').length;
      if (admins <= 1) fail(409, 'last_admin', 'The last admin cannot be demoted.');
    }
    const updated =
      user.role === role
        ? user
        : ((await db.users.update(user.id, (u) => void (u.role = role))) ?? notFound('User not found.'));
    return response('2XX').json({ user: toUserAlone(db, updated) }, { status: 200 });
  }),

  http.post('/admin/users/{id}/revoke', async ({ params, response }) => {
    const user = userOr404(params.id);
    const revoked = await revokeSessions(db, user.id);
    return response('2XX').json({ message: 'Sessions revoked.', revoked }, { status: 200 });
  }),
];
