/**
 * Search ('Search email…', applied on submit and after a short pause in typing), the role filter,
 * the page size and Clear (when any filter is set). Each change goes back to page 1.
 */
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { Role } from '@/api/queries/admin';
import { SelectField, TextField } from '@/components/ui/field';
import { ADMIN_USERS_PAGE_SIZES } from '@/config/constants';
import { hasFilters, withFilter, withoutFilters, type CustomersSearch } from './customers-search';

/** How long typing must pause before the search runs. */
export const SEARCH_PAUSE_MS = 400;

export interface CustomersFiltersProps {
  search: CustomersSearch;
  onChange: (next: CustomersSearch, options?: { replace?: boolean }) => void;
}

export function CustomersFilters({ search, onChange }: CustomersFiltersProps) {
  const applied = search.q ?? '';
  const [text, setText] = useState(applied);
  // The URL changed under the box (Clear, back button): show what is applied.
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    if (text.trim() !== applied) setText(applied);
  }

  // The pause restarts with each keystroke only, not when the list refetches.
  const latest = useRef({ search, onChange });
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    latest.current = { search, onChange };
  });
  useEffect(() => {
    if (text.trim() === applied) return;
    const timer = setTimeout(
      () => latest.current.onChange(withFilter(latest.current.search, { q: text }), { replace: true }),
      SEARCH_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, applied]);

  return (
    <div className="flex flex-wrap items-end gap-3">
      <form
        role="search"
        aria-label="Customers"
        className="flex min-w-0 flex-[1_1_16rem] items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim() !== applied) onChange(withFilter(search, { q: text }));
        }}
      >
        <TextField
          label="Search"
          className="min-w-0 flex-1"
          ref={input}
          type="search"
          placeholder="Search email…"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
        />
        <button type="submit" className="btn-secondary">
          Search
        </button>
      </form>
      <SelectField
        label="Role"
        className="w-[calc(50%-0.375rem)] sm:w-36"
        value={search.role ?? ''}
        onChange={(event) =>
          onChange(withFilter(search, { role: (event.target.value || undefined) as Role | undefined }))
        }
      >
        <option value="">All roles</option>
        <option value="user">User</option>
        <option value="admin">Admin</option>
      </SelectField>
      <SelectField
        label="Per page"
        className="w-[calc(50%-0.375rem)] sm:w-28"
        value={search.per_page}
        onChange={(event) =>
          onChange(withFilter(search, { per_page: Number(event.target.value) as CustomersSearch['per_page'] }))
        }
      >
        {ADMIN_USERS_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </SelectField>
      {hasFilters(search) && (
        <Link
          to="/admin/users"
          search={withoutFilters(search)}
          // The link goes away with the filters: keep keyboard focus in the filters.
          onClick={() => requestAnimationFrame(() => input.current?.focus())}
          className="link inline-flex min-h-11 min-w-11 items-center justify-center px-1"
        >
          Clear
        </Link>
      )}
    </div>
  );
}
