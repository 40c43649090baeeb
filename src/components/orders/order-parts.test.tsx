import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '@/api/queries/orders';

type Line = NonNullable<Order['items']>[number];
import { AddressDetails, OrderItems } from './order-parts';

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

describe('AddressDetails', () => {
  const pickup = {
    type: 'pickup',
    address: '12 Allen Avenue, Ikeja',
    contact_name: 'Ada Obi',
    contact_phone: '08031234567',
  } as Order['shipping_address'];

  it('names the pickup method in the words it is given, with the contact and a phone link', () => {
    render(<AddressDetails address={pickup} pickupMethod="Pickup" />);
    expect(screen.getByText('Method').nextElementSibling?.textContent).toBe('Pickup');
    expect(screen.getByRole('link').getAttribute('href')).toMatch(/^tel:/);
    cleanup();
    render(<AddressDetails address={pickup} />);
    expect(screen.getByText('Method').nextElementSibling?.textContent).toBe('Pickup at the store');
  });
});
