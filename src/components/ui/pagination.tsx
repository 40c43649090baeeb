/**
 * Numbered pagination with a window of 5 pages plus Prev and Next (spec section 2). Pages are
 * links (shareable, back-button friendly): `hrefFor(page)` gives each one's search.
 */
import { PAGINATION_WINDOW } from '@/config/constants';

/** The page numbers to show: a window of `size` around `page`, kept inside [1, total]. */
export function pageWindow(page: number, total: number, size = PAGINATION_WINDOW): number[] {
  if (total <= 0) return [];
  const count = Math.min(size, total);
  let start = Math.max(1, page - Math.floor(count / 2));
  start = Math.min(start, total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  renderLink: (
    page: number,
    props: { className: string; children: React.ReactNode; 'aria-label'?: string; 'aria-current'?: 'page' },
  ) => React.ReactNode;
  label?: string;
}

export function Pagination({ page, totalPages, renderLink, label = 'Pages' }: PaginationProps) {
  if (totalPages <= 1) return null;
  const base = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-medium';
  const disabled = `${base} cursor-not-allowed text-ink-300`;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1">
      {page > 1 ? (
        renderLink(page - 1, { className: `${base} text-ink-700 hover:bg-ink-100`, children: 'Prev' })
      ) : (
        <span className={disabled} aria-disabled="true">
          Prev
        </span>
      )}
      {pageWindow(page, totalPages).map((n) =>
        n === page ? (
          <span key={n} className={`${base} bg-brand-700 text-white`} aria-current="page">
            {n}
          </span>
        ) : (
          <span key={n}>
            {renderLink(n, {
              className: `${base} text-ink-700 hover:bg-ink-100`,
              children: n,
              'aria-label': `Page ${n}`,
            })}
          </span>
        ),
      )}
      {page < totalPages ? (
        renderLink(page + 1, { className: `${base} text-ink-700 hover:bg-ink-100`, children: 'Next' })
      ) : (
        <span className={disabled} aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}

export interface PrevNextPagerProps {
  /** Whether there is a page before and after this one (the API's has_prev and has_next, or the page count). */
  hasPrev: boolean;
  hasNext: boolean;
  /** The link to the page before (-1) or after (+1), with the props given. */
  renderLink: (step: -1 | 1, props: { className: string; children: React.ReactNode }) => React.ReactNode;
  /** The nav's accessible name ("Pages of orders"). */
  label: string;
  /** Between the two buttons ("Page 2 of 5"), when there is room for it. */
  children?: React.ReactNode;
  className?: string;
}

/** Prev and Next alone, as wide buttons (a list read a page at a time: orders, customers). */
export function PrevNextPager({ hasPrev, hasNext, renderLink, label, children, className = '' }: PrevNextPagerProps) {
  if (!hasPrev && !hasNext) return null;
  const base =
    'inline-flex min-h-11 min-w-24 items-center justify-center gap-1.5 rounded-full border px-4 text-sm font-semibold';
  const enabled = `${base} border-ink-300 bg-white text-ink-900 hover:border-brand-400 hover:text-brand-800`;
  const disabled = `${base} cursor-not-allowed border-ink-200 text-ink-400`;
  const prev = (
    <>
      <span aria-hidden="true">←</span> Prev
    </>
  );
  const next = (
    <>
      Next <span aria-hidden="true">→</span>
    </>
  );
  return (
    <nav aria-label={label} className={`flex items-center justify-between gap-3 ${className}`}>
      {hasPrev ? (
        renderLink(-1, { className: enabled, children: prev })
      ) : (
        <span className={disabled} aria-disabled="true">
          {prev}
        </span>
      )}
      {children}
      {hasNext ? (
        renderLink(1, { className: enabled, children: next })
      ) : (
        <span className={disabled} aria-disabled="true">
          {next}
        </span>
      )}
    </nav>
  );
}
