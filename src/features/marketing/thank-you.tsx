/**
 * What a form shows once it is sent: a heading that takes focus (so a screen reader reads it and
 * keyboard users continue from here), a few words and what to do next.
 */
import { useEffect, useRef, type ReactNode } from 'react';

export interface ThankYouProps {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

export function ThankYou({ title, children, actions }: ThankYouProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    // The whole box in view, clear of the sticky header (its scroll margin).
    boxRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <div
      ref={boxRef}
      className="scroll-mt-40 rounded-3xl border border-brand-100 bg-brand-50 px-6 py-8 text-center sm:px-10"
    >
      <span
        className="mx-auto flex size-14 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm ring-1 ring-brand-100"
        aria-hidden="true"
      >
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
          className="size-7"
        >
          <path d="m5 12.5 4.5 4.5L19 7.5" />
        </svg>
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 font-display outline-none text-2xl text-ink-900 sm:text-3xl">
        {title}
      </h2>
      <div className="mx-auto mt-3 max-w-md leading-relaxed text-ink-700">{children}</div>
      {actions && <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
