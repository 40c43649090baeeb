/**
 * /account, /login and /register. Signing in works here now; the register, forgot and reset modes
 * arrive with the account issue. After a login: 'Login successful! Redirecting...' and, after
 * 800 ms, home or the safe ?next= target.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSession } from '@/api/session';
import { LoginForm } from '@/components/auth/login-form';
import { safeRedirect } from '@/lib/safe-redirect';

export const LOGIN_REDIRECT_MS = 800;

export interface AccountPageProps {
  mode: 'login' | 'register' | 'forgot' | 'reset';
  next?: string;
}

export function AccountPage({ mode, next }: AccountPageProps) {
  const navigate = useNavigate();
  const session = useSession();
  const [done, setDone] = useState(false);
  const target = safeRedirect(next);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate({ href: target, replace: true }), LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate, target]);

  return (
    <section className="mx-auto max-w-md px-4 py-12" aria-labelledby="account-title">
      <h1 id="account-title" className="font-display text-3xl font-bold text-ink-900">
        {mode === 'register' ? 'Create an account' : 'Log in'}
      </h1>
      {mode === 'register' || mode === 'forgot' || mode === 'reset' ? (
        <p className="mt-4 text-ink-600">
          This part of the account page is on its way. You can <Link to="/login" className="link">log in</Link> with an existing account.
        </p>
      ) : done ? (
        <p role="status" className="mt-6 rounded-lg bg-green-50 px-3 py-2 text-green-800">
          Login successful! Redirecting...
        </p>
      ) : (
        <div className="mt-6">
          {session.isAuthenticated && session.user && <p className="mb-4 text-sm text-ink-600">You are signed in as {session.user.email}.</p>}
          <LoginForm onSuccess={() => setDone(true)} />
        </div>
      )}
    </section>
  );
}
