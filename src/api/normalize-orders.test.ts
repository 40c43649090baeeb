/** The orders normaliser, one test per alternative the spec allows (sections 3 and 7). */
import { describe, expect, it } from 'vitest';
import {
  normalizeAdminOrderList,
  normalizeOrder,
  normalizeOrderList,
  normalizeVerify,
  orderTotal,
} from './normalize-orders';
import type { components } from './schema.gen';

type Order = components['schemas']['Order'];
type VerifyResponse = components['schemas']['VerifyResponse'];

/** An order with only the spec's fields (section 3, Order). */
const specOrder = (id: number, extra: Partial<Order> = {}): Order => ({
  id,
  email: 'customer@example.com',
  status: 'paid',
  created_at: '2026-11-20T10:00:00Z',
  amount_subtotal: 4500,
  amount_shipping: 0,
  amount_total: 4500,
  amount_paid_kobo: 450000,
  paystack_reference: `ORD-${id}`,
  paystack_status: 'success',
  paystack_transaction_id: '4099260516',
  shipping_address: { type: 'pickup', address: '12 Allen Avenue', contact_name: 'Ada', contact_phone: '0803' },
  fulfillment: null,
  ...extra,
});

const pagination = { page: 1, page_size: 10, total: 2, has_prev: false, has_next: false };

describe('orders as the spec allows them', () => {
  it('Order: amount_paid_kobo (divided by 100 when amount_total is missing)', () => {
    const { amount_total: _dropped, ...withoutTotal } = specOrder(1, { amount_paid_kobo: 1810050 });
    expect(normalizeOrder(withoutTotal).amount_total).toBe(18100.5);
    expect(normalizeOrder(specOrder(2, { amount_total: 18100, amount_paid_kobo: 1810000 })).amount_total).toBe(18100);
    expect(orderTotal({ amount_total: 0, amount_paid_kobo: 450000 })).toBe(0);
    expect(orderTotal({ amount_paid_kobo: null })).toBeNull();
    expect(orderTotal({})).toBeNull();
  });

  it('Order: currency (default NGN)', () => {
    expect(normalizeOrder(specOrder(1)).currency).toBe('NGN');
  });

  it("Order: the project's extensions take their empty values when a host leaves them out", () => {
    const view = normalizeOrder(
      specOrder(1, {
        fulfillment: { carrier: 'GIG', tracking_number: 'T-1' },
        items: [{ id: 1, name: 'Soap', quantity: 2, unit_price: 10, total: 20, image_url: null }],
      }),
    );
    expect(view).toMatchObject({
      amount_refunded_kobo: 0,
      cancel_reason: null,
      paid_at: null,
      user_id: null,
      updated_at: '2026-11-20T10:00:00Z',
    });
    expect(view.fulfillment).toEqual({ carrier: 'GIG', tracking_number: 'T-1', shipped_at: null });
    expect(view.items?.[0]?.product_id).toBeNull();
  });

  it('GET /orders: orders and pagination', () => {
    const view = normalizeOrderList({ orders: [specOrder(1), specOrder(2)], pagination }, { page: 1, page_size: 10 });
    expect(view.orders.map((o) => o.id)).toEqual([1, 2]);
    expect(view.pagination).toEqual(pagination);
  });

  it('GET /orders: orders (or an array, or data) and pagination: an array', () => {
    const view = normalizeOrderList([specOrder(1), specOrder(2)], { page: 2, page_size: 10 });
    expect(view.orders.map((o) => o.id)).toEqual([1, 2]);
    expect(view.pagination).toEqual({ page: 2, page_size: 10, total: 12, has_prev: true, has_next: false });
  });

  it('GET /orders: orders (or an array, or data) and pagination: data', () => {
    const view = normalizeOrderList(
      { data: [specOrder(3)], pagination: { ...pagination, total: 1 } },
      { page: 1, page_size: 10 },
    );
    expect(view.orders.map((o) => o.id)).toEqual([3]);
    expect(view.pagination.total).toBe(1);
  });

  it('the admin orders list has orders and pagination {page, total, has_next, has_prev}', () => {
    const view = normalizeAdminOrderList(
      { orders: [specOrder(1)], pagination: { page: 2, total: 25, has_prev: true, has_next: true } },
      { page: 2, per_page: 10 },
    );
    expect(view.pagination).toEqual({
      page: 2,
      per_page: 10,
      total: 25,
      total_pages: 3,
      has_prev: true,
      has_next: true,
    });
  });
});

describe('the verify response as the spec allows it', () => {
  const verify = (order: Partial<VerifyResponse['order']>): VerifyResponse =>
    ({
      status: 'paid',
      verified: true,
      message: 'Payment verified.',
      paystack: { status: 'success', currency: 'NGN' },
      order,
    }) as VerifyResponse;

  it('Verify response: order {id, paystack_reference, amount_total, amount_paid_kobo, currency}: amount_paid_kobo (divided by 100 when amount_total is missing)', () => {
    const base = { id: 318, paystack_reference: 'ORD-318', currency: 'NGN' as const };
    expect(normalizeVerify(verify({ ...base, amount_paid_kobo: 2_610_050 })).order).toEqual({
      ...base,
      amount_total: 26100.5,
      amount_paid_kobo: 2_610_050,
    });
    expect(normalizeVerify(verify({ ...base, amount_total: 26100, amount_paid_kobo: null })).order).toMatchObject({
      amount_total: 26100,
      amount_paid_kobo: null,
    });
    expect(normalizeVerify(verify({ ...base })).order).toMatchObject({ amount_total: null, amount_paid_kobo: null });
  });

  it('Verify response: status, verified, message, paystack {status, currency} pass as sent; no order is null', () => {
    const answer = {
      status: 'pending',
      verified: false,
      message: 'Awaiting payment.',
      paystack: { status: 'abandoned', currency: 'NGN' },
    } as unknown as VerifyResponse;
    expect(normalizeVerify(answer)).toEqual({ ...answer, order: null });
  });
});
