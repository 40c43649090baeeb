/**
 * The one login form: the account page's and the admin gate's. Messages are the spec's (section 8):
 * 'Invalid email or password.' for invalid_credentials (both fields marked, described by it), else
 * 'Login failed. Please try again.' (or, with `showServerMessage`, the server's own message, as
 * the admin login does). A field past the contract's limit is said before anything is sent, in the
 * form's alert naming the field ("Password: Must be 128 characters or fewer."), the field marked.
 * Nothing typed is ever cleared. What happens after success is the caller's (`onSuccess`).
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import * as z from 'zod/mini';
import { isApiError, serverMessage } from '@/api/errors';
import { limits } from '@/api/limits.gen';
import { useLogin } from '@/api/queries/auth';
import { tooManyAttemptsMessage } from '@/api/rate-limit';
import type { User } from '@/api/tokens';
import { EmailField } from '@/components/ui/field';
import { FormAlert, FormSuccess } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { useFormProblems, useFormValues } from '@/components/ui/use-form-problems';
import { fits, validate } from '@/lib/form-problems';

/** Login has no client rules of its own beyond the contract's limits: the server answers for it. */
export const loginSchema = z.object({
  email: z.string().check(z.trim(), fits(limits.login.email)),
  password: z.string().check(fits(limits.login.password)),
});
export type LoginValues = z.infer<typeof loginSchema>;

const FIELDS = ['email', 'password'] as const;
type LoginField = (typeof FIELDS)[number];
const LABELS = { email: 'Email', password: 'Password' } as const;

export function loginErrorMessage(error: unknown, showServerMessage = false): string {
  const wait = tooManyAttemptsMessage(error);
  if (wait) return wait;
  if (isApiError(error) && error.code === 'invalid_credentials') return 'Invalid email or password.';
  if (showServerMessage && serverMessage(error)) return serverMessage(error)!;
  return 'Login failed. Please try again.';
}

export interface LoginFormProps {
  onSuccess: (user: User) => void;
  /** The admin login shows the server's message for a failure the spec does not name. */
  showServerMessage?: boolean;
  /** The button's text, and the form's name. */
  submitLabel?: string;
  defaultEmail?: string;
  /** News from the previous step, above the fields ('Registration successful! Please log in.'). */
  notice?: string;
  /** Beside the password's label ("Forgot password?"), given the email typed so far. */
  forgotLink?: (email: string) => ReactNode;
  /** Under the button (links to the other account modes), given the email typed so far. */
  footer?: (email: string) => ReactNode;
}

export function LoginForm({
  onSuccess,
  showServerMessage = false,
  submitLabel = 'Log in',
  defaultEmail = '',
  notice,
  forgotLink,
  footer,
}: LoginFormProps) {
  const login = useLogin();
  const form = useFormProblems(FIELDS);
  const { values, set, text } = useFormValues<LoginValues, LoginField>({ email: defaultEmail, password: '' }, form);
  // A limit problem names its field in the alert: "Email: Must be 254 characters or fewer.".
  const [tooLong, setTooLong] = useState<{ field: keyof LoginValues; message: string } | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    if (login.isPending) return;
    const result = validate(loginSchema, values);
    if (!result.ok) {
      const field = FIELDS.find((name) => result.problems.fields[name] !== undefined)!;
      setTooLong({ field, message: result.problems.fields[field]! });
      login.reset();
      return form.show({ fields: {}, form: result.problems.fields[field], flagged: [field] }, element);
    }
    setTooLong(null);
    form.reset();
    login.mutate(result.data, {
      onSuccess: (session) => onSuccess(session.user),
      onError: (error) => {
        // A wrong email or password: both fields are marked, described by the form's message.
        const credentials = isApiError(error) && error.code === 'invalid_credentials';
        const message = loginErrorMessage(error, showServerMessage);
        form.show({ fields: {}, form: message, flagged: credentials ? FIELDS : undefined }, element);
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel} className="space-y-5">
      {notice && <FormSuccess>{notice}</FormSuccess>}
      <EmailField {...text('email')} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(value) => set('password', value)}
        {...form.fieldProps('password')}
        aside={forgotLink?.(values.email)}
      />
      {form.problems.form && (
        <FormAlert id={form.alertId}>
          {tooLong ? (
            <>
              <strong className="font-semibold">{LABELS[tooLong.field]}:</strong> {tooLong.message}
            </>
          ) : (
            form.problems.form
          )}
        </FormAlert>
      )}
      <button type="submit" className="btn-primary w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing in…' : submitLabel}
      </button>
      {footer?.(values.email)}
    </form>
  );
}
