/**
 * A form's messages about the whole form: `FormAlert` for what went wrong (announced at once, and
 * named by the fields it is about through their `aria-describedby`), `FormSuccess` for good news.
 * A confirmation's failure (`ConfirmDialog`) shows in a `FormAlert` too.
 */
import { useEffect, useRef, type ReactNode } from 'react';

export function FormAlert({
  id,
  focusable = false,
  className = '',
  children,
}: {
  id?: string;
  /** It can take the focus (a summary that `useFormProblems` focuses with `focusAlert`). */
  focusable?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p
      id={id}
      role="alert"
      tabIndex={focusable ? -1 : undefined}
      className={`flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-3 py-2.5 text-sm font-medium text-red-800 focus:outline-2 focus:outline-red-700 ${className}`}
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
