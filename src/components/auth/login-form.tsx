/**
 * Email and password sign-in, shared by the account page and the admin gate. Messages are the
 * spec's (section 8): 'Invalid email or password.' for invalid_credentials, else 'Login failed.
 * Please try again.' (or, with `showServerMessage`, the server's own message, as the admin login does).
 * A field past the contract's limit is said before anything is sent.
 */
import { useId, useState, type FormEvent } from 'react';
import { useLogin } from '@/api/queries/auth';
import { isApiError, serverMessage } from '@/api/errors';
import { tooManyAttemptsMessage } from '@/api/rate-limit';
import type { User } from '@/api/tokens';
import { limits } from '@/api/limits.gen';
import { lengthProblem } from '@/lib/limits';

export interface LoginFormProps {
  onSuccess: (user: User) => void;
  showServerMessage?: boolean;
  submitLabel?: string;
}

export function loginErrorMessage(error: unknown, showServerMessage = false): string {
  const wait = tooManyAttemptsMessage(error);
  if (wait) return wait;
  if (isApiError(error) && error.code === 'invalid_credentials') return 'Invalid email or password.';
  if (showServerMessage && serverMessage(error)) return serverMessage(error)!;
  return 'Login failed. Please try again.';
}

export function LoginForm({ onSuccess, showServerMessage = false, submitLabel = 'Log in' }: LoginFormProps) {
  const id = useId();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [tooLong, setTooLong] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const emailProblem = lengthProblem(email.trim(), limits.login.email);
    const passwordProblem = lengthProblem(password, limits.login.password);
    const problem = emailProblem ? `Email: ${emailProblem}` : passwordProblem ? `Password: ${passwordProblem}` : null;
    setTooLong(problem);
    if (problem) {
      login.reset();
      return;
    }
    login.mutate({ email: email.trim(), password }, { onSuccess: (session) => onSuccess(session.user) });
  }

  const error = tooLong ?? (login.isError ? loginErrorMessage(login.error, showServerMessage) : null);
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-describedby={error ? `${id}-error` : undefined}>
      <div>
        <label htmlFor={`${id}-email`} className="field-label">
          Email
        </label>
        <input
          id={`${id}-email`}
          className="field-input mt-1"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div>
        <label htmlFor={`${id}-password`} className="field-label">
          Password
        </label>
        <input
          id={`${id}-password`}
          className="field-input mt-1"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <button type="submit" className="btn-primary w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing in…' : submitLabel}
      </button>
    </form>
  );
}
