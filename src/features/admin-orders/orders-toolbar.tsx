/**
 * The list's controls: the search box ('Search by email / reference / id', applied on submit and
 * after a short pause in typing), the status filter, the sort and the page size. Every change goes
 * through `onChange` with the next URL state (back on page 1); the URL is the only state kept.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { statusLabel } from '@/components/ui/status-badge';
import {
  ORDER_STATUSES,
  PAGE_SIZE_OPTIONS,
  parseSortValue,
  SORT_OPTIONS,
  sortValue,
  withFilters,
  type AdminOrdersSearch,
} from './orders-search';
import type { OrderStatus } from '@/api/queries/admin';

/** Not in the spec: how long typing must pause before the search runs by itself. */
export const SEARCH_DEBOUNCE_MS = 400;
const MAX_QUERY = 200;

export const SEARCH_PLACEHOLDER = 'Search by email / reference / id';

export function OrdersToolbar({
  search,
  onChange,
}: {
  search: AdminOrdersSearch;
  onChange: (next: AdminOrdersSearch) => void;
}) {
  const id = useId();
  const urlQuery = search.q ?? '';
  const [text, setText] = useState(urlQuery);
  const [shownQuery, setShownQuery] = useState(urlQuery);
  if (shownQuery !== urlQuery) {
    // The URL changed under the box (back button, a link): show what the list shows.
    setShownQuery(urlQuery);
    setText(urlQuery);
  }

  const apply = (value: string) => {
    const q = value.trim();
    if (q === urlQuery.trim()) return;
    onChange(withFilters(search, { q: q || undefined }));
  };

  // Search after a pause in typing.
  useEffect(() => {
    if (text.trim() === urlQuery.trim()) return;
    const timer = setTimeout(() => apply(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(text);
  }

  const sort = sortValue(search);
  const knownSort = SORT_OPTIONS.some((o) => `${o.sort}:${o.order}` === sort);
  const sizes: number[] = PAGE_SIZE_OPTIONS.includes(search.per_page as (typeof PAGE_SIZE_OPTIONS)[number])
    ? [...PAGE_SIZE_OPTIONS]
    : [...PAGE_SIZE_OPTIONS, search.per_page].sort((a, b) => a - b);

  return (
    <form
      role="search"
      aria-label="Filter orders"
      onSubmit={submit}
      className="rounded-2xl border border-ink-200 bg-white p-3 sm:p-4"
    >
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,3fr)_minmax(0,1fr)_minmax(0,1.4fr)_minmax(0,0.7fr)] lg:items-end">
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-q`} className="field-label">
            Search
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id={`${id}-q`}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              maxLength={MAX_QUERY}
              placeholder={SEARCH_PLACEHOLDER}
              autoComplete="off"
              enterKeyHint="search"
              className="field-input min-w-0 flex-1 placeholder:text-sm sm:placeholder:text-base"
            />
            <button type="submit" className="btn-primary shrink-0 px-3 sm:px-4">
              <svg
                viewBox="0 0 20 20"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                aria-hidden="true"
                className="size-5 sm:hidden"
              >
                <circle cx="8.5" cy="8.5" r="5.5" />
                <path d="m13 13 4 4" strokeLinecap="round" />
              </svg>
              <span className="sr-only sm:not-sr-only">Search</span>
            </button>
          </div>
        </div>
        <div className="min-w-0">
          <label htmlFor={`${id}-status`} className="field-label">
            Status
          </label>
          <select
            id={`${id}-status`}
            className="field-input mt-1"
            value={search.status ?? ''}
            onChange={(event) =>
              onChange(withFilters(search, { status: (event.target.value || undefined) as OrderStatus | undefined }))
            }
          >
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0 lg:order-last">
          <label htmlFor={`${id}-size`} className="field-label">
            Per page
          </label>
          <select
            id={`${id}-size`}
            className="field-input mt-1"
            value={search.per_page}
            onChange={(event) => onChange(withFilters(search, { per_page: Number(event.target.value) }))}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2 min-w-0 lg:col-span-1">
          <label htmlFor={`${id}-sort`} className="field-label">
            Sort by
          </label>
          <select
            id={`${id}-sort`}
            className="field-input mt-1"
            value={sort}
            onChange={(event) =>
              onChange(
                withFilters(search, { sort: undefined, order: undefined, ...parseSortValue(event.target.value) }),
              )
            }
          >
            {SORT_OPTIONS.map((o) => (
              <option key={`${o.sort}:${o.order}`} value={`${o.sort}:${o.order}`}>
                {o.label}
              </option>
            ))}
            {!knownSort && <option value={sort}>{sort.replace(':', ', ')}</option>}
          </select>
        </div>
      </div>
    </form>
  );
}
