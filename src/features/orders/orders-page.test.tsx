import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema.gen';
import { call, withApp } from '@/testing/mock-backend';
import { currentUrl, renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/session';
import { brand } from '@/config/brand';
import { imageCopy } from '@/lib/image-copies';
import { formatNaira } from '@/lib/money';
import { db } from '@mocks/db';
import type { OrderRow } from '@mocks/db/schema';
import { server } from '@mocks/node';
import { itemCount, itemCountLabel } from './order-values';
import { formatPhone } from '@/lib/nigerian-phone';

const user = userEvent.setup({ delay: null });
withApp();

/** An order as the API sends it (before src/api/normalize-orders.ts). */
type Order = components['schemas']['Order'];

/** An order with the spec's fields only (section 3): none of this project's extensions, and no amount_total. */
function specOnly(order: Order): Order {
  const {
    user_id: _u,
    updated_at: _up,
    paid_at: _p,
    amount_refunded_kobo: _r,
    cancel_reason: _c,
    refunds: _rs,
    amount_total: _t,
    ...rest
  } = order;
  return {
    ...rest,
    items: order.items?.map(({ product_id: _id, ...item }) => item),
    fulfillment: order.fulfillment && {
      carrier: order.fulfillment.carrier,
      tracking_number: order.fulfillment.tracking_number,
    },
  };
}

const customer = () => db.users.getBy('email', 'customer@example.com')!;
const main = () => within(screen.getByRole('main'));
const orderList = () => within(screen.getByRole('list', { name: 'Orders' }));

async function apiOrders(token: string, page = 1) {
  const response = await call(`/orders?page=${page}&page_size=10&include_items=true`, { token });
  return (await response.json()) as { orders: Order[]; pagination: components['schemas']['OrderListPagination'] };
}

function customerOrder(match: (order: OrderRow) => boolean): OrderRow {
  const order = db.orders.where((o) => o.user_id === customer().id && match(o))[0];
  if (!order) throw new Error('the seed has no such order');
  return order;
}

/** Counts the API calls whose path matches. */
function countCalls(method: string, path: RegExp) {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && path.test(new URL(request.url).pathname)) count++;
  };
  server.events.on('request:start', listener);
  return { count: () => count, stop: () => server.events.removeListener('request:start', listener) };
}

describe('orders', { timeout: 20_000 }, () => {
  it('asks a signed-out shopper to sign in and come back to /orders', async () => {
    await renderApp('/orders');
    expect(await main().findByRole('heading', { name: 'Sign in to see your orders' })).toBeTruthy();
    expect(main().getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?next=%2Forders');
  });

  it('asks to sign in when the server answers 401', async () => {
    await signInAs('customer');
    server.use(
      http.get('*/api/orders', () =>
        HttpResponse.json({ error: 'unauthorized', message: 'Sign in to continue.' }, { status: 401 }),
      ),
    );
    await renderApp('/orders');
    expect(await main().findByRole('heading', { name: 'Sign in to see your orders' })).toBeTruthy();
    expect(main().getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?next=%2Forders');
  });

  it('lists the first 10 orders, newest first, with badge, item count, total and View details', async () => {
    const token = await signInAs('customer');
    const expected = await apiOrders(token);
    expect(expected.pagination.total).toBeGreaterThan(10);
    await renderApp('/orders');
    expect(await main().findByText(`Showing 1–10 of ${expected.pagination.total}`)).toBeTruthy();
    const rows = orderList().getAllByRole('listitem');
    expect(rows).toHaveLength(10);
    rows.forEach((row, i) => {
      const order = expected.orders[i]!;
      const view = within(row);
      expect(view.getByText(`Order #${order.id}`)).toBeTruthy();
      const badge = view.getByText(order.status.charAt(0).toUpperCase() + order.status.slice(1));
      expect(badge.getAttribute('data-status')).toBe(order.status);
      expect(view.getByText(itemCountLabel(itemCount(order)!))).toBeTruthy();
      expect(view.getByText(formatNaira(order.amount_total!))).toBeTruthy();
      expect(view.getByRole('link', { name: `View details of order #${order.id}` }).getAttribute('href')).toBe(
        `/orders?order=${order.id}`,
      );
    });
    // The spec's colours.
    const badge = (status: string) => main().getAllByText(status)[0]!.className;
    expect(badge('Paid')).toContain('bg-green-100');
    expect(badge('Fulfilled')).toContain('bg-blue-100');
    expect(badge('Pending')).toContain('bg-amber-100');
    expect(badge('Cancelled')).toContain('bg-red-100');
    expect(badge('Refunded')).toContain('bg-purple-100');
    expect(badge('Failed')).toContain('bg-gray-100');
  });

  it.each([
    ['orders and pagination', (orders: Order[], pagination: unknown) => ({ orders, pagination })],
    ['an array', (orders: Order[]) => orders],
    ['data and pagination', (orders: Order[], pagination: unknown) => ({ data: orders, pagination })],
  ])(
    'reads the orders list as %s, with totals from amount_paid_kobo / 100 when amount_total is missing',
    async (_shape, answer) => {
      const token = await signInAs('customer');
      const expected = await apiOrders(token);
      const orders = expected.orders.map(specOnly);
      server.use(http.get('*/api/orders', () => HttpResponse.json(answer(orders, expected.pagination) as never)));
      await renderApp('/orders');
      await waitFor(() => expect(orderList().getAllByRole('listitem')).toHaveLength(10));
      const rows = orderList().getAllByRole('listitem');
      rows.forEach((row, i) => {
        const order = expected.orders[i]!;
        const view = within(row);
        expect(view.getByText(`Order #${order.id}`)).toBeTruthy();
        expect(view.getByText(itemCountLabel(itemCount(order)!))).toBeTruthy();
        if (typeof order.amount_paid_kobo === 'number')
          expect(view.getByText(formatNaira(order.amount_paid_kobo / 100))).toBeTruthy();
      });
    },
  );

  it('pages 10 at a time with ?page=, Prev and Next', async () => {
    const token = await signInAs('customer');
    const second = await apiOrders(token, 2);
    const { router } = await renderApp('/orders');
    const pages = await main().findByRole('navigation', { name: 'Pages of orders' });
    expect(within(pages).queryByRole('link', { name: /Prev/ })).toBeNull();
    expect(within(pages).getByText('Page 1 of 2')).toBeTruthy();
    await user.click(within(pages).getByRole('link', { name: /Next/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/orders?page=2'));
    await waitFor(() => expect(orderList().getAllByRole('listitem')).toHaveLength(second.orders.length));
    expect(main().getByText(`Showing 11–${10 + second.orders.length} of ${second.pagination.total}`)).toBeTruthy();
    expect(orderList().getByText(`Order #${second.orders[0]!.id}`)).toBeTruthy();
    const pager = within(main().getByRole('navigation', { name: 'Pages of orders' }));
    expect(pager.getByText('Page 2 of 2')).toBeTruthy();
    expect(pager.getByRole('link', { name: /Prev/ }).getAttribute('href')).toBe('/orders');
    expect(pager.getByRole('link', { name: /Prev/ }).getAttribute('aria-current')).toBeNull();
    expect(pager.queryByRole('link', { name: /Next/ })).toBeNull();
    await user.click(pager.getByRole('link', { name: /Prev/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/orders'));
    await waitFor(() => expect(orderList().getAllByRole('listitem')).toHaveLength(10));
  });

  it("says 'You have made no orders' to a shopper without orders", async () => {
    const created = await call('/register', {
      method: 'POST',
      json: { email: 'new.shopper@example.com', password: 'password123' },
    });
    expect(created.ok).toBe(true);
    await signInAs({ email: 'new.shopper@example.com' });
    await renderApp('/orders');
    expect(await main().findByRole('heading', { name: 'You have made no orders' })).toBeTruthy();
    expect(main().getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/products');
  });

  it('says "Couldn\'t load orders" on a failure, and Retry loads them', async () => {
    await signInAs('customer');
    server.use(http.get('*/api/orders', () => HttpResponse.error()));
    await renderApp('/orders');
    const alert = await main().findByRole('alert');
    expect(within(alert).getByRole('heading', { name: "Couldn't load orders" })).toBeTruthy();
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await main().findByRole('list', { name: 'Orders' })).toBeTruthy();
    expect(main().queryByRole('alert')).toBeNull();
  });

  it('opens an order from the list and goes Back to the same page', async () => {
    const token = await signInAs('customer');
    const second = await apiOrders(token, 2);
    const target = second.orders[0]!;
    const { router } = await renderApp('/orders?page=2');
    await user.click(await main().findByRole('link', { name: `View details of order #${target.id}` }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/orders?page=2&order=${target.id}`));
    expect(await main().findByRole('heading', { name: `Order #${target.id}` })).toBeTruthy();
    const back = main().getByRole('link', { name: /Back/ });
    expect(back.getAttribute('href')).toBe('/orders?page=2');
    await user.click(back);
    await waitFor(() => expect(currentUrl(router)).toBe('/orders?page=2'));
    expect(await main().findByText(`Order #${target.id}`)).toBeTruthy();
  });

  it('shows every field of a shipped order: provider status, transaction, reference, items, address, amounts', async () => {
    await signInAs('customer');
    const order = customerOrder((o) => o.status === 'paid' && o.shipping_address.type === 'ship');
    const address = order.shipping_address as Extract<OrderRow['shipping_address'], { type: 'ship' }>;
    await renderApp(`/orders?order=${order.id}`);
    const detail = within(await main().findByRole('article', { name: `Order #${order.id}` }));
    expect(detail.getByText('Paid').getAttribute('data-status')).toBe('paid');
    const payment = within(detail.getByRole('region', { name: 'Payment' }));
    expect(payment.getByText('Payment provider status').nextElementSibling?.textContent).toBe('Success');
    expect(payment.getByText('Transaction ID').nextElementSibling?.textContent).toBe(order.paystack_transaction_id);
    expect(payment.getByText('Reference').nextElementSibling?.textContent).toBe(order.paystack_reference);
    const items = within(detail.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(items).toHaveLength(order.items.length);
    order.items.forEach((item, i) => {
      const row = within(items[i]!);
      expect(row.getByText(item.name)).toBeTruthy();
      expect(row.getByText(new RegExp(`^Qty ${item.quantity} ×`))).toBeTruthy();
      expect(items[i]!.lastElementChild?.textContent).toBe(formatNaira(item.total));
      // The item's own picture, or its small copy when it is one of the generated ones.
      expect(items[i]!.querySelector('img')?.getAttribute('src')).toBe(imageCopy(item.image_url!).src);
    });
    const delivery = within(detail.getByRole('region', { name: 'Delivery address' }));
    expect(delivery.getByText('Street').nextElementSibling?.textContent).toBe(address.street);
    expect(delivery.getByText('LGA').nextElementSibling?.textContent).toBe(address.lga);
    expect(delivery.getByText('State').nextElementSibling?.textContent).toBe(address.state);
    expect(delivery.getByText('Contact').nextElementSibling?.textContent).toBe(address.contact_name);
    expect(delivery.getByText('Phone').nextElementSibling?.textContent).toBe(formatPhone(address.contact_phone));
    const summary = within(detail.getByRole('region', { name: 'Summary' }));
    expect(summary.getByText('Subtotal').nextElementSibling?.textContent).toBe(formatNaira(order.amount_subtotal));
    // Its fee is agreed after the order: not set yet, it reads 'To be agreed', never ₦0.
    expect(order.amount_shipping).toBe(0);
    expect(summary.getByText('Shipping').nextElementSibling?.textContent).toBe(
      'To be agreedFee agreed with you after the order',
    );
    expect(summary.getByText('Total').nextElementSibling?.textContent).toBe(formatNaira(order.amount_total));
    expect(detail.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(detail.getByRole('link', { name: /Back/ }).getAttribute('href')).toBe('/orders');
    expect(detail.queryByRole('link', { name: 'Check payment' })).toBeNull();
  });

  it('shows a pickup order’s store address and contact', async () => {
    await signInAs('customer');
    const order = customerOrder((o) => o.shipping_address.type === 'pickup' && o.status === 'paid');
    await renderApp(`/orders?order=${order.id}`);
    const pickup = within(await main().findByRole('region', { name: 'Pickup' }));
    expect(pickup.getByText('Address').nextElementSibling?.textContent).toBe(brand.pickupAddress);
    expect(pickup.getByText('Contact').nextElementSibling?.textContent).toBe(order.shipping_address.contact_name);
    expect(pickup.getByText('Phone').nextElementSibling?.textContent).toBe(
      formatPhone(order.shipping_address.contact_phone),
    );
  });

  it("offers 'Check payment' on a pending order", async () => {
    await signInAs('customer');
    const order = customerOrder((o) => o.status === 'pending');
    await renderApp(`/orders?order=${order.id}`);
    const check = await main().findByRole('link', { name: 'Check payment' });
    expect(check.getAttribute('href')).toBe(`/paystack/callback?reference=${order.paystack_reference}`);
    const payment = within(main().getByRole('region', { name: 'Payment' }));
    expect(payment.getByText('Transaction ID').nextElementSibling?.textContent).toBe('None yet');
  });

  it('Refresh fetches the order again and shows the change', async () => {
    await signInAs('customer');
    const order = customerOrder((o) => o.status === 'pending');
    await renderApp(`/orders?order=${order.id}`);
    await main().findByRole('link', { name: 'Check payment' });
    const calls = countCalls('GET', new RegExp(`^/api/orders/${order.id}$`));
    try {
      await db.orders.update(order.id, (o) => {
        o.status = 'paid';
        o.paystack_status = 'success';
      });
      await user.click(main().getByRole('button', { name: 'Refresh' }));
      await waitFor(() => expect(main().queryByRole('link', { name: 'Check payment' })).toBeNull());
      expect(calls.count()).toBe(1);
      expect(main().getByText('Paid').getAttribute('data-status')).toBe('paid');
    } finally {
      calls.stop();
    }
  });

  it('says "Couldn\'t load order" for an order that is not the shopper\'s, with Retry and Back', async () => {
    await signInAs('customer');
    const other = db.orders.where((o) => o.user_id !== customer().id)[0]!;
    await renderApp(`/orders?page=2&order=${other.id}`);
    const alert = await main().findByRole('alert');
    expect(within(alert).getByRole('heading', { name: "Couldn't load order" })).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(within(alert).getByRole('link', { name: /Back/ }).getAttribute('href')).toBe('/orders?page=2');
  });

  it('retries an order that failed to load', async () => {
    await signInAs('customer');
    const order = customerOrder((o) => o.status === 'paid');
    server.use(http.get('*/api/orders/:id', () => HttpResponse.error()));
    await renderApp(`/orders?order=${order.id}`);
    const alert = await main().findByRole('alert');
    expect(within(alert).getByRole('heading', { name: "Couldn't load order" })).toBeTruthy();
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await main().findByRole('heading', { name: `Order #${order.id}` })).toBeTruthy();
  });
});
