/**
 * The account forms' one form pattern: a labelled control with its hint and error text. The
 * caller renders the control from the props given here, so every input gets the id,
 * `aria-invalid`, and an `aria-describedby` naming the hint, its error, and (for a field that a
 * form-level message is about) that message. The same shape as the marketing forms' `Field`.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Marked invalid by a message shown elsewhere (the form's alert), whose id is `describedBy`. */
  flagged?: boolean;
  describedBy?: string;
  /** Something to show beside the label, such as a "Forgot password?" link. */
  aside?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
}

export function Field({
  label,
  error,
  hint,
  flagged = false,
  describedBy,
  aside,
  children,
  className = '',
}: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [errorId, flagged ? describedBy : undefined, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <label htmlFor={id} className="field-label">
          {label}
        </label>
        {aside}
      </div>
      <div className="mt-1.5">
        {children({ id, 'aria-invalid': Boolean(error) || flagged, 'aria-describedby': described })}
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-ink-600">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="field-error flex items-start gap-1.5">
      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="mt-0.5 size-4 shrink-0 fill-current">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.5h1.8v5.5H9.1V6Zm.9 9a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z" />
      </svg>
      <span>{children}</span>
    </p>
  );
}

export interface PasswordFieldProps extends Omit<FieldProps, 'children'> {
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with a Show/Hide button (its name says which field: "Show new password"). */
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
            className="absolute inset-y-1 right-1 min-w-16 rounded-md px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-900"
          >
            {shown ? 'Hide' : 'Show'} <span className="sr-only">{field.label.toLowerCase()}</span>
          </button>
        </div>
      )}
    </Field>
  );
}

/** A form's message about the whole form: announced at once, and named by the fields it is about. */
export function FormAlert({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p
      id={id}
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-3 py-2.5 text-sm font-medium text-red-800"
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="mt-0.5 size-4 shrink-0 fill-current">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.5h1.8v5.5H9.1V6Zm.9 9a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z" />
      </svg>
      <span>{children}</span>
    </p>
  );
}

/**
 * Good news (registered, code sent, password reset, signed in), read out politely. With
 * `takeFocus` it also takes the focus, for when it replaces the form that had it.
 */
export function FormSuccess({
  children,
  takeFocus = false,
  className = '',
}: {
  children: ReactNode;
  takeFocus?: boolean;
  className?: string;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <p
      ref={ref}
      role="status"
      tabIndex={takeFocus ? -1 : undefined}
      className={`flex items-start gap-2 rounded-xl border border-green-200 outline-none bg-green-50 px-3 py-2.5 text-sm font-medium text-green-800 ${className}`}
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="mt-0.5 size-4 shrink-0 fill-current">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm3.9 6.2-4.6 5a.9.9 0 0 1-1.3 0l-2-2.1 1.3-1.2 1.4 1.4 3.9-4.3 1.3 1.2Z" />
      </svg>
      <span>{children}</span>
    </p>
  );
}
