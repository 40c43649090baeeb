/**
 * One labelled control with its hint and error text (the codebase's one form pattern): the caller
 * renders the control from the props given here, so inputs and selects alike get the id,
 * aria-invalid and an aria-describedby that points at the hint and the error.
 */
import { useId, type ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Where the hint goes: under the label (before the control) or under the control. */
  hintPlacement?: 'above' | 'below';
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
}

export function Field({ label, error, hint, hintPlacement = 'below', children, className = '' }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hint && hintPlacement === 'above' && (
        <p id={hintId} className="mt-0.5 text-sm text-ink-600">
          {hint}
        </p>
      )}
      <div className="mt-1.5">{children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}</div>
      {hint && hintPlacement === 'below' && (
        <p id={hintId} className="mt-1 text-sm text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error flex items-start gap-1.5">
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="mt-0.5 size-4 shrink-0 fill-current">
            <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.5h1.8v5.5H9.1V6Zm.9 9a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z" />
          </svg>
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
