import { Link } from '@tanstack/react-router';

const MOVED = 'The link may be old, or the page may have moved.';

/** Where each area sends a lost visitor: the shop and home, or the dashboard and the store. */
const WAYS_BACK = {
  store: {
    hint: `${MOVED} Try the shop or the home page.`,
    primary: { to: '/products', label: 'Browse products' },
    secondary: { to: '/', label: 'Go home' },
  },
  admin: {
    hint: MOVED,
    primary: { to: '/admin', label: 'Back to the dashboard' },
    secondary: { to: '/', label: 'Go to the store' },
  },
} as const;

/** What an unknown path says: plainly that there is nothing here, and the way back. */
export function NotFoundContent({ area = 'store' }: { area?: keyof typeof WAYS_BACK }) {
  const { hint, primary, secondary } = WAYS_BACK[area];
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">404</p>
      <h1 id="not-found-title" className="mt-2 text-3xl font-bold text-ink-900">
        We couldn’t find that page
      </h1>
      <p className="mt-3 text-ink-600">{hint}</p>
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
 * page's main landmark itself. Unknown paths are claimed by the splat routes `_store/$` and
 * `admin/$`, which show `NotFoundContent` inside the store's or the back office's layout.
 */
export function NotFoundPage() {
  return (
    <main aria-labelledby="not-found-title">
      <NotFoundContent />
    </main>
  );
}
