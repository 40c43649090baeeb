/** The orders screens' shared states: signed out, loading rows and failures with Retry. */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { ORDERS_SKELETON_ROWS } from '@/config/constants';

/** Shown signed out, and when the server answers 401 (spec section 8, Orders). */
export function SignInPrompt({ next = '/orders' }: { next?: string }) {
  return (
    <div className="mx-auto mt-6 max-w-lg rounded-2xl border border-ink-200 bg-ink-50 px-6 py-10 text-center">
      <h2 className="text-xl font-semibold text-ink-900">Sign in to see your orders</h2>
      <p className="mt-2 text-ink-600">Your order history, payment status and delivery details are in your account.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/login" search={{ next }} className="btn-primary">
          Log in
        </Link>
        <Link to="/register" search={{ next }} className="btn-secondary">
          Create an account
        </Link>
      </div>
    </div>
  );
}

export function OrdersListSkeleton() {
  return (
    <div role="status" aria-label="Loading orders" className="mt-6 space-y-3">
      {Array.from({ length: ORDERS_SKELETON_ROWS }, (_, i) => (
        <div key={i} className="flex items-center gap-4 rounded-xl border border-ink-100 p-4">
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-3 w-48" />
          </div>
          <Skeleton className="h-6 w-16 rounded-full" />
          <Skeleton className="hidden h-10 w-28 rounded-full sm:block" />
        </div>
      ))}
    </div>
  );
}

export function OrderDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading order" className="mt-6 grid gap-6 lg:grid-cols-3">
      <div className="space-y-3 lg:col-span-2">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="flex gap-4 rounded-xl border border-ink-100 p-4">
            <Skeleton className="size-16" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-24" />
            </div>
          </div>
        ))}
      </div>
      <div className="space-y-3">
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    </div>
  );
}

/** A failure with a way to try again (and, for one order, the way back). */
export function LoadError({
  title,
  children,
  onRetry,
  retrying,
  extra,
}: {
  title: string;
  children?: ReactNode;
  onRetry: () => void;
  retrying: boolean;
  extra?: ReactNode;
}) {
  return (
    <div
      role="alert"
      className="mx-auto mt-6 max-w-lg rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center"
    >
      <h2 className="text-xl font-semibold text-red-900">{title}</h2>
      <p className="mt-2 text-red-900">{children ?? 'Check your connection and try again.'}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
          {retrying ? 'Retrying…' : 'Retry'}
        </button>
        {extra}
      </div>
    </div>
  );
}
