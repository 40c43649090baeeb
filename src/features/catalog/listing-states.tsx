/** What the listing shows while it loads, when it fails and when nothing matches. */
import { ProductCardSkeleton } from '@/components/ui/product-card';
import { Skeleton } from '@/components/ui/skeleton';

export const GRID_CLASS = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4';

/** Cards still loading: as many as one screen shows, not the whole page size. */
export function ListingGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading products">
      <ul className={GRID_CLASS} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The whole page while the route's first load runs (the route's pending component). */
export function ListingPageSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <Skeleton className="h-4 w-40" />
      <Skeleton className="mt-4 h-9 w-64 max-w-full" />
      <Skeleton className="mt-3 h-4 w-36" />
      <Skeleton className="mt-6 h-36 w-full rounded-2xl sm:h-28 lg:h-20" />
      <div className="mt-6">
        <ListingGridSkeleton />
      </div>
    </div>
  );
}

export function ListingError({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-4 py-10 text-center">
      <p className="text-lg font-semibold text-red-900">Could not load products. Check your network or permissions.</p>
      <p className="mt-2 text-sm text-red-800">Your filters are kept; trying again asks for the same page.</p>
      <button type="button" className="btn-primary mt-5" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying again…' : 'Try again'}
      </button>
    </div>
  );
}

export function ListingEmpty({ onClear, canClear }: { onClear: () => void; canClear: boolean }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-300 bg-ink-50 px-4 py-14 text-center">
      <svg viewBox="0 0 48 48" className="size-12 text-brand-400" aria-hidden="true">
        <path
          d="M14 18h20l-2 22H16zM19 18v-3a5 5 0 0 1 10 0v3"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h2 className="mt-4 font-display text-2xl text-ink-900">Nothing here yet — coming soon</h2>
      <p className="mt-2 max-w-md text-ink-600">
        No product matches these filters. Try another search or category, or see everything we sell.
      </p>
      {canClear && (
        <button type="button" className="btn-primary mt-6" onClick={onClear}>
          Clear filters
        </button>
      )}
    </div>
  );
}
