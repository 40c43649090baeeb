/**
 * Log in, with the shared login form (`LoginForm`: 'Invalid email or password.' or 'Login failed.
 * Please try again.'); success says 'Login successful! Redirecting...' and, after 800 ms, goes
 * home or to the safe ?next= target.
 */
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { LoginForm } from '@/components/auth/login-form';
import { FormSuccess } from '@/components/ui/form-alert';
import { safeRedirect } from '@/lib/safe-redirect';
import { LOGIN_REDIRECT_MS, MESSAGES } from './account-messages';
import { ModeLink, useTimedMove } from './account-moves';

export interface LoginModeProps {
  next: string | undefined;
  defaultEmail?: string;
  /** News from the previous step ('Registration successful! Please log in.'). */
  notice?: string;
}

export function LoginMode({ next, defaultEmail = '', notice }: LoginModeProps) {
  const navigate = useNavigate();
  const [done, setDone] = useState(false);

  useTimedMove(done, LOGIN_REDIRECT_MS, () => void navigate({ href: safeRedirect(next), replace: true }));

  if (done) return <FormSuccess takeFocus>{MESSAGES.loggedIn}</FormSuccess>;

  return (
    <LoginForm
      defaultEmail={defaultEmail}
      notice={notice}
      onSuccess={() => setDone(true)}
      forgotLink={(email) => (
        // 44 px tall to the touch (issue 34): the row beside the label grows to fit it.
        <ModeLink mode="forgot" next={next} email={email} className="link inline-flex min-h-11 items-center text-sm">
          Forgot password?
        </ModeLink>
      )}
      footer={(email) => (
        <div className="space-y-2 border-t border-ink-100 pt-5 text-center text-sm text-ink-700">
          <p>
            New to Beauty Stars?{' '}
            <ModeLink mode="register" next={next} email={email}>
              Create an account
            </ModeLink>
          </p>
          <p>
            Got a reset code?{' '}
            <ModeLink mode="reset" next={next} email={email}>
              I have a code
            </ModeLink>
          </p>
        </div>
      )}
    />
  );
}
