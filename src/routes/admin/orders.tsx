import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ADMIN_ORDERS_PAGE_SIZE } from '@/config/constants';
import { brand } from '@/config/brand';
import { AdminOrdersPage } from '@/features/admin-orders/admin-orders-page';
import { enums, queryEnums } from '@/api/enums.gen';
import { enumParam, idParam, pageParam, perPageParam, textParam, searchSchema } from '@/lib/search-params';

export const Route = createFileRoute('/admin/orders')({
  // The lists straight from the contract's enums: the feature's search module stays out of every page's first script.
  validateSearch: searchSchema({
    q: textParam(),
    status: enumParam(enums.OrderStatus),
    sort: enumParam(queryEnums.listAdminOrders.sort),
    order: enumParam(queryEnums.listAdminOrders.order),
    page: pageParam(),
    per_page: perPageParam(ADMIN_ORDERS_PAGE_SIZE),
    highlight: idParam(),
  }),
  search: { middlewares: [stripSearchParams({ page: 1, per_page: ADMIN_ORDERS_PAGE_SIZE })] },
  head: () => ({ meta: [{ title: `Orders | ${brand.name} admin` }] }),
  component: OrdersRoute,
});

/** Admin queries run only under the admin layout's guard, so there is no loader here. */
function OrdersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminOrdersPage search={search} onNavigate={(next, options) => void navigate({ search: next, ...options })} />
  );
}
