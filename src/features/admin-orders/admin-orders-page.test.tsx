import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminOrderList } from '@/api/queries/admin';
import { holdAnswer } from '@/testing/held-answer';
import { call, recordCalls, withApp } from '@/testing/mock-backend';
import { currentUrl, renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/session';
import { formatNaira } from '@/lib/money';
import { db } from '@mocks/db';
import type { OrderRow } from '@mocks/db/schema';
import { server } from '@mocks/node';

const user = userEvent.setup({ delay: null });

const main = () => within(screen.getByRole('main'));

function seededOrder(match: (order: OrderRow) => boolean): OrderRow {
  const order = db.orders.all().find(match);
  if (!order) throw new Error('the seed has no such order');
  return order;
}

withApp();

async function apiOrders(token: string, query: string): Promise<AdminOrderList> {
  const response = await call(`/admin/orders?${query}`, { token });
  return (await response.json()) as AdminOrderList;
}

const table = () => within(main().getByRole('table', { name: /^Orders/ }));
const bodyRows = () => table().getAllByRole('row').slice(1);
const pager = () => within(main().getByRole('navigation', { name: 'Pages of orders' }));

async function listShown(summary: string | RegExp) {
  return main().findByText(summary);
}

describe('admin orders list', { timeout: 30_000 }, () => {
  it('shows the title, Refresh, the search box and the table of the newest 10 orders', async () => {
    const token = await signInAs('admin');
    const expected = await apiOrders(token, 'per_page=10');
    await renderApp('/admin/orders');
    expect(await main().findByRole('heading', { level: 1, name: 'Orders' })).toBeTruthy();
    await listShown(`Page 1 • 10 result(s) of ${expected.pagination.total}`);
    expect(main().getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(main().getByRole('searchbox', { name: 'Search' }).getAttribute('placeholder')).toBe(
      'Search by email / reference / id',
    );
    expect(
      table()
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Order', 'Customer', 'Status', 'Total', 'Placed', 'Actions']);
    // Customer, Total and Placed are the columns that hide on small screens.
    const hidden = table()
      .getAllByRole('columnheader')
      .filter((th) => th.className.includes('hidden md:table-cell'));
    expect(hidden.map((th) => th.textContent)).toEqual(['Customer', 'Total', 'Placed']);
    const rows = bodyRows();
    expect(rows).toHaveLength(10);
    rows.forEach((row, i) => {
      const order = expected.orders[i]!;
      const cells = within(row).getAllByRole('cell');
      expect(cells[0]!.textContent).toContain(`#${order.id}`);
      expect(cells[1]!.textContent).toBe(order.email);
      expect(within(cells[2]!).getByText(/./).getAttribute('data-status')).toBe(order.status);
      expect(cells[3]!.textContent).toBe(formatNaira(order.amount_total!));
      expect(within(row).getByRole('button', { name: `View order #${order.id}` })).toBeTruthy();
    });
    expect(pager().getByRole('button', { name: /Prev/ })).toHaveProperty('disabled', true);
    expect(pager().getByRole('button', { name: /Next/ })).toHaveProperty('disabled', false);
  });

  it('shows 6 skeleton rows while the first page loads', async () => {
    await signInAs('admin');
    const answer = holdAnswer();
    server.use(
      http.get('*/api/admin/orders', async () => {
        await answer.held;
        return HttpResponse.json({
          orders: [],
          pagination: { page: 1, per_page: 10, total: 0, total_pages: 0, has_prev: false, has_next: false },
        });
      }),
    );
    const { container } = await renderApp('/admin/orders');
    await main().findByRole('table', { name: 'Orders' });
    await waitFor(() => expect(container.querySelectorAll('[data-skeleton-row]')).toHaveLength(6));
    expect(main().getByRole('table', { name: 'Orders' }).closest('[aria-busy]')?.getAttribute('aria-busy')).toBe(
      'true',
    );
    answer.release();
    expect(await main().findByText('No orders found')).toBeTruthy();
    expect(container.querySelectorAll('[data-skeleton-row]')).toHaveLength(0);
    expect(main().getByText('Page 1 • 0 result(s) of 0')).toBeTruthy();
  });

  it("says 'No orders found' when nothing matches", async () => {
    await signInAs('admin');
    await renderApp('/admin/orders?q=nobody-at-all');
    expect(await main().findByText('No orders found')).toBeTruthy();
    expect(pager().getByRole('button', { name: /Prev/ })).toHaveProperty('disabled', true);
    expect(pager().getByRole('button', { name: /Next/ })).toHaveProperty('disabled', true);
  });

  it('searches after a pause in typing and on submit, back on page 1, in the URL', async () => {
    await signInAs('admin');
    const order = seededOrder((o) => o.status === 'paid');
    const { router } = await renderApp('/admin/orders?page=3');
    await listShown(/^Page 3 • 10 result\(s\)/);
    const box = main().getByRole('searchbox', { name: 'Search' });
    await user.type(box, order.paystack_reference.toLowerCase());
    await waitFor(() => expect(currentUrl(router)).toBe(`/admin/orders?q=${order.paystack_reference.toLowerCase()}`));
    await listShown('Page 1 • 1 result(s) of 1');
    expect(table().getByText(`#${order.id}`)).toBeTruthy();

    await user.clear(box);
    await user.type(box, `#${order.id}{Enter}`);
    await waitFor(() => expect(currentUrl(router)).toBe(`/admin/orders?q=%23${order.id}`));
    await listShown('Page 1 • 1 result(s) of 1');
  });

  it.each([
    ['status', 'Status', 'refunded', 'status=refunded'],
    ['sort and order', 'Sort by', 'amount_total:asc', 'sort=amount_total&order=asc'],
    ['order', 'Sort by', 'created_at:asc', 'sort=created_at&order=asc'],
    ['page size', 'Per page', '50', 'per_page=50'],
  ])('changing the %s goes back to page 1, in the URL', async (_, label, value, query) => {
    await signInAs('admin');
    const { router } = await renderApp('/admin/orders?page=2');
    await listShown(/^Page 2 • /);
    await user.selectOptions(main().getByLabelText(label), value);
    await waitFor(() => expect(currentUrl(router)).toBe(`/admin/orders?${query}`));
    await listShown(/^Page 1 • /);
  });

  it('filters by status and sorts as the URL says', async () => {
    const token = await signInAs('admin');
    const expected = await apiOrders(token, 'status=paid&sort=amount_total&order=desc&per_page=20');
    await renderApp('/admin/orders?status=paid&sort=amount_total&order=desc&per_page=20');
    await listShown(`Page 1 • 20 result(s) of ${expected.pagination.total}`);
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(
      expected.orders.map((o) => expect.stringContaining(`#${o.id}`)),
    );
    expect((main().getByLabelText('Status') as HTMLSelectElement).value).toBe('paid');
    expect((main().getByLabelText('Sort by') as HTMLSelectElement).value).toBe('amount_total:desc');
    expect((main().getByLabelText('Per page') as HTMLSelectElement).value).toBe('20');
    expect(
      within(main().getByLabelText('Status'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All statuses', 'Pending', 'Paid', 'Fulfilled', 'Cancelled', 'Refunded', 'Failed']);
  });

  it('pages with Next and Prev, disabled by has_prev and has_next', async () => {
    const token = await signInAs('admin');
    const last = await apiOrders(token, 'status=refunded&per_page=10');
    const pages = last.pagination.total_pages;
    expect(pages).toBeGreaterThan(1);
    const first = await renderApp('/admin/orders?status=refunded');
    const { router } = first;
    await listShown(/^Page 1 • 10 result/);
    await user.click(pager().getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/orders?status=refunded&page=2'));
    await listShown(/^Page 2 • /);
    expect(pager().getByRole('button', { name: /Prev/ })).toHaveProperty('disabled', false);

    first.unmount();
    const { router: atEnd } = await renderApp(`/admin/orders?status=refunded&page=${pages}`);
    const end = await main().findAllByText(
      new RegExp(`^Page ${pages} • \\d+ result\\(s\\) of ${last.pagination.total}$`),
    );
    const nav = within(end.at(-1)!.closest('nav')!);
    expect(nav.getByRole('button', { name: /Next/ })).toHaveProperty('disabled', true);
    await user.click(nav.getByRole('button', { name: /Prev/ }));
    await waitFor(() =>
      expect(currentUrl(atEnd)).toBe(
        pages === 2 ? '/admin/orders?status=refunded' : `/admin/orders?status=refunded&page=${pages - 1}`,
      ),
    );
  });

  it('Refresh fetches the list again and shows that it is refreshing', async () => {
    await signInAs('admin');
    await renderApp('/admin/orders');
    await listShown(/^Page 1 • 10/);
    const calls = recordCalls('GET', /\/api\/admin\/orders$/);
    const answer = holdAnswer();
    // Holds the refetch until the test has seen the progress, then lets the mock answer it.
    server.use(
      http.get('*/api/admin/orders', async () => {
        await answer.held;
      }),
    );
    try {
      await user.click(main().getByRole('button', { name: 'Refresh' }));
      expect(await main().findByRole('button', { name: 'Refreshing…' })).toHaveProperty('disabled', true);
      answer.release();
      expect(await main().findByRole('button', { name: 'Refresh' })).toHaveProperty('disabled', false);
      expect(calls.calls).toHaveLength(1);
    } finally {
      calls.stop();
    }
  });

  it("shows the server's message when the list cannot load, and Retry loads it", async () => {
    await signInAs('admin');
    server.use(
      http.get('*/api/admin/orders', () =>
        HttpResponse.json({ error: 'forbidden', message: 'Your admin access was withdrawn.' }, { status: 403 }),
      ),
    );
    await renderApp('/admin/orders');
    const alert = await main().findByRole('alert', {}, { timeout: 15_000 });
    expect(within(alert).getByRole('heading', { name: 'Could not load orders' })).toBeTruthy();
    expect(within(alert).getByText('Your admin access was withdrawn.')).toBeTruthy();
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await listShown(/^Page 1 • 10/);
  });
});

describe('admin order detail', { timeout: 30_000 }, () => {
  it('View opens the order with ?highlight=, and Back to list returns to its marked row', async () => {
    const token = await signInAs('admin');
    const first = (await apiOrders(token, 'per_page=10')).orders[2]!;
    const { router } = await renderApp('/admin/orders');
    await listShown(/^Page 1 • 10/);
    await user.click(table().getByRole('button', { name: `View order #${first.id}` }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/admin/orders?highlight=${first.id}`));
    const heading = await main().findByRole('heading', { name: `Order #${first.id}` });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(main().queryByRole('table')).toBeNull();

    await user.click(main().getByRole('button', { name: /Back to list/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/orders'));
    const view = await table().findByRole('button', { name: `View order #${first.id}` });
    await waitFor(() => expect(document.activeElement).toBe(view));
    expect(view.closest('tr')?.getAttribute('aria-current')).toBe('true');
  });

  it("reads 'To be agreed' for a paid delivery order whose fee is not set yet, not ₦0", async () => {
    await signInAs('admin');
    const order = seededOrder(
      (o) => o.status === 'paid' && o.shipping_address.type === 'ship' && o.amount_shipping === 0,
    );
    await renderApp(`/admin/orders?highlight=${order.id}`);
    const detail = within(await main().findByRole('article', { name: `Order #${order.id}` }));
    const items = within(detail.getByRole('region', { name: 'Items' }));
    expect(items.getByText('Shipping', { selector: 'dt' }).nextElementSibling?.textContent).toBe('To be agreed');
  });

  it('shows everything the spec lists for a shipped, paid order', async () => {
    await signInAs('admin');
    const order = seededOrder(
      (o) => o.status === 'fulfilled' && o.shipping_address.type === 'ship' && o.items.length > 1,
    );
    await renderApp(`/admin/orders?highlight=${order.id}`);
    const detail = within(await main().findByRole('article', { name: `Order #${order.id}` }));
    const term = (region: string, name: string) =>
      within(detail.getByRole('region', { name: region })).getByText(name, { selector: 'dt' }).nextElementSibling
        ?.textContent;
    expect(detail.getByRole('button', { name: /Back to list/ })).toBeTruthy();
    expect(term('Order', 'Customer')).toBe(order.email);
    expect(term('Order', 'Reference')).toBe(order.paystack_reference);
    expect(term('Order', 'Placed')).toMatch(/\d{4}/);
    expect(term('Order', 'Total')).toBe(formatNaira(order.amount_total));
    expect(term('Order', 'Paid')).toBe(formatNaira(order.amount_paid_kobo! / 100));
    expect(detail.getAllByText('Fulfilled')[0]!.getAttribute('data-status')).toBe('fulfilled');
    const address = order.shipping_address as Extract<typeof order.shipping_address, { type: 'ship' }>;
    expect(term('Delivery', 'Method')).toBe('Shipping');
    expect(term('Delivery', 'Street')).toBe(address.street);
    expect(term('Delivery', 'LGA')).toBe(address.lga);
    expect(term('Delivery', 'State')).toBe(address.state);
    expect(term('Delivery', 'Contact')).toBe(address.contact_name);
    expect(term('Delivery', 'Carrier')).toBe(order.fulfillment!.carrier);
    expect(term('Delivery', 'Tracking')).toBe(order.fulfillment!.tracking_number);
    expect(term('Items', 'Subtotal')).toBe(formatNaira(order.amount_subtotal));
    expect(term('Items', 'Shipping')).toBe(formatNaira(order.amount_shipping));
    expect(term('Items', 'Total')).toBe(formatNaira(order.amount_total));
    const items = within(detail.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(items).toHaveLength(order.items.length);
    expect(within(items[0]!).getByText(order.items[0]!.name)).toBeTruthy();
    expect(within(items[0]!).getByText(new RegExp(`^Qty ${order.items[0]!.quantity} ×`))).toBeTruthy();
  });

  it("shows a pickup order's contact, no 'Paid' before payment, and 'No items' when there are none", async () => {
    await signInAs('admin');
    const order = seededOrder((o) => o.status === 'pending' && o.shipping_address.type === 'pickup');
    await db.orders.update(order.id, (o) => {
      o.items = [];
      o.shipping_address.contact_phone = '234803-123-4567';
    });
    await renderApp(`/admin/orders?highlight=${order.id}`);
    const detail = within(await main().findByRole('article', { name: `Order #${order.id}` }));
    expect(detail.getByText('No items')).toBeTruthy();
    expect(detail.queryByText('Paid', { selector: 'dt' })).toBeNull();
    const delivery = within(detail.getByRole('region', { name: 'Delivery' }));
    expect(delivery.getByText('Method').nextElementSibling?.textContent).toBe('Pickup');
    expect(delivery.getByText('Address').nextElementSibling?.textContent).toBe(
      (order.shipping_address as { address: string }).address,
    );
    // A phone is shown one way, whatever way it was written, and calls its E.164 form.
    const phone = delivery.getByRole('link', { name: '+234 803 123 4567' });
    expect(phone.getAttribute('href')).toBe('tel:+2348031234567');
  });

  it('opens an order that is not on the current page by asking for its id', async () => {
    const token = await signInAs('admin');
    const firstPage = (await apiOrders(token, 'per_page=10')).orders.map((o) => o.id);
    const order = seededOrder((o) => !firstPage.includes(o.id));
    const calls = recordCalls('GET', /\/api\/admin\/orders$/);
    try {
      await renderApp(`/admin/orders?highlight=${order.id}`);
      expect(await main().findByRole('heading', { name: `Order #${order.id}` })).toBeTruthy();
      expect(calls.calls.some((c) => c.url.searchParams.get('q') === `#${order.id}`)).toBe(true);
    } finally {
      calls.stop();
    }
  });

  it('says so when the highlighted order does not exist', async () => {
    await signInAs('admin');
    const { router } = await renderApp('/admin/orders?highlight=999999');
    const alert = await main().findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Order #999999 was not found' })).toBeTruthy();
    await user.click(main().getByRole('button', { name: /Back to list/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/orders'));
    await listShown(/^Page 1 • 10/);
  });
});
