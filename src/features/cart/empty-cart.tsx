/** The cart with nothing in it: a friendly word and the way to the products. */
import { Link } from '@tanstack/react-router';

export const EMPTY_CART_TITLE = 'Your cart is empty';

export function EmptyCart() {
  return (
    <div className="mx-auto mt-8 max-w-lg rounded-3xl border border-dashed border-ink-300 bg-ink-50 px-6 py-12 text-center sm:py-16">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className="size-8"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M6 7h12l-1 13H7L6 7Z" />
          <path d="M9 7V6a3 3 0 0 1 6 0v1" />
        </svg>
      </span>
      <h2 className="mt-5 font-display text-2xl text-ink-900">{EMPTY_CART_TITLE}</h2>
      <p className="mx-auto mt-2 max-w-sm text-ink-600">
        Find your next favourite among our body lotions, face creams, soaps, shower gels and make-up.
      </p>
      <Link to="/products" className="btn-primary mt-6 px-8">
        Shop products
      </Link>
    </div>
  );
}
