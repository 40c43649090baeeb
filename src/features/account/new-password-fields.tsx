/**
 * A new password and its confirmation, as register and reset ask for them: the password with the
 * spec's minimum as its hint, then the same again. Their problems come from the form's
 * `useFormProblems` (`problemsOf`).
 */
import type { FieldProblems } from '@/components/ui/field';
import { PasswordField } from '@/components/ui/password-field';
import { PASSWORD_MIN } from '@/config/constants';

export interface NewPasswordFieldsProps {
  labels: { password: string; confirm: string };
  values: { password: string; confirm: string };
  onChange: (field: 'password' | 'confirm', value: string) => void;
  problemsOf: (field: 'password' | 'confirm') => FieldProblems;
}

export function NewPasswordFields({ labels, values, onChange, problemsOf }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={labels.password}
        name="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters.`}
        value={values.password}
        onChange={(value) => onChange('password', value)}
        {...problemsOf('password')}
      />
      <PasswordField
        label={labels.confirm}
        name="confirm"
        autoComplete="new-password"
        value={values.confirm}
        onChange={(value) => onChange('confirm', value)}
        {...problemsOf('confirm')}
      />
    </>
  );
}
