/**
 * The review's rating: a native radio group of five stars (arrow keys move and choose, Tab leaves),
 * each named "1 star" … "5 stars". The radios are visually hidden; their stars show the choice
 * and take the focus ring.
 */
import { useId } from 'react';
import { FieldError, type FieldProblems } from '@/components/ui/field';

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

/** The radios' name and the problem to show, as the form kit wires a field (`useFormProblems`). */
export interface RatingInputProps extends FieldProblems {
  name: string;
  value: number;
  onChange: (rating: number) => void;
}

export function RatingInput({ name, value, onChange, error, flagged = false, describedBy }: RatingInputProps) {
  const errorId = `${useId()}-error`;
  const described = [error ? errorId : undefined, flagged ? describedBy : undefined].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={described || undefined} aria-invalid={error || flagged ? true : undefined}>
      <legend className="field-label">Rating</legend>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded-lg p-1.5 text-ink-300 transition hover:scale-110 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-0 has-[:focus-visible]:outline-brand-500 has-[:focus-visible]:outline-solid"
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className="sr-only"
              />
              <svg viewBox="0 0 20 20" className={`size-8 ${n <= value ? 'text-gold-400' : ''}`} aria-hidden="true">
                <path
                  d={STAR}
                  fill="currentColor"
                  stroke={n <= value ? 'var(--color-gold-600)' : 'var(--color-ink-400)'}
                  strokeWidth="0.8"
                />
              </svg>
              <span className="sr-only">{n === 1 ? '1 star' : `${n} stars`}</span>
            </label>
          ))}
        </div>
        <span className="text-sm text-ink-600" aria-hidden="true">
          {value ? `${value} out of 5` : 'Choose 1 to 5 stars'}
        </span>
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
