/**
 * The order summary (spec section 2, Cart): subtotal, an applied promo code's discount (decision
 * 0034: the host computes the charged amount by the same rule), shipping ('Agreed after your
 * order': the fee is negotiable and the checkout sends 0) and total, then the promo code field,
 * with Pay Now, what Pay Now still needs, and why the last attempt failed.
 */
import type { ReactNode } from 'react';
import { Price } from '@/components/ui/price';
import { cartItemCount, cartSubtotal, type CartLine } from '@/lib/cart-storage';
import { promoDiscount } from '@/lib/promo-discount';

export const SHIPPING_AGREED_LATER = 'Agreed after your order';

export interface OrderSummaryProps {
  lines: readonly CartLine[];
  /** The applied promo code: its discount is a line of its own and comes off the total. */
  promo?: { code: string; percent_off: number } | null;
  /** The promo code field, under the totals. */
  promoField?: ReactNode;
  /** Pay Now and the lines about it. */
  children: ReactNode;
  className?: string;
}

export function OrderSummary({ lines, promo, promoField, children, className = '' }: OrderSummaryProps) {
  const count = cartItemCount(lines);
  const subtotal = cartSubtotal(lines);
  const discount = promo ? promoDiscount(subtotal, promo.percent_off) : 0;
  return (
    <aside
      aria-labelledby="order-summary-title"
      className={`rounded-3xl border border-ink-200 bg-ink-50 p-5 sm:p-6 ${className}`}
    >
      <h2 id="order-summary-title" className="font-display text-2xl text-ink-900">
        Order summary
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-ink-700">Subtotal ({count === 1 ? '1 item' : `${count} items`})</dt>
          <dd className="font-semibold text-ink-900">
            <Price value={subtotal} />
          </dd>
        </div>
        {promo && (
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-ink-700">{`Discount (${promo.code}, ${promo.percent_off}% off)`}</dt>
            <dd className="font-semibold whitespace-nowrap text-brand-800">
              −<Price value={discount} />
            </dd>
          </div>
        )}
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-ink-700">Shipping</dt>
          <dd className="text-right font-medium text-ink-900">{SHIPPING_AGREED_LATER}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-ink-200 pt-3">
          <dt className="text-base font-semibold text-ink-900">Total</dt>
          <dd className="text-xl font-bold text-brand-800">
            <Price value={Math.round((subtotal - discount) * 100) / 100} />
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-ink-600">
        Pickup is free. For delivery, we agree the shipping fee with you after your order.
      </p>
      {promoField}
      <div className="mt-5">{children}</div>
    </aside>
  );
}
