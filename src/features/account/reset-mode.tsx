/**
 * Reset password: email, the emailed code, a new password and its confirmation. The client
 * checks the spec's rules (section 5) before sending; the server's answers (section 8) land on the
 * field they are about. Success says 'Password reset successful! You can now log in.' and, after
 * 1.8 s, goes back to the login form with the email filled in.
 */
import { useState, type FormEvent } from 'react';
import { useResetPassword } from '@/api/queries/auth';
import { TextField } from '@/components/ui/field';
import { FormAlert, FormSuccess } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { useFormProblems } from '@/components/ui/use-form-problems';
import { PASSWORD_MIN } from '@/config/constants';
import { validate } from '@/lib/form-problems';
import { MESSAGES, RESET_TO_LOGIN_MS, resetProblems, type ResetField } from './account-messages';
import { ModeLink, useGoToMode, useTimedMove } from './account-moves';
import { resetSchema, type ResetValues } from './account-schemas';

const FIELDS = ['email', 'code', 'password', 'confirm'] as const satisfies readonly ResetField[];

export interface ResetModeProps {
  next: string | undefined;
  defaultEmail?: string;
}

export function ResetMode({ next, defaultEmail = '' }: ResetModeProps) {
  const reset = useResetPassword();
  const goTo = useGoToMode(next);
  const form = useFormProblems(FIELDS);
  const [values, setValues] = useState<ResetValues>({ email: defaultEmail, code: '', password: '', confirm: '' });
  const [doneFor, setDoneFor] = useState<string | null>(null);

  useTimedMove(doneFor !== null, RESET_TO_LOGIN_MS, () =>
    goTo('login', { email: doneFor ?? undefined, notice: 'reset' }),
  );

  function change(field: ResetField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearField(field);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    if (reset.isPending) return;
    const result = validate(resetSchema, values);
    if (!result.ok) return form.show(result.problems, element);
    form.reset();
    const { email, code, password } = result.data;
    reset.mutate(
      { email, code, new_password: password },
      {
        onSuccess: () => setDoneFor(email),
        onError: (error) => form.show(resetProblems(error), element),
      },
    );
  }

  if (doneFor !== null) return <FormSuccess takeFocus>{MESSAGES.resetDone}</FormSuccess>;

  return (
    <form onSubmit={submit} noValidate aria-label="Reset password" className="space-y-5">
      <TextField
        label="Email"
        {...form.fieldProps('email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => change('email', event.target.value)}
      />
      <TextField
        label="Reset code"
        hint="The 6-digit code from the email we sent you."
        {...form.fieldProps('code')}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        inputClassName="tracking-[0.3em]"
        value={values.code}
        onChange={(event) => change('code', event.target.value)}
      />
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters.`}
        value={values.password}
        onChange={(value) => change('password', value)}
        {...form.fieldProps('password')}
      />
      <PasswordField
        label="Confirm new password"
        name="confirm"
        autoComplete="new-password"
        value={values.confirm}
        onChange={(value) => change('confirm', value)}
        {...form.fieldProps('confirm')}
      />
      {form.problems.form && <FormAlert id={form.alertId}>{form.problems.form}</FormAlert>}
      <button type="submit" className="btn-primary w-full" disabled={reset.isPending}>
        {reset.isPending ? 'Resetting password…' : 'Reset password'}
      </button>
      <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2 border-t border-ink-100 pt-5 text-sm">
        <ModeLink mode="login" next={next} email={values.email}>
          Back to log in
        </ModeLink>
        <ModeLink mode="forgot" next={next} email={values.email}>
          Send a new code
        </ModeLink>
      </div>
    </form>
  );
}
