import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '@/api/queries/admin';
import { orderCsvRow, ordersCsv, ORDERS_CSV_HEADER } from './orders-csv';

const base: AdminOrder = {
  id: 42,
  user_id: 7,
  email: 'ada@example.com',
  status: 'fulfilled',
  created_at: '2026-11-20T09:30:00.000Z',
  updated_at: '2026-11-21T09:30:00.000Z',
  paid_at: '2026-11-20T09:35:00.000Z',
  currency: 'NGN',
  amount_subtotal: 18100,
  amount_shipping: 2500,
  amount_total: 20600,
  amount_paid_kobo: 2_060_050,
  amount_refunded_kobo: 100_000,
  amount_discount: 0,
  promo_code: null,
  paystack_reference: 'BS-20261120-ABC123',
  paystack_status: 'success',
  paystack_transaction_id: '4099260516',
  shipping_address: {
    type: 'ship',
    state: 'Lagos',
    lga: 'Ikeja',
    street: '14 Oba Akran Avenue',
    contact_name: 'Ada Obi',
    contact_phone: '08031234567',
  },
  fulfillment: { carrier: 'GIG Logistics', tracking_number: 'GIG-778812', shipped_at: '2026-11-21' },
  cancel_reason: null,
};

describe('orders CSV', () => {
  it('has the accountant’s columns, in order', () => {
    expect(ORDERS_CSV_HEADER).toEqual([
      'id',
      'placed',
      'email',
      'status',
      'currency',
      'subtotal',
      'discount',
      'promo_code',
      'shipping',
      'total',
      'paid',
      'refunded',
      'payment_reference',
      'payment_status',
      'delivery',
      'state',
      'lga',
      'carrier',
      'tracking_number',
    ]);
  });

  it('writes a shipped order with naira amounts and its fulfilment', () => {
    expect(orderCsvRow(base)).toEqual([
      42,
      '2026-11-20T09:30:00.000Z',
      'ada@example.com',
      'fulfilled',
      'NGN',
      18100,
      0,
      null,
      2500,
      20600,
      20600.5,
      1000,
      'BS-20261120-ABC123',
      'success',
      'ship',
      'Lagos',
      'Ikeja',
      'GIG Logistics',
      'GIG-778812',
    ]);
  });

  it('leaves blanks for an unpaid pickup order without fulfilment', () => {
    const pickup: AdminOrder = {
      ...base,
      status: 'pending',
      amount_paid_kobo: null,
      amount_refunded_kobo: 0,
      paystack_status: null,
      shipping_address: { type: 'pickup', address: '12 Allen Avenue', contact_name: 'Ada', contact_phone: '0803' },
      fulfillment: null,
    };
    const csv = ordersCsv([pickup]).split('\r\n');
    expect(csv[0]).toBe(ORDERS_CSV_HEADER.join(','));
    expect(csv[1]).toBe(
      '42,2026-11-20T09:30:00.000Z,ada@example.com,pending,NGN,18100,0,,2500,20600,,0,BS-20261120-ABC123,,pickup,,,,',
    );
    expect(csv[2]).toBe('');
  });

  it('writes the promo code and its discount, which the total already leaves out', () => {
    const discounted = { ...base, amount_discount: 905, promo_code: 'WELCOME-7K3Q9X', amount_total: 19695 };
    expect(orderCsvRow(discounted).slice(5, 10)).toEqual([18100, 905, 'WELCOME-7K3Q9X', 2500, 19695]);
  });

  it('quotes text with commas and defuses formulas', () => {
    const row = ordersCsv([
      {
        ...base,
        email: '=cmd@example.com',
        fulfillment: { carrier: 'GIG, Lagos', tracking_number: null, shipped_at: null },
      },
    ]).split('\r\n')[1]!;
    expect(row).toContain(",'=cmd@example.com,");
    expect(row).toContain(',"GIG, Lagos",');
  });
});
