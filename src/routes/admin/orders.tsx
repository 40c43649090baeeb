import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ADMIN_ORDERS_PAGE_SIZE } from '@/config/constants';
import { brand } from '@/config/brand';
import { AdminOrdersPage } from '@/features/admin-orders/admin-orders-page';
import { ORDER_STATUSES, SORT_KEYS, SORT_ORDERS } from '@/features/admin-orders/orders-search';
import { enumParam, idParam, lazySchema, pageParam, perPageParam, textParam, z } from '@/lib/search-params';

export const Route = createFileRoute('/admin/orders')({
  validateSearch: lazySchema(() =>
    z.object({
      q: textParam(),
      status: enumParam(ORDER_STATUSES),
      sort: enumParam(SORT_KEYS),
      order: enumParam(SORT_ORDERS),
      page: pageParam(),
      per_page: perPageParam(ADMIN_ORDERS_PAGE_SIZE),
      highlight: idParam(),
    }),
  ),
  search: { middlewares: [stripSearchParams({ page: 1, per_page: ADMIN_ORDERS_PAGE_SIZE })] },
  head: () => ({ meta: [{ title: `Orders | ${brand.name} admin` }] }),
  component: OrdersRoute,
});

/** Admin queries run only under the admin layout's guard, so there is no loader here. */
function OrdersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AdminOrdersPage search={search} onNavigate={(next) => void navigate({ search: next })} />;
}
