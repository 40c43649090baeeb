/** What the orders screens read off an order, with the spec's fallbacks. */
import type { Order } from '@/api/queries/orders';
import { formatDateText } from '@/lib/dates';
import { koboToNaira } from '@/lib/money';

type Amounts = Partial<Pick<Order, 'amount_total' | 'amount_paid_kobo'>>;

/** The total in naira: amount_total, or amount_paid_kobo / 100 when it is missing (spec section 3). */
export function orderTotal(order: Amounts): number | null {
  if (typeof order.amount_total === 'number' && Number.isFinite(order.amount_total)) return order.amount_total;
  if (typeof order.amount_paid_kobo === 'number' && Number.isFinite(order.amount_paid_kobo)) return koboToNaira(order.amount_paid_kobo);
  return null;
}

/** How many items the order holds (the sum of the quantities), or null when the items are not sent. */
export function itemCount(order: Pick<Order, 'items'>): number | null {
  if (!Array.isArray(order.items)) return null;
  return order.items.reduce((sum, item) => sum + (Number.isFinite(item.quantity) ? item.quantity : 0), 0);
}

export function itemCountLabel(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}

/** "21 Nov 2026", or the raw text when it is not a date. */
export function formatDate(iso: string | null | undefined, withTime = false): string {
  return iso ? formatDateText(iso, withTime ? 'short-time' : 'short') : '';
}

const PROVIDER_STATUS: Record<string, string> = {
  success: 'Success',
  failed: 'Failed',
  abandoned: 'Abandoned',
  ongoing: 'Ongoing',
  reversed: 'Reversed',
};

/** The payment provider's status in words; 'Not reported yet' before it reports. */
export function providerStatusLabel(status: string | null | undefined): string {
  if (!status) return 'Not reported yet';
  return PROVIDER_STATUS[status] ?? status;
}
