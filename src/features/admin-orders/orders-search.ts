/**
 * The admin orders list's URL state (validated by the /admin/orders route) and the rules that
 * move it: changing search, status, sort, order or page size goes back to page 1 (spec section 4);
 * ?highlight={id} opens one order.
 */
import { enums, queryEnums } from '@/api/enums.gen';
import type { AdminOrdersQuery, OrderStatus } from '@/api/queries/admin';
import { ADMIN_ORDERS_PAGE_SIZE } from '@/config/constants';

/** The contract's lists (src/api/enums.gen.ts): the statuses, sort keys and directions. */
export const ORDER_STATUSES = enums.OrderStatus;
export const SORT_KEYS = queryEnums.listAdminOrders.sort;
export const SORT_ORDERS = queryEnums.listAdminOrders.order;
/** Not in the spec: the page sizes offered (the contract allows 1–100; the default is the spec's 10). */
export const PAGE_SIZE_OPTIONS = [ADMIN_ORDERS_PAGE_SIZE, 20, 50, 100] as const;

export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface AdminOrdersSearch {
  q?: string;
  status?: OrderStatus;
  sort?: SortKey;
  order?: SortOrder;
  page: number;
  per_page: number;
  highlight?: number;
}

export type OrdersFilters = Pick<AdminOrdersSearch, 'q' | 'status' | 'sort' | 'order' | 'per_page'>;

/** GET /admin/orders for the page shown. */
export function listQuery(search: AdminOrdersSearch): AdminOrdersQuery {
  return {
    q: search.q?.trim() || undefined,
    status: search.status,
    sort: search.sort,
    order: search.order,
    page: search.page,
    per_page: search.per_page,
  };
}

/** The same filters without paging: what the CSV export fetches. */
export function exportQuery(search: AdminOrdersSearch): Omit<AdminOrdersQuery, 'page' | 'per_page'> {
  return { q: search.q?.trim() || undefined, status: search.status, sort: search.sort, order: search.order };
}

/** A filter changed: the new filters, back on page 1, no order open. Empty values drop out. */
export function withFilters(search: AdminOrdersSearch, patch: Partial<OrdersFilters>): AdminOrdersSearch {
  const next: AdminOrdersSearch = { ...search, ...patch, page: 1 };
  delete next.highlight;
  for (const key of ['q', 'status', 'sort', 'order'] as const) {
    if (!next[key]) delete next[key];
  }
  return next;
}

export function withPage(search: AdminOrdersSearch, page: number): AdminOrdersSearch {
  const next = { ...search, page: Math.max(1, page) };
  delete next.highlight;
  return next;
}

export function withHighlight(search: AdminOrdersSearch, id: number | undefined): AdminOrdersSearch {
  const next = { ...search, highlight: id };
  if (id === undefined) delete next.highlight;
  return next;
}

export function hasFilters(search: AdminOrdersSearch): boolean {
  return Boolean(search.q?.trim() || search.status);
}

/** The sort select's options: key and direction together. The first is the server's default. */
export const SORT_OPTIONS: readonly { sort: SortKey; order: SortOrder; label: string }[] = [
  { sort: 'created_at', order: 'desc', label: 'Newest first' },
  { sort: 'created_at', order: 'asc', label: 'Oldest first' },
  { sort: 'amount_total', order: 'desc', label: 'Total, highest first' },
  { sort: 'amount_total', order: 'asc', label: 'Total, lowest first' },
  { sort: 'email', order: 'asc', label: 'Customer email, A–Z' },
  { sort: 'email', order: 'desc', label: 'Customer email, Z–A' },
  { sort: 'status', order: 'asc', label: 'Status, A–Z' },
  { sort: 'status', order: 'desc', label: 'Status, Z–A' },
];

/** The select's value for the URL's sort and order (missing ones are the server's defaults). */
export function sortValue(search: Pick<AdminOrdersSearch, 'sort' | 'order'>): string {
  return `${search.sort ?? 'created_at'}:${search.order ?? 'desc'}`;
}

/** A select value back to URL params; the default pair leaves the URL clean. */
export function parseSortValue(value: string): { sort?: SortKey; order?: SortOrder } {
  const [sort, order] = value.split(':') as [SortKey, SortOrder];
  if (!SORT_KEYS.includes(sort) || !SORT_ORDERS.includes(order)) return {};
  if (sort === 'created_at' && order === 'desc') return {};
  return { sort, order };
}

/** The footer's line, word for word: 'Page N • count result(s) of total'. */
export function pageSummary(page: number, count: number, total: number): string {
  return `Page ${page} • ${count} result(s) of ${total}`;
}
