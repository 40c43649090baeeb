/**
 * Create an account: email, password, confirm and the terms. The client checks the spec's three
 * rules (section 5) before sending; the server's answers (section 8) land on the field they are
 * about. Success goes to the login form with 'Registration successful! Please log in.' and the
 * email filled in.
 */
import type { FormEvent } from 'react';
import { useRegister } from '@/api/queries/auth';
import { CheckboxField, EmailField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { TermsLink } from '@/components/ui/terms-link';
import { useFormProblems, useFormValues } from '@/components/ui/use-form-problems';
import { registerProblems, type RegisterField } from './account-messages';
import { type AccountModeProps, ModeLink, useGoToMode } from './account-moves';
import { registerSchema, type RegisterValues } from './account-schemas';
import { NewPasswordFields } from './new-password-fields';

const FIELDS = ['email', 'password', 'confirm', 'terms'] as const satisfies readonly RegisterField[];

export function RegisterMode({ next, defaultEmail = '' }: AccountModeProps) {
  const register = useRegister();
  const goTo = useGoToMode(next);
  const form = useFormProblems(FIELDS);
  const { values, set, text } = useFormValues<RegisterValues, RegisterField>(
    { email: defaultEmail, password: '', confirm: '', terms: false },
    form,
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const data = register.isPending ? null : form.check(registerSchema, values, element);
    if (!data) return;
    const { email, password } = data;
    register.mutate(
      { email, password },
      {
        // The answer is not read (spec section 7: not shown): the email is the one just typed.
        onSuccess: () => goTo('login', { email, notice: 'registered' }),
        onError: (error) => form.show(registerProblems(error), element),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Create an account" className="space-y-5">
      <EmailField {...text('email')} />
      <NewPasswordFields
        labels={{ password: 'Password', confirm: 'Confirm password' }}
        values={values}
        onChange={set}
        problemsOf={form.fieldProps}
      />
      <CheckboxField
        name="terms"
        label={
          <>
            I agree to the <TermsLink>Terms &amp; Conditions</TermsLink>
          </>
        }
        checked={values.terms}
        onChange={(event) => set('terms', event.target.checked)}
        {...form.fieldProps('terms')}
      />
      {form.problems.form && <FormAlert id={form.alertId}>{form.problems.form}</FormAlert>}
      <button type="submit" className="btn-primary w-full" disabled={register.isPending}>
        {register.isPending ? 'Creating account…' : 'Create account'}
      </button>
      <p className="border-t border-ink-100 pt-5 text-center text-sm text-ink-700">
        Already have an account?{' '}
        <ModeLink mode="login" next={next} email={values.email}>
          Back to log in
        </ModeLink>
      </p>
    </form>
  );
}
