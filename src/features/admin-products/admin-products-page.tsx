/**
 * /admin/products (spec section 2, Admin products): filters, Clear, Refresh and Add product, a card
 * grid linking to each product's admin detail, and Prev/Next. The URL is the only state kept; the
 * previous results stay on screen, dimmed, while the next ones load.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductListView } from '@/api/normalize';
import { Link, useNavigate } from '@tanstack/react-router';
import { productKeys, productListQueryOptions } from '@/api/queries/products';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { AdminProductCard } from './admin-product-card';
import { ProductsFilters } from './products-filters';
import { adminListQuery, clearedSearch, hasFilters, type AdminProductsSearch } from './products-search';

export const LOAD_ERROR = 'Could not load products. Check your network or permissions.';
export const EMPTY = 'No products match your filters.';
const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';

export function AdminProductsPage({ search }: { search: AdminProductsSearch }) {
  const navigate = useNavigate();
  const query = useQuery(productListQueryOptions(adminListQuery(search)));
  const go = (next: AdminProductsSearch) => void navigate({ to: '/admin/products', search: next });
  // The host counts stock when any product it listed carries variants or stock (decision 0047).
  const offersStock = useQueryClient()
    .getQueriesData<ProductListView>({ queryKey: productKeys.lists() })
    .some(([, list]) => list?.items.some((product) => product.stockKnown));

  const data = query.data;
  const items = data?.items ?? [];
  const total = data?.pagination.total ?? 0;
  const totalPages = data?.pagination.total_pages ?? 0;
  const busy = query.isFetching;
  const from = items.length > 0 ? (search.page - 1) * search.per_page + 1 : 0;

  return (
    <div className="mx-auto max-w-7xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-2xl font-bold text-ink-900 sm:text-3xl">Products</h1>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-secondary"
            onClick={() => go(clearedSearch(search))}
            disabled={!hasFilters(search)}
          >
            Clear
          </button>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => void query.refetch()}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? 'Refreshing…' : 'Refresh'}
          </button>
          <Link to="/admin/create" className="btn-primary">
            Add product
          </Link>
        </div>
      </div>

      <div className="mt-4">
        <ProductsFilters search={search} onChange={go} offersStock={offersStock} />
      </div>

      <p role="status" className="mt-4 min-h-6 text-sm text-ink-600">
        {query.isPending
          ? 'Loading products…'
          : data && items.length > 0
            ? `Showing ${from}–${from + items.length - 1} of ${total}`
            : ''}
      </p>

      <section aria-labelledby="admin-products-results" aria-busy={busy} className="relative mt-2">
        <h2 id="admin-products-results" className="sr-only">
          Results
        </h2>
        {busy && data && (
          <div className="absolute inset-x-0 -top-2 h-1 animate-pulse rounded-full bg-brand-500" aria-hidden="true" />
        )}
        {query.isPending ? (
          <ul className={GRID} aria-label="Loading products">
            {Array.from({ length: 10 }, (_, i) => (
              <li key={i} className="overflow-hidden rounded-2xl border border-ink-200 bg-white">
                <Skeleton className="aspect-square w-full" />
                <Skeleton className="m-3 h-4 w-3/4" />
              </li>
            ))}
          </ul>
        ) : query.isError && !data ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-4 py-8 text-center">
            <p className="font-semibold text-red-900">{LOAD_ERROR}</p>
            <button type="button" className="btn-secondary mt-4" onClick={() => void query.refetch()} disabled={busy}>
              {busy ? 'Trying again…' : 'Try again'}
            </button>
          </div>
        ) : items.length === 0 ? (
          <div className="rounded-2xl border border-ink-200 bg-white px-4 py-10 text-center">
            <p className="text-lg font-semibold text-ink-900">{EMPTY}</p>
            {hasFilters(search) && (
              <button type="button" className="btn-secondary mt-4" onClick={() => go(clearedSearch(search))}>
                Clear filters
              </button>
            )}
          </div>
        ) : (
          <>
            <ul
              aria-label="Products"
              className={`${GRID} transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {items.map((item) => (
                <li key={item.id}>
                  <AdminProductCard product={item} />
                </li>
              ))}
            </ul>
            <div className="mt-6">
              <Pagination
                page={search.page}
                totalPages={totalPages}
                label="Pages of products"
                renderLink={(page, props) => <Link to="/admin/products" search={{ ...search, page }} {...props} />}
              />
            </div>
          </>
        )}
      </section>
      {/* The admin frame has no toaster of its own: 'Product deleted.' arrives here. */}
    </div>
  );
}
