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
