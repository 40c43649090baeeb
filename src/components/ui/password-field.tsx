/**
 * A password input with a Show/Hide button whose name says which field ("Show new password").
 * The button is the input's full height and at least 64 px wide, so a thumb finds it (44 × 44 px
 * at the least, issue 34); what it shows stays within the input's border.
 */
import { useState } from 'react';
import { Field, type FieldFrameProps } from './field';

export interface PasswordFieldProps extends FieldFrameProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
}

export function PasswordField({ name, value, onChange, autoComplete, ...field }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <Field {...field}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            name={name}
            type={shown ? 'text' : 'password'}
            autoComplete={autoComplete}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            className="field-input pr-20"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          <button
            type="button"
            aria-controls={control.id}
            onClick={() => setShown((value) => !value)}
            className="group absolute inset-y-0 right-0 flex min-h-11 min-w-16 items-center justify-center px-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
          >
            <span className="rounded-md px-3 py-1.5 group-hover:bg-brand-50">
              {shown ? 'Hide' : 'Show'} <span className="sr-only">{field.label.toLowerCase()}</span>
            </span>
          </button>
        </div>
      )}
    </Field>
  );
}
