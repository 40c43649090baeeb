/** 'Sign in to continue' (spec section 2, Cart): the checkout needs an account; login comes back here. */
import { Link } from '@tanstack/react-router';

export const SIGN_IN_TO_CONTINUE = 'Sign in to continue';

export function SignInPrompt() {
  return (
    <div className="rounded-3xl border border-ink-200 bg-white p-5 shadow-sm sm:p-7">
      <h2 className="font-display text-2xl text-ink-900">{SIGN_IN_TO_CONTINUE}</h2>
      <p className="mt-2 text-ink-700">
        Log in to add your delivery details and pay by card. Your cart stays just as it is.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to="/login" search={{ next: '/cart' }} className="btn-primary px-8">
          Log in
        </Link>
        <Link to="/register" search={{ next: '/cart' }} className="btn-secondary">
          Create an account
        </Link>
      </div>
    </div>
  );
}
