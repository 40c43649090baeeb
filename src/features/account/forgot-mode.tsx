/**
 * Forgot password: an email and 'Send reset code'. The server answers the same whether or not the
 * account exists; its message (or 'If that account exists, a code will be sent shortly.') shows,
 * and after 1.2 s the reset form opens with the email filled in. The code itself is emailed: the
 * mock backend keeps it in its outbox, never on this page.
 */
import { useState, type FormEvent } from 'react';
import { useForgotPassword } from '@/api/queries/auth';
import { TextField } from '@/components/ui/field';
import { FormAlert, FormSuccess } from '@/components/ui/form-alert';
import { useFormProblems } from '@/components/ui/use-form-problems';
import { validate } from '@/lib/form-problems';
import { FORGOT_TO_RESET_MS, forgotProblems, MESSAGES, type ForgotField } from './account-messages';
import { ModeLink, useGoToMode, useTimedMove } from './account-moves';
import { forgotSchema, type ForgotValues } from './account-schemas';

const FIELDS = ['email'] as const satisfies readonly ForgotField[];

export interface ForgotModeProps {
  next: string | undefined;
  defaultEmail?: string;
}

export function ForgotMode({ next, defaultEmail = '' }: ForgotModeProps) {
  const forgot = useForgotPassword();
  const goTo = useGoToMode(next);
  const form = useFormProblems(FIELDS);
  const [values, setValues] = useState<ForgotValues>({ email: defaultEmail });
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);

  useTimedMove(sent !== null, FORGOT_TO_RESET_MS, () => goTo('reset', { email: sent?.email }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    if (forgot.isPending) return;
    const result = validate(forgotSchema, values);
    if (!result.ok) return form.show(result.problems, element);
    form.reset();
    const { email } = result.data;
    forgot.mutate(
      { email },
      {
        onSuccess: (answer) => setSent({ email, message: answer.message?.trim() || MESSAGES.forgotSent }),
        onError: (error) => form.show(forgotProblems(error, email), element),
      },
    );
  }

  if (sent) {
    return (
      <div className="space-y-5">
        <FormSuccess takeFocus>{sent.message}</FormSuccess>
        <p className="text-center text-sm text-ink-700">
          <ModeLink mode="reset" next={next} email={sent.email}>
            I have a code
          </ModeLink>
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Forgot password" className="space-y-5">
      <TextField
        label="Email"
        {...form.fieldProps('email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => {
          setValues({ email: event.target.value });
          form.clearField('email');
        }}
      />
      {form.problems.form && <FormAlert id={form.alertId}>{form.problems.form}</FormAlert>}
      <button type="submit" className="btn-primary w-full" disabled={forgot.isPending}>
        {forgot.isPending ? 'Sending…' : 'Send reset code'}
      </button>
      <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2 border-t border-ink-100 pt-5 text-sm">
        <ModeLink mode="login" next={next} email={values.email}>
          Back to log in
        </ModeLink>
        <ModeLink mode="reset" next={next} email={values.email}>
          I have a code
        </ModeLink>
      </div>
    </form>
  );
}
