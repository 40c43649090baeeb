import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { CustomersPage } from '@/features/admin-customers/customers-page';
import { CUSTOMERS_SEARCH_DEFAULTS, customersSearchSchema } from '@/features/admin-customers/customers-search';

/** Customers (spec section 2, Admin customers): filters, page and the selected customer in the URL. */
export const Route = createFileRoute('/admin/users')({
  validateSearch: customersSearchSchema,
  search: { middlewares: [stripSearchParams(CUSTOMERS_SEARCH_DEFAULTS)] },
  component: UsersRoute,
});

function UsersRoute() {
  return <CustomersPage search={Route.useSearch()} />;
}
