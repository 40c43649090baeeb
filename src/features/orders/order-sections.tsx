/** The parts of one order's detail: items, payment, delivery address and the amounts. */
import type { ReactNode } from 'react';
import type { Order } from '@/api/queries/orders';
import { Price } from '@/components/ui/price';
import { ShippingFee, shippingToBeAgreed } from '@/components/ui/shipping-fee';
import { imageCopy } from '@/lib/image-copies';
import { koboToNaira } from '@/lib/money';
import { formatDate, providerStatusLabel } from './order-values';
import { formatPhone, phoneHref } from '@/lib/nigerian-phone';

export function Panel({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-ink-200 bg-white p-4 sm:p-5">
      <h2 id={id} className="text-base font-semibold text-ink-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className="shrink-0 text-sm text-ink-600">{term}</dt>
      <dd className="min-w-0 text-right text-sm break-words text-ink-900">{children}</dd>
    </div>
  );
}

export function OrderItems({ items }: { items: Order['items'] }) {
  if (!items || items.length === 0) return <p className="text-sm text-ink-600">No items</p>;
  return (
    <ul className="divide-y divide-ink-100" aria-label="Items">
      {items.map((item) => (
        <li key={item.id} className="flex items-center gap-4 py-3 first:pt-0 last:pb-0">
          {item.image_url ? (
            <img
              {...imageCopy(item.image_url, '64px')}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              className="size-16 shrink-0 rounded-lg bg-ink-50 object-cover ring-1 ring-ink-100"
            />
          ) : (
            <span aria-hidden="true" className="size-16 shrink-0 rounded-lg bg-ink-100" />
          )}
          <div className="min-w-0 flex-1">
            <p className="font-medium break-words text-ink-900">{item.name}</p>
            <p className="mt-0.5 text-sm text-ink-600">
              Qty {item.quantity} × <Price value={item.unit_price} />
            </p>
          </div>
          <Price value={item.total} className="shrink-0 font-semibold text-ink-900" />
        </li>
      ))}
    </ul>
  );
}

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
      {order.paid_at && <Row term="Paid on">{formatDate(order.paid_at, true)}</Row>}
      {order.amount_refunded_kobo > 0 && (
        <Row term="Refunded">
          <Price value={koboToNaira(order.amount_refunded_kobo)} />
        </Row>
      )}
    </dl>
  );
}

export function AddressDetails({ address }: { address: Order['shipping_address'] }) {
  return (
    <dl className="divide-y divide-ink-100">
      {address.type === 'pickup' ? (
        <>
          <Row term="Method">Pickup at the store</Row>
          <Row term="Address">{address.address}</Row>
        </>
      ) : (
        <>
          <Row term="Method">Shipping</Row>
          <Row term="Street">{address.street}</Row>
          <Row term="LGA">{address.lga}</Row>
          <Row term="State">{address.state}</Row>
        </>
      )}
      <Row term="Contact">{address.contact_name}</Row>
      <Row term="Phone">
        <a href={phoneHref(address.contact_phone)} className="link">
          {formatPhone(address.contact_phone)}
        </a>
      </Row>
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
      <Row term="Subtotal">
        <Price value={order.amount_subtotal} />
      </Row>
      <Row term="Shipping">
        <ShippingFee order={order} />
        {shippingToBeAgreed(order) && (
          <span className="block text-xs text-ink-600">Fee agreed with you after the order</span>
        )}
      </Row>
      <div className="flex items-baseline justify-between gap-4 pt-2.5 pb-0.5">
        <dt className="font-semibold text-ink-900">Total</dt>
        <dd className="text-lg font-bold text-ink-900">{total === null ? '—' : <Price value={total} />}</dd>
      </div>
    </dl>
  );
}
