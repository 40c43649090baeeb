import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ADMIN_PRODUCT_DEFAULTS, LISTING_PER_PAGE_MAX } from '@/config/constants';
import { AdminProductsPage } from '@/features/admin-products/admin-products-page';
import { queryEnums } from '@/api/enums.gen';
import {
  amountParam,
  booleanParam,
  enumParam,
  pageParam,
  perPageParam,
  slugParam,
  textParam,
  searchSchema,
} from '@/lib/search-params';

/** Admin products (spec section 2): every filter, the sort, the page and its size in the URL. */
export const Route = createFileRoute('/admin/products')({
  // The lists straight from the contract's enums: the feature's search module stays out of every page's first script.
  validateSearch: searchSchema({
    q: textParam(),
    category: slugParam(),
    subcategory: slugParam(),
    min_price: amountParam(),
    max_price: amountParam(),
    rating_min: amountParam(),
    include_unrated: booleanParam(),
    low_stock: booleanParam(),
    sort: enumParam(queryEnums.listProducts.sort),
    order: enumParam(queryEnums.listProducts.order),
    page: pageParam(),
    per_page: perPageParam(ADMIN_PRODUCT_DEFAULTS.per_page, LISTING_PER_PAGE_MAX),
  }),
  search: { middlewares: [stripSearchParams({ page: 1, per_page: ADMIN_PRODUCT_DEFAULTS.per_page })] },
  component: ProductsRoute,
});

function ProductsRoute() {
  return <AdminProductsPage search={Route.useSearch()} />;
}
