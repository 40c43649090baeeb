/**
 * The back office frame. Visitors get the admin sign-in; a signed-in customer gets 'This account
 * is not authorized for the admin dashboard.'; admins get the admin navigation and the page.
 * Admin screens (and so admin queries) render only for an admin.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isApiError } from '@/api/errors';
import { meQueryOptions, useSignOut } from '@/api/queries/auth';
import { useSession } from '@/api/session';
import { LoginForm } from '@/components/auth/login-form';
import { Toaster } from '@/components/ui/toast';
import { brand } from '@/config/brand';
import { AdminNav } from './admin-nav';

export const NOT_AUTHORIZED = 'This account is not authorized for the admin dashboard.';

export function AdminLayout() {
  const session = useSession();
  // The role is checked against the server, not only the cached user: it may have changed.
  const me = useQuery({ ...meQueryOptions(), enabled: session.isAuthenticated });
  const user = me.data ?? session.user;

  if (!session.isAuthenticated) return <AdminGate />;
  if (!user && me.isError)
    return <AccountCheckFailed error={me.error} onRetry={() => void me.refetch()} retrying={me.isFetching} />;
  if (!user) return <AdminFrameMessage title="Checking your account…" />;
  if (user.role !== 'admin') return <NotAuthorized email={user.email} />;
  return (
    <div className="min-h-screen bg-ink-50 md:grid md:grid-cols-[14rem_1fr]">
      <a
        href="#admin-content"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <AdminNav email={user.email} />
      <main id="admin-content" tabIndex={-1} className="min-w-0 px-4 py-6 md:px-8">
        <Outlet />
      </main>
      <Toaster />
    </div>
  );
}

function AdminGate() {
  return (
    <AdminFrame title="Admin sign in">
      <p className="mb-6 text-ink-600">Sign in with an administrator account to manage the store.</p>
      <LoginForm showServerMessage submitLabel="Sign in" onSuccess={() => undefined} />
    </AdminFrame>
  );
}

function NotAuthorized({ email }: { email: string }) {
  const signOut = useSignOut();
  return (
    <AdminFrame title="Admin">
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
        {NOT_AUTHORIZED}
      </p>
      <p className="mt-4 text-sm text-ink-600">You are signed in as {email}.</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/" className="btn-primary">
          Back to the store
        </Link>
        <button type="button" className="btn-secondary" onClick={signOut}>
          Sign in as someone else
        </button>
      </div>
    </AdminFrame>
  );
}

/** What failed when GET /me did: no answer at all, or the server's error. */
export function accountCheckText(error: unknown): string {
  if (isApiError(error) && error.status > 0) {
    return `We could not check your account: the server had a problem (error ${error.status}). Please try again in a moment.`;
  }
  return 'We could not check your account: the server could not be reached. Check your connection; we will try again when it is back.';
}

/**
 * GET /me failed and no user is cached: say so, offer Retry, and check again quietly when the
 * browser says the network is back.
 */
function AccountCheckFailed({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const signOut = useSignOut();
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <AdminFrame title="Could not check your account">
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
        {accountCheckText(error)}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
          {retrying ? 'Retrying…' : 'Retry'}
        </button>
        <button type="button" className="btn-secondary" onClick={signOut}>
          Sign in again
        </button>
      </div>
    </AdminFrame>
  );
}

function AdminFrameMessage({ title }: { title: string }) {
  return (
    <AdminFrame title={title}>
      <p role="status" className="text-ink-600">
        One moment…
      </p>
    </AdminFrame>
  );
}

function AdminFrame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-ink-50 px-4 py-12">
      <section
        className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-200 sm:p-8"
        aria-labelledby="admin-frame-title"
      >
        <Link to="/" className="-my-3 inline-flex min-h-11 items-center font-display text-lg font-bold text-brand-800">
          {brand.name}
        </Link>
        <h1 id="admin-frame-title" className="mt-4 text-2xl font-bold text-ink-900">
          {title}
        </h1>
        <div className="mt-4">{children}</div>
      </section>
    </main>
  );
}
