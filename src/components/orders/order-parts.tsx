/**
 * The parts an order's detail is built from, on the shopper's orders page and in the back office
 * alike: a titled panel, a term–value row, the items list (image, name, quantity × unit price,
 * line total) and the delivery address (pickup or shipping, contact and a phone link).
 */
import type { ReactNode } from 'react';
import type { Order } from '@/api/queries/orders';
import { Price } from '@/components/ui/price';
import { ShippingFee } from '@/components/ui/shipping-fee';
import { imageCopy } from '@/lib/image-copies';
import { formatPhone, phoneHref } from '@/lib/nigerian-phone';

/** A section with its heading: h2 on the shopper's page, h3 under the back office's order heading. */
export function Panel({
  title,
  id,
  level = 2,
  children,
}: {
  title: string;
  id: string;
  level?: 2 | 3;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-ink-200 bg-white p-4 sm:p-5">
      <Heading id={id} className="text-base font-semibold text-ink-900">
        {title}
      </Heading>
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

/**
 * An order's amounts above its total, as rows of a `<dl>`: the subtotal, the promo code's discount
 * as a line of its own with the code under it (decision 0034; nothing without one, or from a host
 * without the extension), and the shipping fee ("To be agreed" until it is set). `shippingNote`
 * goes under the fee.
 */
export function AmountRows({ order, shippingNote }: { order: AmountsOrder; shippingNote?: ReactNode }) {
  return (
    <>
      <Row term="Subtotal">
        <Price value={order.amount_subtotal} />
      </Row>
      {order.amount_discount > 0 && (
        <Row term="Discount">
          −<Price value={order.amount_discount} />
          {order.promo_code && (
            <span className="block text-xs text-ink-600">
              Promo code <span className="font-mono">{order.promo_code}</span>
            </span>
          )}
        </Row>
      )}
      <Row term="Shipping">
        <ShippingFee order={order} />
        {shippingNote}
      </Row>
    </>
  );
}

type AmountsOrder = Pick<
  Order,
  'amount_subtotal' | 'amount_discount' | 'promo_code' | 'amount_shipping' | 'status' | 'shipping_address'
>;

const THUMB = {
  56: { sizes: '56px', box: 'size-14', gap: 'gap-3' },
  64: { sizes: '64px', box: 'size-16', gap: 'gap-4' },
} as const;

/** The order's lines, or 'No items'. `thumb` is the image's side in CSS pixels. */
export function OrderItems({ items, thumb = 64 }: { items: Order['items']; thumb?: 56 | 64 }) {
  if (!items || items.length === 0) return <p className="text-sm text-ink-600">No items</p>;
  const size = THUMB[thumb];
  return (
    <ul className="divide-y divide-ink-100" aria-label="Items">
      {items.map((item) => (
        <li key={item.id} className={`flex items-center ${size.gap} py-3 first:pt-0 last:pb-0`}>
          {item.image_url ? (
            <img
              {...imageCopy(item.image_url, size.sizes)}
              alt=""
              width={thumb}
              height={thumb}
              loading="lazy"
              className={`${size.box} shrink-0 rounded-lg bg-ink-50 object-cover ring-1 ring-ink-100`}
            />
          ) : (
            <span aria-hidden="true" className={`${size.box} shrink-0 rounded-lg bg-ink-100`} />
          )}
          <div className="min-w-0 flex-1">
            <p className="font-medium break-words text-ink-900">{item.name}</p>
            {/* The shade or size ordered (extension, decision 0046). */}
            {item.variant_label && <p className="text-sm break-words text-ink-700">{item.variant_label}</p>}
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

/**
 * Where the order goes: pickup at the store or the shipping address, then the contact and phone.
 * The back office names the pickup method in one word (`pickupMethod="Pickup"`).
 */
export function AddressDetails({
  address,
  pickupMethod = 'Pickup at the store',
}: {
  address: Order['shipping_address'];
  pickupMethod?: string;
}) {
  return (
    <dl className="divide-y divide-ink-100">
      {address.type === 'pickup' ? (
        <>
          <Row term="Method">{pickupMethod}</Row>
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
        <a href={phoneHref(address.contact_phone)} className="link -my-3 inline-flex min-h-11 items-center">
          {formatPhone(address.contact_phone)}
        </a>
      </Row>
    </dl>
  );
}
