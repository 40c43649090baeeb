/**
 * What the orders screens read off an order. The spec's fallbacks (a total from amount_paid_kobo,
 * the three list shapes, …) are applied once, in src/api/normalize-orders.ts.
 */
import type { EnumValue } from '@/api/enums.gen';

/** How many items the order holds (the sum of the quantities), or null when the items are not sent. */
export function itemCount(order: { items?: readonly { quantity: number }[] }): number | null {
  if (!Array.isArray(order.items)) return null;
  return order.items.reduce((sum, item) => sum + (Number.isFinite(item.quantity) ? item.quantity : 0), 0);
}

export function itemCountLabel(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}

/** Each of the contract's PaystackStatus values (src/api/enums.gen.ts) in words. */
const PROVIDER_STATUS: Record<EnumValue<'PaystackStatus'>, string> = {
  success: 'Success',
  failed: 'Failed',
  abandoned: 'Abandoned',
  ongoing: 'Ongoing',
  reversed: 'Reversed',
};

/** The payment provider's status in words; 'Not reported yet' before it reports. */
export function providerStatusLabel(status: string | null | undefined): string {
  if (!status) return 'Not reported yet';
  return PROVIDER_STATUS[status as EnumValue<'PaystackStatus'>] ?? status;
}
