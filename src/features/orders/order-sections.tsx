/**
 * The shopper's parts of one order's detail: payment, fulfilment and the amounts. The items list,
 * the address, the panel and the row are shared with the back office (`@/components/orders`).
 */
import type { Order } from '@/api/queries/orders';
import { AmountRows, Row } from '@/components/orders/order-parts';
import { Price } from '@/components/ui/price';
import { shippingToBeAgreed } from '@/components/ui/shipping-fee';
import { koboToNaira } from '@/lib/money';
import { formatDate } from '@/lib/dates';
import { providerStatusLabel } from './order-values';

export function PaymentDetails({ order }: { order: Order }) {
  return (
    <dl className="divide-y divide-ink-100">
      <Row term="Payment provider status">{providerStatusLabel(order.paystack_status)}</Row>
      <Row term="Transaction ID">
        {order.paystack_transaction_id ? (
          <span className="font-mono">{order.paystack_transaction_id}</span>
        ) : (
          'None yet'
        )}
      </Row>
      <Row term="Reference">
        <span className="font-mono break-all">{order.paystack_reference}</span>
      </Row>
      {typeof order.amount_paid_kobo === 'number' && (
        <Row term="Amount paid">
          <Price value={koboToNaira(order.amount_paid_kobo)} />
        </Row>
      )}
      {order.paid_at && <Row term="Paid on">{formatDate(order.paid_at, { time: true })}</Row>}
      {order.amount_refunded_kobo > 0 && (
        <Row term="Refunded">
          <Price value={koboToNaira(order.amount_refunded_kobo)} />
        </Row>
      )}
    </dl>
  );
}

export function FulfilmentDetails({ fulfillment }: { fulfillment: Order['fulfillment'] }) {
  if (!fulfillment || (!fulfillment.carrier && !fulfillment.tracking_number && !fulfillment.shipped_at)) return null;
  return (
    <dl className="mt-3 divide-y divide-ink-100 border-t border-ink-100 pt-2">
      {fulfillment.carrier && <Row term="Carrier">{fulfillment.carrier}</Row>}
      {fulfillment.tracking_number && <Row term="Tracking number">{fulfillment.tracking_number}</Row>}
      {fulfillment.shipped_at && <Row term="Shipped">{fulfillment.shipped_at}</Row>}
    </dl>
  );
}

export function Amounts({ order }: { order: Order }) {
  const total = order.amount_total;
  return (
    <dl className="divide-y divide-ink-100">
      <AmountRows
        order={order}
        shippingNote={
          shippingToBeAgreed(order) && (
            <span className="block text-xs text-ink-600">Fee agreed with you after the order</span>
          )
        }
      />
      <div className="flex items-baseline justify-between gap-4 pt-2.5 pb-0.5">
        <dt className="font-semibold text-ink-900">Total</dt>
        <dd className="text-lg font-bold text-ink-900">{total === null ? '—' : <Price value={total} />}</dd>
      </div>
    </dl>
  );
}
