/**
 * /admin/users, shown as Customers (spec section 2, Admin customers): the filters and the list on
 * the left, the selected customer on the right; on phones the panel takes the list's place, with a
 * way back. Everything the screen shows is in the URL, the selected customer (?user=) included.
 * When the list no longer holds the selected customer (after a filter, a page change or a
 * refetch), the selection clears.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshButton } from '@/components/ui/refresh-button';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { adminKeys, adminUsersQueryOptions, fetchAllAdminUsers } from '@/api/queries/admin';
import { failureText } from '@/api/errors';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { toCsv } from '@/lib/csv';
import { CustomerPanel } from './customer-panel';
import { counterText, CUSTOMERS_CSV_HEADER, customersCsvRows } from './customer-values';
import { CustomersFilters } from './customers-filters';
import { CustomersList, CustomersListError, CustomersListSkeleton } from './customers-list';
import { usersQuery, type CustomersSearch } from './customers-search';

/** The width from which list and panel sit side by side (Tailwind's lg). */
const TWO_COLUMNS = '(min-width: 64rem)';

function isTwoColumns(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(TWO_COLUMNS).matches;
}

export function CustomersPage({ search }: { search: CustomersSearch }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useQuery(adminUsersQueryOptions(usersQuery(search)));
  const panelRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLElement>(null);

  const go = useCallback(
    (next: CustomersSearch, options?: { replace?: boolean }) =>
      void navigate({ to: '/admin/users', search: next, replace: options?.replace }),
    [navigate],
  );

  // The selected customer left the list (a filter, page change or refetch took them out): clear the
  // selection, replacing the URL. A link straight to a customer on another page (?user=) keeps it:
  // they never were in this list, so they did not leave it.
  const selected = search.user;
  const settled = list.isSuccess && !list.isPlaceholderData ? list.data : undefined;
  const seenInList = useRef<number | null>(null);
  useEffect(() => {
    if (selected === undefined || !settled) return;
    const present = settled.items.some((user) => user.id === selected);
    if (present) seenInList.current = selected;
    else if (seenInList.current === selected) {
      seenInList.current = null;
      go({ ...search, user: undefined }, { replace: true });
    }
  }, [selected, settled, search, go]);

  const data = list.data;
  const refreshing = list.isFetching;

  return (
    <div className="mx-auto max-w-7xl">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold text-ink-900">Customers</h1>
          <p className="mt-1 text-ink-600">Manage users, roles and recent activity</p>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <RefreshButton
            onClick={() => void queryClient.invalidateQueries({ queryKey: adminKeys.users() })}
            busy={refreshing}
          />
          <ExportCsvButton
            stem="customers"
            what="customers"
            build={async (onProgress, signal) => {
              const users = await fetchAllAdminUsers(
                { q: usersQuery(search).q, role: search.role },
                onProgress,
                signal,
              );
              return toCsv(CUSTOMERS_CSV_HEADER, customersCsvRows(users));
            }}
          />
        </div>
      </header>

      <div className="mt-6">
        <CustomersFilters search={search} onChange={go} />
      </div>

      {list.isError && data && (
        <p
          role="alert"
          className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          Could not refresh the list: {failureText(list.error, 'check your connection.')} What you see may be out of
          date.
          <button type="button" className="link" onClick={() => void list.refetch()}>
            Retry
          </button>
        </p>
      )}
      <p className="mt-4 min-h-6 text-sm text-ink-700" aria-live="polite">
        {data && counterText(data.pagination.total, data.pagination.page || search.page, data.pagination.total_pages)}
      </p>

      <div className="mt-2 grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)]">
        <section
          ref={listRef}
          tabIndex={-1}
          aria-label="Customer list"
          aria-busy={list.isPlaceholderData || list.isPending}
          className={`overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200 transition-opacity focus:outline-none ${list.isPlaceholderData ? 'opacity-60' : ''} ${selected !== undefined ? 'hidden lg:block' : ''}`}
        >
          {list.isPending ? (
            <CustomersListSkeleton />
          ) : list.isError && !data ? (
            <CustomersListError
              message={failureText(list.error, 'Check your connection and try again.')}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          ) : data ? (
            <CustomersList
              data={data}
              search={search}
              onSelect={() => {
                // On phones the panel replaces the list: take focus there.
                if (!isTwoColumns()) requestAnimationFrame(() => panelRef.current?.focus());
              }}
            />
          ) : null}
        </section>

        <section
          ref={panelRef}
          tabIndex={-1}
          aria-label="Customer details"
          className={`rounded-2xl bg-white shadow-sm ring-1 ring-ink-200 focus:outline-none lg:sticky lg:top-6 ${selected === undefined ? 'hidden lg:block' : ''}`}
        >
          <CustomerPanel
            id={selected}
            back={
              <button
                type="button"
                className="btn-ghost -ml-3 mb-3 lg:hidden"
                onClick={() => {
                  go({ ...search, user: undefined });
                  requestAnimationFrame(() => listRef.current?.focus());
                }}
              >
                <span aria-hidden="true">←</span> Back to customers
              </button>
            }
          />
        </section>
      </div>
    </div>
  );
}
