/**
 * One order in the back office (spec section 2, Admin orders): 'Back to list', the customer's
 * email, placed date, payment reference, status badge and total; 'Paid' in naira when the payment
 * provider reported an amount; the Delivery block; the carrier and tracking; Subtotal, Shipping
 * and Total; the Items list; and the three action cards.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import type { AdminOrder } from '@/api/queries/admin';
import { Price } from '@/components/ui/price';
import { ShippingFee } from '@/components/ui/shipping-fee';
import { StatusBadge } from '@/components/ui/status-badge';
import { imageCopy } from '@/lib/image-copies';
import { koboToNaira } from '@/lib/money';
import { OrderActions } from './order-actions';
import { formatDate } from './order-values';
import { formatPhone, phoneHref } from '@/lib/nigerian-phone';

export const BACK_TO_LIST = 'Back to list';

export function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <button type="button" className="btn-secondary min-h-10 px-4" onClick={onBack}>
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
          <Panel title="Order" id={`${titleId}-summary`}>
            <dl className="divide-y divide-ink-100">
              <Row term="Customer">
                <a href={`mailto:${order.email}`} className="link break-all">
                  {order.email}
                </a>
              </Row>
              <Row term="Placed">
                <time dateTime={order.created_at}>{formatDate(order.created_at, true)}</time>
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

          <Panel title="Items" id={`${titleId}-items`}>
            <Items items={order.items} />
            <dl className="mt-3 divide-y divide-ink-100 border-t border-ink-200 pt-2">
              <Row term="Subtotal">
                <Price value={order.amount_subtotal} />
              </Row>
              <Row term="Shipping">
                <ShippingFee order={order} />
              </Row>
              <Row term="Total">{total === null ? '—' : <Price value={total} className="font-semibold" />}</Row>
            </dl>
          </Panel>
        </div>

        <div className="space-y-4">
          <Panel title="Delivery" id={`${titleId}-delivery`}>
            <Delivery address={order.shipping_address} />
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

function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-ink-200 bg-white p-4 sm:p-5">
      <h3 id={id} className="text-base font-semibold text-ink-900">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className="shrink-0 text-sm text-ink-600">{term}</dt>
      <dd className="min-w-0 text-right text-sm break-words text-ink-900">{children}</dd>
    </div>
  );
}

function Delivery({ address }: { address: AdminOrder['shipping_address'] }) {
  return (
    <dl className="divide-y divide-ink-100">
      {address.type === 'pickup' ? (
        <>
          <Row term="Method">Pickup</Row>
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

function Items({ items }: { items: AdminOrder['items'] }) {
  if (!items || items.length === 0) return <p className="text-sm text-ink-600">No items</p>;
  return (
    <ul className="divide-y divide-ink-100" aria-label="Items">
      {items.map((item) => (
        <li key={item.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
          {item.image_url ? (
            <img
              {...imageCopy(item.image_url, '56px')}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className="size-14 shrink-0 rounded-lg bg-ink-50 object-cover ring-1 ring-ink-100"
            />
          ) : (
            <span aria-hidden="true" className="size-14 shrink-0 rounded-lg bg-ink-100" />
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
