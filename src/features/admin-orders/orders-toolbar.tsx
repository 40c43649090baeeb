/**
 * The list's controls: the search box ('Search by email / reference / id', applied on submit and
 * after a short pause in typing), the status filter, the sort and the page size. Every change goes
 * through `onChange` with the next URL state (back on page 1); the URL is the only state kept.
 */
import { useEffect, type FormEvent } from 'react';
import { SelectField } from '@/components/ui/field';
import { SearchField, useUrlText } from '@/components/ui/search-field';
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

export const SEARCH_PLACEHOLDER = 'Search by email / reference / id';

export function OrdersToolbar({
  search,
  onChange,
}: {
  search: AdminOrdersSearch;
  onChange: (next: AdminOrdersSearch) => void;
}) {
  const urlQuery = search.q ?? '';
  const [text, setText] = useUrlText(urlQuery);

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
        <SearchField
          className="col-span-2 lg:col-span-1"
          value={text}
          onChange={setText}
          placeholder={SEARCH_PLACEHOLDER}
          iconOnPhone
        />
        <SelectField
          label="Status"
          className="min-w-0"
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
        </SelectField>
        <SelectField
          label="Per page"
          className="min-w-0 lg:order-last"
          value={search.per_page}
          onChange={(event) => onChange(withFilters(search, { per_page: Number(event.target.value) }))}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Sort by"
          className="col-span-2 min-w-0 lg:col-span-1"
          value={sort}
          onChange={(event) =>
            onChange(withFilters(search, { sort: undefined, order: undefined, ...parseSortValue(event.target.value) }))
          }
        >
          {SORT_OPTIONS.map((o) => (
            <option key={`${o.sort}:${o.order}`} value={`${o.sort}:${o.order}`}>
              {o.label}
            </option>
          ))}
          {!knownSort && <option value={sort}>{sort.replace(':', ', ')}</option>}
        </SelectField>
      </div>
    </form>
  );
}
