/**
 * /products (spec section 2, Products listing): heading, filters, 'Showing a–b of n', the grid and
 * numbered pagination, all driven by the URL. While another page or filter loads, the previous
 * results stay on screen, dimmed, under a progress bar.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { productListQueryOptions } from '@/api/queries/products';
import { Breadcrumb, CrumbCurrent, CrumbLink } from '@/components/ui/breadcrumb';
import { Pagination } from '@/components/ui/pagination';
import { ProductCard } from '@/components/ui/product-card';
import { ListingFilters } from './listing-filters';
import { hasFilters, listingQuery, shownRange, withoutFilters, type ListingSearch } from './listing-search';
import { GRID_CLASS, ListingEmpty, ListingError, ListingGridSkeleton } from './listing-states';
import { listingTitle } from './taxonomy';

/**
 * The first row on a phone loads at once; every other card lazily. Cards further along a wide
 * screen's first row are in view, so the browser fetches them as soon as they are laid out, but
 * as low-priority requests behind the first two (docs/decisions/0020-performance-choices.md).
 */
const EAGER_CARDS = 2;

export function ProductListing({ search }: { search: ListingSearch }) {
  const navigate = useNavigate();
  // A failure the loader met is shown as it is; 'Try again' asks again.
  const query = useQuery({ ...productListQueryOptions(listingQuery(search)), retryOnMount: false });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const title = listingTitle(search);

  const go = (next: ListingSearch) => void navigate({ to: '/products', search: next });

  // When a change removes the control that made it (a page link, the chip, Clear filters), focus
  // would fall to the body: put it at the top of the new results instead.
  const searchKey = JSON.stringify(search);
  const shownKey = useRef(searchKey);
  useEffect(() => {
    if (shownKey.current === searchKey) return;
    shownKey.current = searchKey;
    if (document.activeElement === document.body || document.activeElement === null) headingRef.current?.focus();
  }, [searchKey]);

  const data = query.data;
  const busy = query.isPlaceholderData || (query.isFetching && !data);
  const total = data?.pagination.total ?? 0;
  const totalPages = data?.pagination.total_pages ?? 0;
  const items = data?.items ?? [];
  // The line describes the cards on screen: while the next page loads, still the previous one.
  const range = data
    ? shownRange(data.pagination.page || search.page, data.pagination.per_page || search.per_page, total, items.length)
    : null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      <Breadcrumb>
        <CrumbLink to="/">Home</CrumbLink>
        {hasFilters(search) ? <CrumbLink to="/products">Shop</CrumbLink> : <CrumbCurrent>Shop</CrumbCurrent>}
      </Breadcrumb>
      <h1 ref={headingRef} tabIndex={-1} className="mt-3 font-display text-3xl text-ink-900 sm:text-4xl">
        {title}
      </h1>
      <p role="status" className="mt-2 min-h-6 text-sm text-ink-600">
        {range ? `Showing ${range.from}–${range.to} of ${total}` : query.isPending ? 'Loading products…' : ''}
      </p>

      <div className="mt-5">
        <ListingFilters
          search={search}
          onChange={go}
          offerInStock={
            search.in_stock === true || items.some((item) => item.stock !== null || item.variants.length > 0)
          }
        />
      </div>

      <section aria-labelledby="listing-results" aria-busy={busy} className="relative mt-6">
        <h2 id="listing-results" className="sr-only">
          Results
        </h2>
        {busy && data && (
          <div className="absolute inset-x-0 -top-3 h-1 animate-pulse rounded-full bg-brand-500" aria-hidden="true" />
        )}
        {query.isPending ? (
          <ListingGridSkeleton />
        ) : query.isError ? (
          <ListingError onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : items.length === 0 && search.page > 1 && totalPages > 0 ? (
          <div className="rounded-2xl border border-ink-200 px-4 py-10 text-center">
            <p className="text-lg font-semibold text-ink-900">{`There is no page ${search.page}: these results end on page ${totalPages}.`}</p>
            <Link to="/products" search={{ ...search, page: totalPages }} className="btn-secondary mt-5">
              Go to page {totalPages}
            </Link>
          </div>
        ) : items.length === 0 ? (
          <ListingEmpty canClear={hasFilters(search)} onClear={() => go(withoutFilters(search))} />
        ) : (
          <>
            <ul className={`${GRID_CLASS} transition-opacity ${busy ? 'opacity-60' : ''}`}>
              {items.map((item, index) => (
                <li
                  key={item.id}
                  className="render-when-near [overflow-clip-margin:12px] [--near-h:310px] md:[--near-h:360px] xl:[--near-h:430px]"
                >
                  <ProductCard product={item} priority={index < EAGER_CARDS} />
                </li>
              ))}
            </ul>
            <div className="mt-8">
              <Pagination
                page={search.page}
                totalPages={totalPages}
                label="Pages of results"
                renderLink={(page, { 'aria-label': label, ...props }) => (
                  // Prev and Next are named by what they show ("Previous page" would not contain "Prev").
                  <Link
                    to="/products"
                    search={{ ...search, page }}
                    {...props}
                    aria-label={props.children === 'Prev' || props.children === 'Next' ? undefined : label}
                  />
                )}
              />
            </div>
          </>
        )}
      </section>
    </div>
  );
}
