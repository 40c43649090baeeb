/**
 * The simulated hosted payment page's frame: a white card on a grey page, the store's name on top
 * and 'Secured by Paystack (simulated)' below, like a provider's checkout (no store header).
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { brand } from '@/config/brand';

export function LockIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={className}>
      <path
        fillRule="evenodd"
        d="M10 1a4.5 4.5 0 0 0-4.5 4.5V9H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 8V5.5a3 3 0 1 0-6 0V9h6Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

export function Spinner({ className = 'size-4' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-2 border-current border-t-transparent ${className}`}
    />
  );
}

/** The store's initials in a circle, as a merchant logo. */
function MerchantMark() {
  const initials = brand.shortName
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2);
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
    >
      {initials}
    </span>
  );
}

export function PaystackShell({ children, email }: { children: ReactNode; email?: string }) {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-gray-100 px-3 py-6 sm:justify-center sm:px-4 sm:py-10">
      <main className="w-full max-w-md" aria-label="Payment">
        <div className="overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-black/5">
          <div className="flex items-center gap-3 border-b border-gray-200 px-5 py-4 sm:px-6">
            <MerchantMark />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-gray-900">{brand.name}</p>
              {email && <p className="truncate text-sm text-gray-600">{email}</p>}
            </div>
            <span className="ml-auto shrink-0 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-bold uppercase tracking-wide text-amber-900">
              Test
            </span>
          </div>
          {children}
        </div>
        <p className="mt-5 flex items-center justify-center gap-1.5 text-sm text-gray-600">
          <LockIcon />
          Secured by <span className="font-semibold text-gray-800">Paystack</span> (simulated)
        </p>
      </main>
    </div>
  );
}

/** A state the payment cannot go on from: what happened, and the way back to the store. */
export function PaystackNotice({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className="px-5 py-8 text-center sm:px-8" aria-labelledby="paystack-notice-title">
      <span
        aria-hidden="true"
        className="mx-auto flex size-12 items-center justify-center rounded-full bg-red-50 text-xl font-bold text-red-700"
      >
        !
      </span>
      <h1 id="paystack-notice-title" className="mt-4 text-xl font-bold text-gray-900">
        {title}
      </h1>
      <div className="mt-2 text-gray-700">{children}</div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {action}
        <Link to="/" className="btn-secondary">
          Back to the store
        </Link>
      </div>
    </section>
  );
}
