/**
 * Create an account: email, password, confirm and the terms. The client checks the spec's three
 * rules (section 5) before sending; the server's answers (section 8) land on the field they are
 * about. Success goes to the login form with 'Registration successful! Please log in.' and the
 * email filled in.
 */
import { useState, type FormEvent } from 'react';
import { useRegister } from '@/api/queries/auth';
import { CheckboxField, TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { TermsLink } from '@/components/ui/terms-link';
import { useFormProblems } from '@/components/ui/use-form-problems';
import { PASSWORD_MIN } from '@/config/constants';
import { validate } from '@/lib/form-problems';
import { registerProblems, type RegisterField } from './account-messages';
import { ModeLink, useGoToMode } from './account-moves';
import { registerSchema, type RegisterValues } from './account-schemas';

const FIELDS = ['email', 'password', 'confirm', 'terms'] as const satisfies readonly RegisterField[];

export interface RegisterModeProps {
  next: string | undefined;
  defaultEmail?: string;
}

export function RegisterMode({ next, defaultEmail = '' }: RegisterModeProps) {
  const register = useRegister();
  const goTo = useGoToMode(next);
  const form = useFormProblems(FIELDS);
  const [values, setValues] = useState<RegisterValues>({
    email: defaultEmail,
    password: '',
    confirm: '',
    terms: false,
  });

  function change<K extends keyof RegisterValues>(field: K, value: RegisterValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearField(field);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    if (register.isPending) return;
    const result = validate(registerSchema, values);
    if (!result.ok) return form.show(result.problems, element);
    form.reset();
    const { email, password } = result.data;
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
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters.`}
        value={values.password}
        onChange={(value) => change('password', value)}
        {...form.fieldProps('password')}
      />
      <PasswordField
        label="Confirm password"
        name="confirm"
        autoComplete="new-password"
        value={values.confirm}
        onChange={(value) => change('confirm', value)}
        {...form.fieldProps('confirm')}
      />
      <CheckboxField
        name="terms"
        label={
          <>
            I agree to the <TermsLink>Terms &amp; Conditions</TermsLink>
          </>
        }
        checked={values.terms}
        onChange={(event) => change('terms', event.target.checked)}
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
