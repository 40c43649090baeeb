/**
 * The parts every order action card shares: the card with its disabled reason, its state (the
 * fields' problems and the confirmation), its Reason field, and the summary in its confirmation.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { failureText } from '@/api/errors';
import type { AdminOrder } from '@/api/queries/admin';
import { Field, type FieldProblems } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useFormProblems } from '@/components/ui/use-form-problems';
import { hasProblems, type FormProblems } from '@/lib/form-problems';
import { actionRule, type OrderAction } from './order-rules';

export interface OrderActionProps {
  order: AdminOrder;
  onDone: () => void;
}

export function message(error: unknown): string | null {
  if (!error) return null;
  return failureText(error, 'Something went wrong. Please try again.');
}

/** A card: its title (its button's words too), why it is disabled (if it is), its fields and its submit button. */
export function ActionCard({
  kind,
  order,
  title,
  tone = 'primary',
  onSubmit,
  note,
  children,
}: {
  kind: OrderAction;
  order: AdminOrder;
  title: string;
  tone?: 'primary' | 'danger';
  /** Asked for (when allowed), with the form element (`useFormProblems` focuses a field in it). */
  onSubmit: (form: HTMLFormElement) => void;
  note?: ReactNode;
  children: ReactNode;
}) {
  const id = `${kind}-${order.id}`;
  const rule = actionRule(kind, order.status);
  const submitLabel = title;
  const titleId = `${id}-title`;
  const reasonId = `${id}-why`;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (rule.allowed) onSubmit(event.currentTarget);
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

/**
 * A card's state: its fields' problems (`useFormProblems`, shown once the admin has asked, then
 * following the typing) and its confirmation, opened when the fields pass (`ask`) and closed with
 * a toast once the action is done (`done`). `dialog` is what the ConfirmDialog needs.
 */
export function useOrderAction<F extends string>(
  fields: readonly F[],
  problems: FormProblems<F>,
  mutation: { isPending: boolean; error: unknown; reset: () => void },
  onDone: () => void,
) {
  const form = useFormProblems(fields, { live: problems });
  const [open, setOpen] = useState(false);
  return {
    form,
    ask(element: HTMLFormElement) {
      if (hasProblems(problems)) return form.show(problems, element);
      mutation.reset();
      setOpen(true);
    },
    done(text: string) {
      setOpen(false);
      toast(text);
      onDone();
    },
    dialog: { open, onOpenChange: setOpen, busy: mutation.isPending, error: message(mutation.error) },
  };
}

/** The optional Reason of a cancel or refund. */
export function ReasonField({
  value,
  onChange,
  ...problems
}: FieldProblems & { value: string; onChange: (value: string) => void }) {
  return (
    <Field label="Reason" {...problems}>
      {(props) => (
        <textarea
          {...props}
          name="reason"
          className="field-input min-h-20"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          rows={3}
        />
      )}
    </Field>
  );
}
