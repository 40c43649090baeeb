/**
 * /account, /login and /register: the four account modes (login, register, forgot, reset) and
 * the moves between them (spec sections 2, 4, 5 and 8). The mode comes from the URL; what one
 * mode hands to the next (an email, a success message) from the history entry (`account-moves`).
 * When a move brings the shopper here, focus goes to the new heading.
 */
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useSession } from '@/api/session';
import { MESSAGES } from './account-messages';
import { useHandoff, type Notice } from './account-moves';
import type { AccountMode } from './account-search';
import { ForgotMode } from './forgot-mode';
import { LoginMode } from './login-mode';
import { RegisterMode } from './register-mode';
import { ResetMode } from './reset-mode';

export interface AccountPageProps {
  mode: AccountMode;
  next?: string;
}

const COPY: Record<AccountMode, { title: string; intro: string }> = {
  login: { title: 'Log in', intro: 'Welcome back. Log in to check out faster and follow your orders.' },
  register: {
    title: 'Create an account',
    intro: 'Join Beauty Stars to check out faster, follow your orders and hear about offers first.',
  },
  forgot: {
    title: 'Forgot your password?',
    intro: 'Enter the email address of your account and we will email you a code to reset your password.',
  },
  reset: { title: 'Reset your password', intro: 'Enter the code we emailed you and choose a new password.' },
};

const NOTICE_TEXT: Record<Notice, string> = {
  registered: MESSAGES.registered,
  reset: MESSAGES.resetDone,
};

export function AccountPage({ mode, next }: AccountPageProps) {
  const session = useSession();
  const { handoff, entryKey } = useHandoff();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const arrivedFrom = handoff ? entryKey : null;

  useEffect(() => {
    if (arrivedFrom) headingRef.current?.focus();
  }, [arrivedFrom]);

  const copy = COPY[mode];
  const formProps = { next, defaultEmail: handoff?.email };
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-16">
      <section
        aria-labelledby="account-title"
        className="mx-auto w-full max-w-md rounded-3xl border border-ink-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h1
          id="account-title"
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-2xl font-bold text-ink-900 outline-none sm:text-3xl"
        >
          {copy.title}
        </h1>
        <p className="mt-2 text-ink-600">{copy.intro}</p>
        {session.isAuthenticated && session.user && mode === 'login' && (
          <p className="mt-4 rounded-xl bg-ink-50 px-3 py-2.5 text-sm text-ink-700">
            You are signed in as <strong className="font-semibold break-all text-ink-900">{session.user.email}</strong>.{' '}
            <Link to="/orders" className="link">
              See your orders
            </Link>
          </p>
        )}
        <div className="mt-6">
          {mode === 'login' && (
            <LoginMode key={entryKey} {...formProps} notice={handoff?.notice && NOTICE_TEXT[handoff.notice]} />
          )}
          {mode === 'register' && <RegisterMode key={entryKey} {...formProps} />}
          {mode === 'forgot' && <ForgotMode key={entryKey} {...formProps} />}
          {mode === 'reset' && <ResetMode key={entryKey} {...formProps} />}
        </div>
      </section>
    </div>
  );
}
