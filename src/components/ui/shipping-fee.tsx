import { Price } from './price';

export const SHIPPING_TO_BE_AGREED = 'To be agreed';

interface ShippingFeeOrder {
  status: string;
  amount_shipping: number;
  shipping_address: { type: string };
}

/**
 * A delivery order's fee is agreed with the shopper after the order (spec section 4, Checkout): until
 * it is set, an open order (pending or paid) reads "To be agreed", not "₦0". Pickup is ₦0.
 */
export function shippingToBeAgreed(order: ShippingFeeOrder): boolean {
  return (
    order.shipping_address.type === 'ship' &&
    order.amount_shipping === 0 &&
    (order.status === 'pending' || order.status === 'paid')
  );
}

/** The Shipping line's value on an order, as the shopper and the admin read it. */
export function ShippingFee({ order }: { order: ShippingFeeOrder }) {
  return shippingToBeAgreed(order) ? <span>{SHIPPING_TO_BE_AGREED}</span> : <Price value={order.amount_shipping} />;
}
