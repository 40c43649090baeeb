/**
 * The customers screen's state, all in the URL (/admin/users): search, role, page, page size and
 * the selected customer. A malformed value falls back to its default instead of failing.
 */
import type { AdminUsersQuery, Role } from '@/api/queries/admin';
import { ADMIN_USERS_PAGE_SIZE, ADMIN_USERS_PAGE_SIZES } from '@/config/constants';
import { enums } from '@/api/enums.gen';
import {
  choiceParam,
  enumParam,
  idParam,
  pageParam,
  textParam,
  searchSchema,
  type SearchOf,
} from '@/lib/search-params';

export const customersSearchSchema = searchSchema({
  q: textParam(),
  role: enumParam(enums.Role),
  page: pageParam(),
  per_page: choiceParam(ADMIN_USERS_PAGE_SIZES, ADMIN_USERS_PAGE_SIZE),
  user: idParam(),
});

export type CustomersSearch = SearchOf<typeof customersSearchSchema>;

/** The defaults, left out of the URL. */
export const CUSTOMERS_SEARCH_DEFAULTS = { page: 1, per_page: ADMIN_USERS_PAGE_SIZE } as const;

/** Any filter set (the Clear link's rule): a search, a role or a page size other than 20. */
export function hasFilters(search: CustomersSearch): boolean {
  return Boolean(search.q?.trim()) || search.role !== undefined || search.per_page !== ADMIN_USERS_PAGE_SIZE;
}

/** The list request for this URL (the selection is not part of it). */
export function usersQuery(search: CustomersSearch): AdminUsersQuery {
  return { q: search.q?.trim() || undefined, role: search.role, page: search.page, per_page: search.per_page };
}

/** What the filters change: a new search, role or page size goes back to page 1. */
export function withFilter(
  search: CustomersSearch,
  change: { q?: string; role?: Role | undefined; per_page?: CustomersSearch['per_page'] },
): CustomersSearch {
  const next = { ...search, ...change, page: 1 };
  if ('q' in change) next.q = change.q?.trim() || undefined;
  return next;
}

/** Clear: no search, every role, 20 a page, page 1 (a selected customer stays selected). */
export function withoutFilters(search: CustomersSearch): CustomersSearch {
  return { page: 1, per_page: ADMIN_USERS_PAGE_SIZE, user: search.user };
}
