/** The parts every order action card shares: the card with its disabled reason, and the summary in its confirmation. */
import type { FormEvent, ReactNode } from 'react';
import { failureText } from '@/api/errors';
import type { AdminOrder } from '@/api/queries/admin';
import type { ActionRule } from './order-rules';

export interface OrderActionProps {
  order: AdminOrder;
  onDone: () => void;
}

export function message(error: unknown): string | null {
  if (!error) return null;
  return failureText(error, 'Something went wrong. Please try again.');
}

/** A card: its title, why it is disabled (if it is), its fields and its submit button. */
export function ActionCard({
  id,
  title,
  rule,
  submitLabel,
  tone = 'primary',
  onSubmit,
  note,
  children,
}: {
  id: string;
  title: string;
  rule: ActionRule;
  submitLabel: string;
  tone?: 'primary' | 'danger';
  onSubmit: () => void;
  note?: ReactNode;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  const reasonId = `${id}-why`;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (rule.allowed) onSubmit();
  }
  return (
    <form
      aria-labelledby={titleId}
      onSubmit={submit}
      noValidate
      className="rounded-2xl border border-ink-200 bg-white p-4 sm:p-5"
    >
      <h4 id={titleId} className="text-base font-semibold text-ink-900">
        {title}
      </h4>
      {!rule.allowed && (
        <p id={reasonId} className="mt-1 rounded-lg bg-ink-50 px-3 py-2 text-sm text-ink-700">
          {rule.reason}
        </p>
      )}
      {note && rule.allowed && <div className="mt-1 text-sm text-ink-600">{note}</div>}
      <fieldset disabled={!rule.allowed} className="mt-3 space-y-3">
        <legend className="sr-only">{title}</legend>
        {children}
        <button
          type="submit"
          disabled={!rule.allowed}
          className={tone === 'danger' ? 'btn-danger w-full sm:w-auto' : 'btn-primary w-full sm:w-auto'}
          aria-describedby={rule.allowed ? undefined : reasonId}
        >
          {submitLabel}
        </button>
      </fieldset>
    </form>
  );
}

export function Summary({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="mt-4 divide-y divide-ink-100 rounded-lg border border-ink-200 px-3 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-4 py-2">
          <dt className="text-ink-600">{term}</dt>
          <dd className="text-right break-words text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const notGiven = <span className="text-ink-600">Not given</span>;
export const shown = (text: string) => (text.trim() ? text.trim() : notGiven);
