/**
 * The orders export (the accountant's file): one row an order, amounts in naira as plain numbers
 * (a spreadsheet can add them up), dates in ISO 8601. total = subtotal - discount + shipping; the
 * discount is the promo code's (decision 0034), 0 with none or from a host without the extension.
 */
import type { AdminOrder } from '@/api/queries/admin';
import { toCsv, type CsvCell } from '@/lib/csv';
import { koboToNaira } from '@/lib/money';

export const ORDERS_CSV_HEADER = [
  'id',
  'placed',
  'email',
  'status',
  'currency',
  'subtotal',
  'discount',
  'promo_code',
  'shipping',
  'total',
  'paid',
  'refunded',
  'payment_reference',
  'payment_status',
  'delivery',
  'state',
  'lga',
  'carrier',
  'tracking_number',
] as const;

export function orderCsvRow(order: AdminOrder): CsvCell[] {
  const address = order.shipping_address;
  const ship = address.type === 'ship' ? address : null;
  return [
    order.id,
    order.created_at,
    order.email,
    order.status,
    order.currency,
    order.amount_subtotal,
    order.amount_discount,
    order.promo_code,
    order.amount_shipping,
    order.amount_total,
    order.amount_paid_kobo === null || order.amount_paid_kobo === undefined
      ? null
      : koboToNaira(order.amount_paid_kobo),
    koboToNaira(order.amount_refunded_kobo ?? 0),
    order.paystack_reference,
    order.paystack_status,
    address.type,
    ship?.state,
    ship?.lga,
    order.fulfillment?.carrier,
    order.fulfillment?.tracking_number,
  ];
}

export function ordersCsv(orders: readonly AdminOrder[]): string {
  return toCsv(ORDERS_CSV_HEADER, orders.map(orderCsvRow));
}
