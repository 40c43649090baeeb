/** What the customers screen reads off a user: dates, the list's second line, the CSV rows. */
import type { AdminUser } from '@/api/queries/admin';
import type { CsvCell } from '@/lib/csv';
import { formatDate, parseTimestamp } from '@/lib/dates';

export function ordersLabel(count: number): string {
  return count === 1 ? '1 order' : `${count} orders`;
}

/** The list's second line: 'Joined 21 Nov 2026 • 7 orders'. */
export function joinedLine(user: Pick<AdminUser, 'created_at' | 'orders_count'>): string {
  return `Joined ${formatDate(user.created_at, { none: '—' })} • ${ordersLabel(user.orders_count)}`;
}

/** 'N results • Page X of Y' (page 1 of 1 when nothing matches). */
export function counterText(total: number, page: number, totalPages: number): string {
  return `${total} ${total === 1 ? 'result' : 'results'} • Page ${page} of ${Math.max(totalPages, 1)}`;
}

export function roleLabel(role: AdminUser['role']): string {
  return role === 'admin' ? 'Admin' : 'User';
}

/** The toast after revoking: what was done, from what the admin asked for (the answer is not shown). */
export function revokedText(email: string): string {
  return `Every session of ${email} has ended.`;
}

export const CUSTOMERS_CSV_HEADER = ['id', 'email', 'role', 'joined', 'orders'] as const;

/** One CSV row a customer: id, email, role, joined (ISO 8601, UTC), orders. */
export function customersCsvRows(users: readonly AdminUser[]): CsvCell[][] {
  return users.map((user) => {
    const joined = parseTimestamp(user.created_at);
    return [
      user.id,
      user.email,
      user.role,
      Number.isNaN(joined) ? user.created_at : new Date(joined).toISOString(),
      user.orders_count,
    ];
  });
}
