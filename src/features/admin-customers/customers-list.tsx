/**
 * The left column: one row a customer (email, 'Joined date • N orders', role badge), each a link
 * that selects the customer (the selected one is the current URL: aria-current="page"). 8 skeleton rows while loading,
 * 'No users found.' when nothing matches, Prev and Next only when there is more than one page.
 */
import { Link } from '@tanstack/react-router';
import type { AdminUser, AdminUserList } from '@/api/queries/admin';
import { PrevNextPager } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { USERS_SKELETON_ROWS } from '@/config/constants';
import { joinedLine } from './customer-values';
import type { CustomersSearch } from './customers-search';
import { RoleBadge } from './role-badge';

export function CustomersListSkeleton() {
  return (
    <div role="status" aria-label="Loading customers">
      <ul className="divide-y divide-ink-100">
        {Array.from({ length: USERS_SKELETON_ROWS }, (_, i) => (
          <li key={i} className="flex items-center gap-3 px-4 py-3.5">
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-3/5" />
              <Skeleton className="h-3 w-2/5" />
            </div>
            <Skeleton className="h-5 w-12 rounded-full" />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CustomersListError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div role="alert" className="px-4 py-8 text-center">
      <p className="font-semibold text-red-900">Could not load customers.</p>
      <p className="mt-1 text-sm text-red-800">{message}</p>
      <button type="button" className="btn-primary mt-4" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
}

export interface CustomersListProps {
  data: AdminUserList;
  search: CustomersSearch;
  /** Called when a row is chosen (after the URL changes), e.g. to move focus to the panel. */
  onSelect?: (user: AdminUser) => void;
}

export function CustomersList({ data, search, onSelect }: CustomersListProps) {
  const { items, pagination } = data;
  if (items.length === 0) {
    return <p className="px-4 py-10 text-center text-ink-600">No users found.</p>;
  }
  return (
    <>
      <ul aria-label="Customers" className="divide-y divide-ink-100">
        {items.map((user) => {
          const selected = user.id === search.user;
          return (
            <li key={user.id}>
              <Link
                to="/admin/users"
                search={{ ...search, user: user.id }}
                // The router marks the selected row's link aria-current="page": it is this URL.
                activeOptions={{ exact: true, includeSearch: true }}
                onClick={() => onSelect?.(user)}
                className={`flex items-center gap-3 px-4 py-3 outline-offset-[-3px] hover:bg-ink-50 ${selected ? 'bg-brand-50 shadow-[inset_3px_0_0_var(--color-brand-600)]' : ''}`}
              >
                <span className="min-w-0 flex-1">
                  <span className={`block truncate font-medium ${selected ? 'text-brand-900' : 'text-ink-900'}`}>
                    {user.email}
                  </span>
                  <span className="block text-sm text-ink-600">{joinedLine(user)}</span>
                </span>
                <RoleBadge role={user.role} />
              </Link>
            </li>
          );
        })}
      </ul>
      {pagination.total_pages > 1 && (
        <CustomersPager search={search} page={pagination.page || search.page} totalPages={pagination.total_pages} />
      )}
    </>
  );
}

function CustomersPager({ search, page, totalPages }: { search: CustomersSearch; page: number; totalPages: number }) {
  return (
    <PrevNextPager
      label="Pages of customers"
      hasPrev={page > 1}
      hasNext={page < totalPages}
      className="border-t border-ink-100 px-4 py-3"
      renderLink={(step, props) => <Link to="/admin/users" search={{ ...search, page: page + step }} {...props} />}
    />
  );
}
