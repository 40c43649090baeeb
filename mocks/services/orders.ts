/**
 * Order rules the spec leaves to the server (docs/decisions/0002-server-rules.md):
 * fulfil from paid or pending; cancel unless fulfilled, refunded or cancelled; refund unless
 * refunded or cancelled, never above what was paid minus what was already refunded.
 */
import type { OrderItemRow, OrderRow, OrderStatus, ProductRow } from '../db/schema';
import { mockRandom } from './random';

export type OrderAction = 'fulfill' | 'cancel' | 'refund';

const ALLOWED: Record<OrderAction, (status: OrderStatus) => boolean> = {
  fulfill: (s) => s === 'paid' || s === 'pending',
  cancel: (s) => s !== 'fulfilled' && s !== 'refunded' && s !== 'cancelled',
  refund: (s) => s !== 'refunded' && s !== 'cancelled',
};

export function canTransition(action: OrderAction, status: OrderStatus): boolean {
  return ALLOWED[action](status);
}

/** What is left to refund, in kobo. */
export function refundableKobo(order: Pick<OrderRow, 'amount_paid_kobo' | 'amount_refunded_kobo'>): number {
  return Math.max(0, (order.amount_paid_kobo ?? 0) - order.amount_refunded_kobo);
}

export type RefundCheck = { ok: true; amountKobo: number; full: boolean } | { ok: false; message: string };

/** Decides a refund's amount: none given means everything still refundable. */
export function checkRefund(
  order: Pick<OrderRow, 'amount_paid_kobo' | 'amount_refunded_kobo'>,
  requestedKobo?: number | null,
): RefundCheck {
  const left = refundableKobo(order);
  if (left <= 0) return { ok: false, message: 'Nothing has been paid on this order that is not already refunded.' };
  const amount = requestedKobo ?? left;
  if (amount > left) {
    const naira = new Intl.NumberFormat('en-NG', {
      style: 'currency',
      currency: 'NGN',
      minimumFractionDigits: 2,
    }).format(left / 100);
    return { ok: false, message: `The refund exceeds the amount paid minus earlier refunds (${naira} left).` };
  }
  return { ok: true, amountKobo: amount, full: amount === left };
}

/** A unique payment reference, like Paystack's. */
export function newReference(now: number): string {
  const day = new Date(now).toISOString().slice(0, 10).replace(/-/g, '');
  const chars = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let tail = '';
  for (let i = 0; i < 10; i++) tail += chars[Math.floor(mockRandom() * chars.length)];
  return `BS-${day}-${tail}`;
}

type Variant = NonNullable<ProductRow['variants']>[number];

/**
 * One order line, priced from the catalogue (never from the client): a variant's own price and
 * picture when it has them (decision 0046).
 */
export function orderLine(product: ProductRow, quantity: number, index: number, variant?: Variant): OrderItemRow {
  const price = variant?.price != null ? Number(variant.price) : product.price;
  return {
    id: index + 1,
    product_id: product.id,
    ...(variant ? { variant_id: variant.id, variant_label: variant.label } : {}),
    name: product.name,
    quantity,
    unit_price: price,
    total: Math.round(price * quantity * 100) / 100,
    image_url: variant?.image ?? product.images[0] ?? null,
  };
}
