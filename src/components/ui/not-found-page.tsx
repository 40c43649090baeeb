import { Link } from '@tanstack/react-router';

/**
 * Unknown paths: say so plainly and offer the way back. It renders outside the store's layout (the
 * root route's not-found), so it is the page's main landmark itself.
 */
export function NotFoundPage() {
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center" aria-labelledby="not-found-title">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">404</p>
      <h1 id="not-found-title" className="mt-2 text-3xl font-bold text-ink-900">We couldn’t find that page</h1>
      <p className="mt-3 text-ink-600">The link may be old, or the page may have moved. Try the shop or the home page.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/products" className="btn-primary">
          Browse products
        </Link>
        <Link to="/" className="btn-secondary">
          Go home
        </Link>
      </div>
    </main>
  );
}
