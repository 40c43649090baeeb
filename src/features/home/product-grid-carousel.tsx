/**
 * One home tab's products as a paged grid carousel (spec section 2, Home): GET /products with the
 * category slug and per_page 60; 4, 3 or 2 columns by width (`useGridColumns`), GRID_ROWS_PER_PAGE
 * rows a page; previous and next, page dots, 'Page x of y', and Left/Right/Home/End when the grid
 * region has focus. The states read exactly 'Loading...', 'Error loading products' and
 * 'No products found.'.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import type { ProductListView, ProductView } from '@/api/normalize';
import { categoryTabQueryOptions } from '@/api/queries/products';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/layout/icons';
import { ProductCard, ProductCardSkeleton } from '@/components/ui/product-card';
import { GRID_ROWS_PER_PAGE } from '@/config/constants';
import { useGridColumns } from './use-grid-columns';

const selectProducts = (data: ProductListView) => data.items;

export function ProductGridCarousel({ slug, label }: { slug: string; label: string }) {
  const query = useQuery({ ...categoryTabQueryOptions(slug), select: selectProducts });
  const columns = useGridColumns();

  if (query.isPending) {
    return (
      <div>
        <p role="status" className="mb-4 text-sm font-medium text-ink-600">
          Loading...
        </p>
        <GridList columns={columns}>
          {Array.from({ length: columns * GRID_ROWS_PER_PAGE }, (_, i) => (
            <li key={i}>
              <ProductCardSkeleton />
            </li>
          ))}
        </GridList>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="rounded-2xl border border-ink-200 bg-ink-50 px-6 py-14 text-center">
        <p role="alert" className="text-lg font-semibold text-ink-900">
          Error loading products
        </p>
        <button type="button" className="btn-secondary mt-5" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-ink-300 px-6 py-14 text-center">
        <p className="text-lg font-semibold text-ink-900">No products found.</p>
        <Link to="/products" className="link mt-3 inline-block">
          Browse all products
        </Link>
      </div>
    );
  }
  return <PagedGrid products={query.data} columns={columns} label={label} />;
}

function GridList({ columns, ghost = false, children }: { columns: number; ghost?: boolean; children: ReactNode }) {
  return (
    <ul
      className="col-start-1 row-start-1 grid content-start gap-3 sm:gap-5"
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, visibility: ghost ? 'hidden' : undefined }}
      aria-hidden={ghost || undefined}
      inert={ghost || undefined}
    >
      {children}
    </ul>
  );
}

export function PagedGrid({ products, columns, label }: { products: ProductView[]; columns: number; label: string }) {
  const pageSize = columns * GRID_ROWS_PER_PAGE;
  const pages = Math.max(1, Math.ceil(products.length / pageSize));
  // The first product shown, so a change of column count keeps the same products in view.
  const [first, setFirst] = useState(0);
  const page = Math.min(Math.floor(first / pageSize), pages - 1);
  const shown = products.slice(page * pageSize, (page + 1) * pageSize);
  const goTo = (target: number) => setFirst(Math.max(0, Math.min(pages - 1, target)) * pageSize);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    // Only on the region itself: a key on a product link must not pull the page from under it.
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = { ArrowRight: page + 1, ArrowLeft: page - 1, Home: 0, End: pages - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    goTo(target);
  }

  return (
    // The grid region takes focus for its paging keys (APG carousel pattern).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="carousel"
      aria-label={`${label} products`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="rounded-2xl focus-visible:outline-offset-4"
    >
      <div className="grid">
        {/* A short last page keeps the height of a full one, so the pager does not jump under the pointer. */}
        {shown.length < pageSize && pages > 1 && (
          <GridList columns={columns} ghost>
            {products.slice(0, pageSize).map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </GridList>
        )}
        <GridList key={`${page}-${columns}`} columns={columns}>
          {shown.map((product) => (
            <li key={product.id} className="transition-opacity duration-300 starting:opacity-0">
              <ProductCard product={product} />
            </li>
          ))}
        </GridList>
      </div>
      {pages > 1 && (
        <div className="mt-6 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <p
            aria-live="polite"
            className="text-sm font-medium text-ink-600 tabular-nums"
          >{`Page ${page + 1} of ${pages}`}</p>
          <div className="flex items-center gap-1">
            {/* aria-disabled, not disabled: the button keeps keyboard focus when it reaches either end. */}
            <button
              type="button"
              className={pageButton}
              aria-label="Previous page"
              aria-disabled={page === 0}
              onClick={() => goTo(page - 1)}
            >
              <ChevronLeftIcon className="size-5" />
            </button>
            <div className="hidden items-center sm:flex">
              {Array.from({ length: pages }, (_, i) => (
                <button
                  key={i}
                  type="button"
                  className="group inline-flex h-11 w-6 items-center justify-center rounded-full focus-visible:outline-offset-0"
                  aria-label={`Go to page ${i + 1}`}
                  aria-current={i === page ? 'true' : undefined}
                  onClick={() => goTo(i)}
                >
                  <span
                    className={`block h-2.5 rounded-full transition-all duration-300 ${i === page ? 'w-5 bg-brand-700' : 'w-2.5 bg-ink-300 group-hover:bg-ink-500'}`}
                  />
                </button>
              ))}
            </div>
            <button
              type="button"
              className={pageButton}
              aria-label="Next page"
              aria-disabled={page === pages - 1}
              onClick={() => goTo(page + 1)}
            >
              <ChevronRightIcon className="size-5" />
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

const pageButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-ink-200 bg-white text-ink-800 shadow-sm transition hover:border-brand-300 hover:text-brand-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:border-ink-200 aria-disabled:hover:text-ink-800';
