import { Link } from '@tanstack/react-router';

/**
 * What an unknown path says: plainly that there is nothing here, and the way back: to the shop
 * and the home page, or in the back office to the dashboard and the store.
 */
export function NotFoundContent({ area = 'store' }: { area?: 'store' | 'admin' }) {
  const [primary, secondary] =
    area === 'admin'
      ? ([{ to: '/admin', label: 'Back to the dashboard' }, { to: '/', label: 'Go to the store' }] as const)
      : ([{ to: '/products', label: 'Browse products' }, { to: '/', label: 'Go home' }] as const);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">404</p>
      <h1 id="not-found-title" className="mt-2 text-3xl font-bold text-ink-900">We couldn’t find that page</h1>
      <p className="mt-3 text-ink-600">
        {area === 'admin' ? 'The link may be old, or the page may have moved.' : 'The link may be old, or the page may have moved. Try the shop or the home page.'}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={primary.to} className="btn-primary">
          {primary.label}
        </Link>
        <Link to={secondary.to} className="btn-secondary">
          {secondary.label}
        </Link>
      </div>
    </div>
  );
}

/**
 * The router's default not-found, for a path no layout claims: outside any layout, so it is the
 * page's main landmark itself. Shopper paths get `NotFoundContent` inside the store's layout
 * instead (the `_store` route's notFoundComponent), with the header to search or browse from.
 */
export function NotFoundPage() {
  return (
    <main aria-labelledby="not-found-title">
      <NotFoundContent />
    </main>
  );
}
