/**
 * The card the newsletter and contact forms sit in: the form, named by its heading, with a line
 * under the heading. What the form checks is the form kit's (`useFormProblems`).
 */
import type { FormEvent, ReactNode } from 'react';

export interface FormCardProps {
  /** The heading's id, which names the form. */
  id: string;
  title: string;
  intro: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

export function FormCard({ id, title, intro, onSubmit, children }: FormCardProps) {
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={id}
      className="rounded-3xl border border-ink-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={id} className="font-display text-2xl text-ink-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{intro}</p>
      {children}
    </form>
  );
}
