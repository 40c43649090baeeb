/**
 * Log in. Failures are the shared login form's (`loginErrorMessage`: 'Invalid email or password.'
 * or 'Login failed. Please try again.'); success says 'Login successful! Redirecting...' and, after
 * 800 ms, goes home or to the safe ?next= target.
 */
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/api/errors';
import { useLogin } from '@/api/queries/auth';
import { loginErrorMessage } from '@/components/auth/login-form';
import { safeRedirect } from '@/lib/safe-redirect';
import { LOGIN_REDIRECT_MS, MESSAGES } from './account-messages';
import { ModeLink, useTimedMove } from './account-moves';
import { loginSchema, validate, type LoginValues } from './account-schemas';
import { Field, FormAlert, FormSuccess, PasswordField } from './field';
import { useFormProblems } from './use-form-problems';

const FIELDS = ['email', 'password'] as const;

export interface LoginModeProps {
  next: string | undefined;
  defaultEmail?: string;
  /** News from the previous step ('Registration successful! Please log in.'). */
  notice?: string;
}

export function LoginMode({ next, defaultEmail = '', notice }: LoginModeProps) {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useFormProblems(FIELDS);
  const [values, setValues] = useState<LoginValues>({ email: defaultEmail, password: '' });
  const [done, setDone] = useState(false);

  useTimedMove(done, LOGIN_REDIRECT_MS, () => void navigate({ href: safeRedirect(next), replace: true }));

  function change(field: keyof LoginValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearField(field);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    if (login.isPending) return;
    const result = validate(loginSchema, values);
    if (!result.ok) return form.show(result.problems, element);
    form.reset();
    login.mutate(result.data, {
      onSuccess: () => setDone(true),
      onError: (error) => {
        // A wrong email or password: both fields are marked, described by the form's message.
        const credentials = isApiError(error) && error.code === 'invalid_credentials';
        form.show({ fields: {}, form: loginErrorMessage(error), flagged: credentials ? FIELDS : undefined }, element);
      },
    });
  }

  if (done) return <FormSuccess takeFocus>{MESSAGES.loggedIn}</FormSuccess>;

  return (
    <form onSubmit={submit} noValidate aria-label="Log in" className="space-y-5">
      {notice && <FormSuccess>{notice}</FormSuccess>}
      <Field label="Email" {...form.fieldProps('email')}>
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            className="field-input"
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
          />
        )}
      </Field>
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(value) => change('password', value)}
        {...form.fieldProps('password')}
        aside={
          <ModeLink mode="forgot" next={next} email={values.email} className="link text-sm">
            Forgot password?
          </ModeLink>
        }
      />
      {form.problems.form && <FormAlert id={form.alertId}>{form.problems.form}</FormAlert>}
      <button type="submit" className="btn-primary w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing in…' : 'Log in'}
      </button>
      <div className="space-y-2 border-t border-ink-100 pt-5 text-center text-sm text-ink-700">
        <p>
          New to Beauty Stars?{' '}
          <ModeLink mode="register" next={next} email={values.email}>
            Create an account
          </ModeLink>
        </p>
        <p>
          Got a reset code?{' '}
          <ModeLink mode="reset" next={next} email={values.email}>
            I have a code
          </ModeLink>
        </p>
      </div>
    </form>
  );
}
