/**
 * The back office's dashboard, orders and customers: key factory, query options, mutations and
 * the CSV export's paging. Admin queries run only under the admin layout, which renders its
 * screens for a signed-in admin alone (spec section 6).
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ORDERS_FRESH_MS, ADMIN_STALE_MS, ADMIN_USERS_FRESH_MS, EXPORT_PAGE_SIZE } from '@/config/constants';
import { type ExportProgress } from '@/lib/csv';
import { api } from '../client';
import { unwrap } from '../errors';
import { normalizeAdminOrderList, type AdminOrderListView, type OrderView } from '../normalize-orders';
import { normalizeOverview, type OverviewView } from '../normalize-overview';
import type { components, operations } from '../schema.gen';
import { authKeys, signOut } from './auth';
import { orderKeys } from './orders';
import { clean } from './params';

/** What the dashboard reads: the overview after `normalizeOverview` (src/api/normalize-overview.ts). */
export type Overview = OverviewView;
/** What the admin order screens read: orders after `normalizeOrder` (src/api/normalize-orders.ts). */
export type AdminOrder = OrderView;
export type AdminOrderList = AdminOrderListView;
export type AdminUser = components['schemas']['User'];
export type AdminUserList = components['schemas']['UserList'];
export type AdminUserDetail = components['schemas']['AdminUserDetail'];
export type OrderStatus = components['schemas']['OrderStatus'];
export type Role = components['schemas']['Role'];

export type OverviewQuery = NonNullable<operations['getAdminOverview']['parameters']['query']>;
export type AdminOrdersQuery = NonNullable<operations['listAdminOrders']['parameters']['query']>;
export type AdminUsersQuery = NonNullable<operations['listAdminUsers']['parameters']['query']>;
export type FulfillInput = components['schemas']['FulfillRequest'];
export type CancelInput = components['schemas']['CancelRequest'];
export type RefundInput = components['schemas']['RefundRequest'];

export const adminKeys = {
  all: ['admin'] as const,
  overview: (query: OverviewQuery) => [...adminKeys.all, 'overview', query] as const,
  orders: () => [...adminKeys.all, 'orders'] as const,
  orderList: (query: AdminOrdersQuery) => [...adminKeys.orders(), 'list', query] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (query: AdminUsersQuery) => [...adminKeys.users(), 'list', query] as const,
  userDetails: () => [...adminKeys.users(), 'detail'] as const,
  userDetail: (id: number) => [...adminKeys.userDetails(), id] as const,
};

/** GET /admin/overview: `range`, or `from` and `to` together (they win over range). */
export const overviewQueryOptions = (query: OverviewQuery) => {
  const q = clean(query);
  return queryOptions({
    queryKey: adminKeys.overview(q),
    queryFn: async ({ signal }) =>
      normalizeOverview(unwrap(await api.GET('/admin/overview', { params: { query: q }, signal })), q),
    staleTime: ADMIN_STALE_MS,
    placeholderData: keepPreviousData,
  });
};

/** GET /admin/orders with items (the detail panel reads them from the list, spec section 7). */
export const adminOrdersQueryOptions = (query: AdminOrdersQuery) => {
  const q = clean({ include_items: true, compact: false, ...query });
  return queryOptions({
    queryKey: adminKeys.orderList(q),
    queryFn: async ({ signal }) =>
      normalizeAdminOrderList(unwrap(await api.GET('/admin/orders', { params: { query: q }, signal })), q),
    staleTime: ADMIN_ORDERS_FRESH_MS,
    placeholderData: keepPreviousData,
  });
};

export const adminUsersQueryOptions = (query: AdminUsersQuery) => {
  const q = clean(query);
  return queryOptions({
    queryKey: adminKeys.userList(q),
    queryFn: async ({ signal }) => unwrap(await api.GET('/admin/users', { params: { query: q }, signal })),
    staleTime: ADMIN_USERS_FRESH_MS,
    placeholderData: keepPreviousData,
  });
};

export const adminUserQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.userDetail(id),
    queryFn: async ({ signal }) => unwrap(await api.GET('/admin/users/{id}', { params: { path: { id } }, signal })),
    staleTime: ADMIN_USERS_FRESH_MS,
  });

/**
 * After an order action: the admin lists, the dashboard, customers' stats (total spent, recent
 * orders) and the shopper's own order views all may have changed.
 */
function useOrderChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
      queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'overview'] }),
      queryClient.invalidateQueries({ queryKey: adminKeys.userDetails() }),
      queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    ]);
}

/** POST /orders/{id}/fulfill: allowed from paid or pending (spec section 4). */
export function useFulfillOrder() {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: async ({ id, ...body }: FulfillInput & { id: number }) =>
      unwrap(await api.POST('/orders/{id}/fulfill', { params: { path: { id } }, body: clean(body) })),
    onSuccess: changed,
  });
}

/** POST /orders/{id}/cancel: not from fulfilled, refunded or cancelled. */
export function useCancelOrder() {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: async ({ id, ...body }: CancelInput & { id: number }) =>
      unwrap(await api.POST('/orders/{id}/cancel', { params: { path: { id } }, body: clean(body) })),
    onSuccess: changed,
  });
}

/** POST /orders/{id}/refund: not from refunded or cancelled; no amount_kobo refunds what is left. */
export function useRefundOrder() {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: async ({ id, ...body }: RefundInput & { id: number }) =>
      unwrap(await api.POST('/orders/{id}/refund', { params: { path: { id } }, body: clean(body) })),
    onSuccess: changed,
  });
}

/** PATCH /admin/users/{id}/role. Changing one's own role also changes what /me says. */
export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, role }: { id: number; role: Role }) =>
      unwrap(await api.PATCH('/admin/users/{id}/role', { params: { path: { id } }, body: { role } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: authKeys.me() }),
      ]),
  });
}

/** POST /admin/users/{id}/revoke: every session of that user ends. */
export function useRevokeSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await api.POST('/admin/users/{id}/revoke', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}

/**
 * POST /admin/users/{id}/revoke on the signed-in admin's own account: the session here ends too,
 * so it signs out at once (refetching with the dead token would end in the expired-session path).
 */
export function useRevokeOwnSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await api.POST('/admin/users/{id}/revoke', { params: { path: { id } } })),
    onSuccess: () => signOut(queryClient),
  });
}

/**
 * Every order that matches the filters (not just the page shown), fetched page by page at the
 * largest page size the contract allows, without items. For the CSV export.
 */
export async function fetchAllAdminOrders(
  query: Omit<AdminOrdersQuery, 'page' | 'per_page'>,
  onProgress?: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<AdminOrder[]> {
  const all: AdminOrder[] = [];
  for (let page = 1; ; page++) {
    const q = clean({ ...query, page, per_page: EXPORT_PAGE_SIZE, compact: true, include_items: false });
    const { orders, pagination } = normalizeAdminOrderList(
      unwrap(await api.GET('/admin/orders', { params: { query: q }, signal })),
      q,
    );
    all.push(...orders);
    onProgress?.({ done: all.length, total: pagination.total });
    if (!pagination.has_next || orders.length === 0) return all;
  }
}

/** Every user that matches the filters, page by page (the user list's largest page size). */
export async function fetchAllAdminUsers(
  query: Omit<AdminUsersQuery, 'page' | 'per_page'>,
  onProgress?: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<AdminUser[]> {
  const all: AdminUser[] = [];
  for (let page = 1; ; page++) {
    const q = clean({ ...query, page, per_page: EXPORT_PAGE_SIZE as AdminUsersQuery['per_page'] });
    const { items, pagination } = unwrap(await api.GET('/admin/users', { params: { query: q }, signal }));
    all.push(...items);
    onProgress?.({ done: all.length, total: pagination.total });
    if (page >= pagination.total_pages || items.length === 0) return all;
  }
}
