/**
 * Forgot password: an email and 'Send reset code'. The server answers the same whether or not the
 * account exists; its message (or 'If that account exists, a code will be sent shortly.') shows,
 * and after 1.2 s the reset form opens with the email filled in. The code itself is emailed: the
 * mock backend keeps it in its outbox, never on this page.
 */
import { useState, type FormEvent } from 'react';
import { useForgotPassword } from '@/api/queries/auth';
import { EmailField } from '@/components/ui/field';
import { FormAlert, FormSuccess } from '@/components/ui/form-alert';
import { useFormProblems, useFormValues } from '@/components/ui/use-form-problems';
import { FORGOT_TO_RESET_MS, forgotProblems, MESSAGES, type ForgotField } from './account-messages';
import { type AccountModeProps, ModeLink, ModeLinks, useGoToMode, useTimedMove } from './account-moves';
import { forgotSchema, type ForgotValues } from './account-schemas';

const FIELDS = ['email'] as const satisfies readonly ForgotField[];
const LINKS = [
  ['login', 'Back to log in'],
  ['reset', 'I have a code'],
] as const;

export function ForgotMode({ next, defaultEmail = '' }: AccountModeProps) {
  const forgot = useForgotPassword();
  const goTo = useGoToMode(next);
  const form = useFormProblems(FIELDS);
  const { values, text } = useFormValues<ForgotValues, ForgotField>({ email: defaultEmail }, form);
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);

  useTimedMove(sent !== null, FORGOT_TO_RESET_MS, () => goTo('reset', { email: sent?.email }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const data = forgot.isPending ? null : form.check(forgotSchema, values, element);
    if (!data) return;
    const { email } = data;
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
      <EmailField {...text('email')} />
      {form.problems.form && <FormAlert id={form.alertId}>{form.problems.form}</FormAlert>}
      <button type="submit" className="btn-primary w-full" disabled={forgot.isPending}>
        {forgot.isPending ? 'Sending…' : 'Send reset code'}
      </button>
      <ModeLinks next={next} email={values.email} links={LINKS} />
    </form>
  );
}
