/**
 * One order in the back office (spec section 2, Admin orders): 'Back to list', the customer's
 * email, placed date, payment reference, status badge and total; 'Paid' in naira when the payment
 * provider reported an amount; the Delivery block; the carrier and tracking; Subtotal, Shipping
 * and Total; the Items list; and the three action cards.
 */
import { useEffect, useRef } from 'react';
import type { AdminOrder } from '@/api/queries/admin';
import { AddressDetails, AmountRows, OrderItems, Panel, Row } from '@/components/orders/order-parts';
import { Price } from '@/components/ui/price';
import { StatusBadge } from '@/components/ui/status-badge';
import { koboToNaira } from '@/lib/money';
import { OrderActions } from './order-actions';
import { formatDate } from '@/lib/dates';

export const BACK_TO_LIST = 'Back to list';

export function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <button type="button" className="btn-secondary min-h-11 px-4" onClick={onBack}>
      <span aria-hidden="true">←</span> {BACK_TO_LIST}
    </button>
  );
}

export function OrderDetailPanel({
  order,
  onBack,
  onDone,
}: {
  order: AdminOrder;
  onBack: () => void;
  onDone: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opening an order moves focus to it, so a keyboard or screen reader user starts there.
  useEffect(() => headingRef.current?.focus(), [order.id]);
  const total = order.amount_total;
  const titleId = `admin-order-${order.id}`;

  return (
    <article aria-labelledby={titleId} className="space-y-4">
      <BackButton onBack={onBack} />
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-2xl font-bold text-ink-900 focus:outline-none"
        >
          Order #{order.id}
        </h2>
        <StatusBadge status={order.status} />
      </header>

      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] xl:items-start">
        <div className="space-y-4">
          <Panel level={3} title="Order" id={`${titleId}-summary`}>
            <dl className="divide-y divide-ink-100">
              <Row term="Customer">
                <a href={`mailto:${order.email}`} className="link -my-3 inline-flex min-h-11 items-center break-all">
                  {order.email}
                </a>
              </Row>
              <Row term="Placed">
                <time dateTime={order.created_at}>{formatDate(order.created_at, { time: true })}</time>
              </Row>
              <Row term="Reference">
                <span className="font-mono break-all">{order.paystack_reference}</span>
              </Row>
              <Row term="Total">{total === null ? '—' : <Price value={total} className="font-semibold" />}</Row>
              {typeof order.amount_paid_kobo === 'number' && (
                <Row term="Paid">
                  <Price value={koboToNaira(order.amount_paid_kobo)} />
                </Row>
              )}
              {order.amount_refunded_kobo > 0 && (
                <Row term="Refunded">
                  <Price value={koboToNaira(order.amount_refunded_kobo)} />
                </Row>
              )}
              {order.cancel_reason && <Row term="Cancel reason">{order.cancel_reason}</Row>}
            </dl>
          </Panel>

          <Panel level={3} title="Items" id={`${titleId}-items`}>
            <OrderItems items={order.items} thumb={56} />
            <dl className="mt-3 divide-y divide-ink-100 border-t border-ink-200 pt-2">
              <AmountRows order={order} />
              <Row term="Total">{total === null ? '—' : <Price value={total} className="font-semibold" />}</Row>
            </dl>
          </Panel>
        </div>

        <div className="space-y-4">
          <Panel level={3} title="Delivery" id={`${titleId}-delivery`}>
            <AddressDetails address={order.shipping_address} pickupMethod="Pickup" />
            <dl className="mt-3 divide-y divide-ink-100 border-t border-ink-200 pt-2">
              <Row term="Carrier">{order.fulfillment?.carrier || <span className="text-ink-600">Not set</span>}</Row>
              <Row term="Tracking">
                {order.fulfillment?.tracking_number || <span className="text-ink-600">Not set</span>}
              </Row>
              {order.fulfillment?.shipped_at && <Row term="Shipped">{order.fulfillment.shipped_at}</Row>}
            </dl>
          </Panel>
        </div>
      </div>

      <OrderActions order={order} onDone={onDone} />
    </article>
  );
}
