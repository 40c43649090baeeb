import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '@/api/queries/orders';
import { AddressDetails, AmountRows, OrderItems } from './order-parts';

type Line = NonNullable<Order['items']>[number];

afterEach(cleanup);

const item = (id: number, name: string, quantity: number, unit: number): Line => ({
  id,
  product_id: id,
  name,
  quantity,
  unit_price: unit,
  total: quantity * unit,
  image_url: null,
});

describe('OrderItems', () => {
  it('lists each line with its quantity, unit price and line total', () => {
    render(<OrderItems items={[item(1, 'Glow Lotion', 2, 4500), item(2, 'Black Soap', 1, 1200)]} />);
    const rows = within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Glow LotionQty 2 × ₦4,500₦9,000',
      'Black SoapQty 1 × ₦1,200₦1,200',
    ]);
  });

  it("says 'No items' for an order without lines", () => {
    render(<OrderItems items={[]} />);
    expect(screen.getByText('No items')).toBeTruthy();
  });
});

const address = (type: 'pickup' | 'ship') =>
  ({
    type,
    address: '12 Allen Avenue, Ikeja',
    contact_name: 'Ada Obi',
    contact_phone: '08031234567',
  }) as Order['shipping_address'];

describe('AddressDetails', () => {
  const pickup = address('pickup');

  it('names the pickup method in the words it is given, with the contact and a phone link', () => {
    render(<AddressDetails address={pickup} pickupMethod="Pickup" />);
    expect(screen.getByText('Method').nextElementSibling?.textContent).toBe('Pickup');
    expect(screen.getByRole('link').getAttribute('href')).toMatch(/^tel:/);
    cleanup();
    render(<AddressDetails address={pickup} />);
    expect(screen.getByText('Method').nextElementSibling?.textContent).toBe('Pickup at the store');
  });
});

describe('AmountRows', () => {
  const amounts = (order: Partial<Order>) => {
    render(
      <dl>
        <AmountRows
          order={{
            amount_subtotal: 12000,
            amount_discount: 0,
            promo_code: null,
            amount_shipping: 1500,
            status: 'paid',
            shipping_address: address('ship'),
            ...order,
          }}
          shippingNote={<span>note</span>}
        />
      </dl>,
    );
    return screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
  };

  it('reads subtotal and shipping, with the note under the fee, and no discount line without a discount', () => {
    expect(amounts({})).toEqual(['Subtotal: ₦12,000', 'Shipping: ₦1,500note']);
  });

  it('puts the discount on a line of its own with the promo code under it', () => {
    expect(amounts({ amount_discount: 1200, promo_code: 'GLOW10' })).toEqual([
      'Subtotal: ₦12,000',
      'Discount: −₦1,200Promo code GLOW10',
      'Shipping: ₦1,500note',
    ]);
  });

  it("reads 'To be agreed' for an open delivery order whose fee is not set yet", () => {
    expect(amounts({ amount_shipping: 0, status: 'pending' })).toContain('Shipping: To be agreednote');
  });
});
