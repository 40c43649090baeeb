/** What the admin orders screens read off an order, with the spec's fallbacks. */
import type { AdminOrder } from '@/api/queries/admin';
import { formatDateText } from '@/lib/dates';
import { koboToNaira } from '@/lib/money';

/** The total in naira: amount_total, or amount_paid_kobo / 100 when it is missing (spec section 3). */
export function orderTotal(order: Partial<Pick<AdminOrder, 'amount_total' | 'amount_paid_kobo'>>): number | null {
  if (typeof order.amount_total === 'number' && Number.isFinite(order.amount_total)) return order.amount_total;
  if (typeof order.amount_paid_kobo === 'number' && Number.isFinite(order.amount_paid_kobo)) return koboToNaira(order.amount_paid_kobo);
  return null;
}

/** "21 Nov 2026" (with the time when asked), or the raw text when it is not a date. */
export function formatDate(iso: string | null | undefined, withTime = false): string {
  return iso ? formatDateText(iso, withTime ? 'short-time' : 'short') : '';
}
