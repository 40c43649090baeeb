/** The product page while it loads and when it cannot be shown (spec section 2, Product page). */
import { Link } from '@tanstack/react-router';
import { isApiError } from '@/api/errors';
import { Skeleton } from '@/components/ui/skeleton';

export function ProductPageSkeleton() {
  return (
    <div role="status" aria-label="Loading product" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      <div aria-hidden="true">
        <Skeleton className="h-4 w-56 max-w-full" />
        <div className="mt-5 grid gap-8 lg:grid-cols-2 lg:gap-12">
          <div>
            <Skeleton className="aspect-square w-full rounded-2xl" />
            <div className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-5">
              {Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} className="aspect-square rounded-xl" />
              ))}
            </div>
          </div>
          <div className="space-y-4">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-10 w-4/5" />
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-8 w-28" />
            <Skeleton className="h-12 w-full rounded-full sm:w-56" />
            <Skeleton className="h-24 w-full" />
          </div>
        </div>
      </div>
    </div>
  );
}

export function ProductNotFound() {
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-display text-3xl text-ink-900">Product not found</h1>
      <p className="mt-3 text-ink-600">It may have been taken off sale, or the link may be wrong.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/products" className="btn-primary">
          Browse products
        </Link>
        <Link to="/" className="btn-secondary">
          Go home
        </Link>
      </div>
    </section>
  );
}

export function ProductLoadError({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-display text-3xl text-ink-900">Failed to load product</h1>
      <p className="mt-3 text-ink-600">Check your connection, then try again.</p>
      <button type="button" className="btn-primary mt-6" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying again…' : 'Try again'}
      </button>
    </section>
  );
}

/** 404 → 'Product not found'; anything else → 'Failed to load product' with 'Try again'. */
export function ProductError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  if (isApiError(error) && error.status === 404) return <ProductNotFound />;
  return <ProductLoadError onRetry={onRetry} retrying={retrying} />;
}
