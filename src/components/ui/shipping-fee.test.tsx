import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShippingFee, shippingToBeAgreed } from './shipping-fee';

const order = (status: string, type: string, amount_shipping: number) => ({
  status,
  amount_shipping,
  shipping_address: { type },
});

describe('the Shipping line of an order', () => {
  it("reads 'To be agreed' for an open delivery order whose fee is 0, the fee otherwise", () => {
    expect(['pending', 'paid'].map((status) => shippingToBeAgreed(order(status, 'ship', 0)))).toEqual([true, true]);
    // Fulfilled, cancelled, refunded or failed: nothing is left to agree. Pickup is free. A set fee shows.
    expect(
      ['fulfilled', 'cancelled', 'refunded', 'failed'].map((status) => shippingToBeAgreed(order(status, 'ship', 0))),
    ).toEqual([false, false, false, false]);
    expect(shippingToBeAgreed(order('paid', 'pickup', 0))).toBe(false);
    expect(shippingToBeAgreed(order('paid', 'ship', 2500))).toBe(false);
    render(
      <>
        <ShippingFee order={order('paid', 'ship', 0)} />
        <ShippingFee order={order('paid', 'ship', 2500)} />
      </>,
    );
    expect(screen.getByText('To be agreed')).toBeTruthy();
    expect(screen.getByText('₦2,500')).toBeTruthy();
  });
});
