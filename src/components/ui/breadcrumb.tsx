/**
 * The trail above a page's heading (Home / Shop / a category / the product): each crumb but the
 * last a link, 44 px tall to the touch without taking that height in the line; the last is the
 * current page.
 */
import { createLink } from '@tanstack/react-router';
import { Children, forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';

export function Breadcrumb({ children }: { children: ReactNode }) {
  const crumbs = Children.toArray(children);
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-ink-600">
      <ol className="flex flex-wrap items-center gap-1.5">
        {crumbs.map((crumb, i) => [
          i > 0 && (
            <li key={`${i}/`} aria-hidden="true">
              /
            </li>
          ),
          crumb,
        ])}
      </ol>
    </nav>
  );
}

const CrumbAnchor = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>(function CrumbAnchor(
  { children, ...props },
  ref,
) {
  return (
    <li>
      <a
        ref={ref}
        {...props}
        className="-my-3.5 inline-flex min-h-11 min-w-11 items-center justify-center hover:text-brand-800 hover:underline"
      >
        {children}
      </a>
    </li>
  );
});

/** A crumb that links (the router's Link props: `to`, `search`, …). */
export const CrumbLink = createLink(CrumbAnchor);

/** The last crumb: the page itself. */
export function CrumbCurrent({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <li aria-current="page" className={className}>
      {children}
    </li>
  );
}
