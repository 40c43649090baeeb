/**
 * What the admin orders screens read off an order. The spec's fallbacks (a total from
 * amount_paid_kobo, …) are applied once, in src/api/normalize-orders.ts.
 */
import { formatDateText } from '@/lib/dates';

/** "21 Nov 2026" (with the time when asked), or the raw text when it is not a date. */
export function formatDate(iso: string | null | undefined, withTime = false): string {
  return iso ? formatDateText(iso, withTime ? 'short-time' : 'short') : '';
}
