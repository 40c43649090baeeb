import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { orderQueryOptions, ordersQueryOptions } from '@/api/queries/orders';
import { sessionStore } from '@/api/session';
import { brand } from '@/config/brand';
import { OrdersPage } from '@/features/orders/orders-page';
import { idParam, pageParam, searchSchema } from '@/lib/search-params';

/** The shopper's orders (?page=), and one of them inside the page (?order={id}). */
export const Route = createFileRoute('/_store/orders')({
  validateSearch: searchSchema({ page: pageParam(), order: idParam() }),
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => ({ page: search.page, order: search.order }),
  loader: async ({ context, deps, cause }) => {
    // Signed out there is nothing to fetch: the screen asks the shopper to sign in.
    if (!sessionStore.get().isAuthenticated) return;
    const { queryClient } = context;
    const loading =
      deps.order !== undefined
        ? queryClient.ensureQueryData(orderQueryOptions(deps.order))
        : queryClient.ensureQueryData(ordersQueryOptions(deps.page));
    // The screen reads the same query and shows a failure itself. Staying on the route (another
    // page, a detail, back to the list) it shows what it has while this loads.
    if (cause === 'stay') return void loading.catch(() => undefined);
    await loading.catch(() => undefined);
  },
  head: () => ({ meta: [{ title: `Your orders | ${brand.name}` }] }),
  component: OrdersRoute,
});

function OrdersRoute() {
  const { page, order } = Route.useSearch();
  return <OrdersPage page={page} orderId={order} />;
}
