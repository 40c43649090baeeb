import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { productListQueryOptions } from '@/api/queries/products';
import { brand } from '@/config/brand';
import { LISTING_PER_PAGE_DEFAULT, LISTING_PER_PAGE_MAX } from '@/config/constants';
import { listingQuery } from '@/features/catalog/listing-search';
import { ListingPageSkeleton } from '@/features/catalog/listing-states';
import { ProductListing } from '@/features/catalog/product-listing';
import { listingTitle } from '@/features/catalog/taxonomy';
import { booleanParam, pageParam, perPageParam, slugParam, textParam, searchSchema } from '@/lib/search-params';

/** The listing's state lives in the URL (spec section 2, Products listing). */
export const productsSearch = searchSchema({
  q: textParam(),
  category: slugParam(),
  subcategory: slugParam(),
  brand: textParam(60),
  in_stock: booleanParam(),
  page: pageParam(),
  per_page: perPageParam(LISTING_PER_PAGE_DEFAULT, LISTING_PER_PAGE_MAX),
});

export const Route = createFileRoute('/_store/products')({
  validateSearch: productsSearch,
  search: { middlewares: [stripSearchParams({ q: '', page: 1, per_page: LISTING_PER_PAGE_DEFAULT })] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, cause }) => {
    const loading = context.queryClient.ensureQueryData(productListQueryOptions(listingQuery(deps)));
    // The screen reads the same query: a failure shows there, with Try again. When only the filters
    // or the page change (cause 'stay'), it keeps the previous results up while these load.
    if (cause === 'stay') return void loading.catch(() => undefined);
    await loading.catch(() => undefined);
  },
  head: ({ match }) => ({ meta: [{ title: `${listingTitle(match.search)} | ${brand.name}` }] }),
  pendingComponent: ListingPageSkeleton,
  component: ProductsRoute,
});

function ProductsRoute() {
  return <ProductListing search={Route.useSearch()} />;
}
