import { Link } from '@tanstack/react-router';

/** A product URL whose id is not a positive number (spec section 2, Product page). */
export function InvalidProductUrl() {
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-ink-900">Invalid product URL</h1>
      <p className="mt-3 text-ink-600">Check the link, or find the product from the shop.</p>
      <Link to="/" className="btn-primary mt-6">
        Go home
      </Link>
    </section>
  );
}
