/**
 * Reset password: email, the emailed code, a new password and its confirmation. The client
 * checks the spec's rules (section 5) before sending; the server's answers (section 8) land on the
 * field they are about. Success says 'Password reset successful! You can now log in.' and, after
 * 1.8 s, goes back to the login form with the email filled in.
 */
import { useState, type FormEvent } from 'react';
import { useResetPassword } from '@/api/queries/auth';
import { EmailField, TextField } from '@/components/ui/field';
import { FormAlert, FormSuccess } from '@/components/ui/form-alert';
import { useFormProblems, useFormValues } from '@/components/ui/use-form-problems';
import { MESSAGES, RESET_TO_LOGIN_MS, resetProblems, type ResetField } from './account-messages';
import { type AccountModeProps, ModeLinks, useGoToMode, useTimedMove } from './account-moves';
import { resetSchema, type ResetValues } from './account-schemas';
import { NewPasswordFields } from './new-password-fields';

const FIELDS = ['email', 'code', 'password', 'confirm'] as const satisfies readonly ResetField[];
const LINKS = [
  ['login', 'Back to log in'],
  ['forgot', 'Send a new code'],
] as const;

export function ResetMode({ next, defaultEmail = '' }: AccountModeProps) {
  const reset = useResetPassword();
  const goTo = useGoToMode(next);
  const form = useFormProblems(FIELDS);
  const { values, set, text } = useFormValues<ResetValues, ResetField>(
    { email: defaultEmail, code: '', password: '', confirm: '' },
    form,
  );
  const [doneFor, setDoneFor] = useState<string | null>(null);

  useTimedMove(doneFor !== null, RESET_TO_LOGIN_MS, () =>
    goTo('login', { email: doneFor ?? undefined, notice: 'reset' }),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const data = reset.isPending ? null : form.check(resetSchema, values, element);
    if (!data) return;
    const { email, code, password } = data;
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
      <EmailField {...text('email')} />
      <TextField
        label="Reset code"
        hint="The 6-digit code from the email we sent you."
        {...text('code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        inputClassName="tracking-[0.3em]"
      />
      <NewPasswordFields
        labels={{ password: 'New password', confirm: 'Confirm new password' }}
        values={values}
        onChange={set}
        problemsOf={form.fieldProps}
      />
      {form.problems.form && <FormAlert id={form.alertId}>{form.problems.form}</FormAlert>}
      <button type="submit" className="btn-primary w-full" disabled={reset.isPending}>
        {reset.isPending ? 'Resetting password…' : 'Reset password'}
      </button>
      <ModeLinks next={next} email={values.email} links={LINKS} />
    </form>
  );
}
