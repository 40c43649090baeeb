import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { limits } from '@/api/limits.gen';
import type { AdminOrderList } from '@/api/queries/admin';
import { call, recordCalls, takeContractProblems, withApp } from '@/testing/mock-backend';
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

const card = (name: string) => within(main().getByRole('form', { name }));
const dialog = () => within(screen.getByRole('alertdialog'));

async function firstOnList(token: string, query: string) {
  const response = await call(`/admin/orders?${query}`, { token });
  const list = (await response.json()) as AdminOrderList;
  const order = list.orders[0];
  if (!order) throw new Error(`no order for ${query}`);
  return order;
}

async function openOrder(path: string, id: number) {
  const rendered = await renderApp(path);
  await main().findByRole('heading', { name: `Order #${id}` });
  return rendered;
}

describe('order actions', { timeout: 30_000 }, () => {
  it.each([
    // status, fulfil, cancel, refund
    ['pending', true, true, true],
    ['paid', true, true, true],
    ['fulfilled', false, false, true],
    ['cancelled', false, false, false],
    ['refunded', false, false, false],
    ['failed', false, true, true],
  ] as const)('a %s order: fulfil %s, cancel %s, refund %s', async (status, fulfil, cancel, refund) => {
    await signInAs('admin');
    const order = seededOrder((o) => o.status === status);
    await openOrder(`/admin/orders?highlight=${order.id}`, order.id);
    const expectations: [string, boolean][] = [
      ['Mark as fulfilled', fulfil],
      ['Cancel order', cancel],
      ['Issue refund', refund],
    ];
    for (const [name, allowed] of expectations) {
      const button = card(name).getByRole('button', { name });
      expect(button, name).toHaveProperty('disabled', !allowed);
      // A disabled action says why.
      if (!allowed)
        expect(
          button.getAttribute('aria-describedby') &&
            document.getElementById(button.getAttribute('aria-describedby')!)?.textContent,
        ).toMatch(/can|Only/);
    }
  });

  it('marks an order as fulfilled after confirming, closes the detail and refetches the list', async () => {
    const token = await signInAs('admin');
    const order = await firstOnList(token, 'status=paid');
    const { router } = await openOrder(`/admin/orders?status=paid&highlight=${order.id}`, order.id);
    const fulfil = card('Mark as fulfilled');
    await user.type(fulfil.getByLabelText('Carrier'), 'GIG Logistics');
    await user.type(fulfil.getByLabelText('Tracking number'), 'GIG-778812');
    const shipped = fulfil.getByLabelText('Shipped at');
    expect(shipped.getAttribute('placeholder')).toBe('YYYY-MM-DD');
    await user.type(shipped, '2026-11-22');
    await user.click(fulfil.getByRole('button', { name: 'Mark as fulfilled' }));

    const confirm = dialog();
    expect(confirm.getByRole('heading', { name: `Mark order #${order.id} as fulfilled?` })).toBeTruthy();
    expect(confirm.getByText('Carrier').nextElementSibling?.textContent).toBe('GIG Logistics');
    expect(confirm.getByText('Tracking number').nextElementSibling?.textContent).toBe('GIG-778812');
    expect(confirm.getByText('Shipped at').nextElementSibling?.textContent).toBe('2026-11-22');
    const calls = recordCalls('GET', /\/api\/admin\/orders$/);
    try {
      await user.click(confirm.getByRole('button', { name: 'Mark as fulfilled' }));
      await waitFor(() => expect(currentUrl(router)).toBe('/admin/orders?status=paid'));
      expect(await screen.findByText(`Order #${order.id} marked as fulfilled.`)).toBeTruthy();
      expect(calls.calls.length).toBeGreaterThan(0);
    } finally {
      calls.stop();
    }
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // The refetched list of paid orders no longer holds it.
    await main().findByRole('table', { name: /^Orders/ });
    await waitFor(() => expect(main().queryByRole('button', { name: `View order #${order.id}` })).toBeNull());
    expect(db.orders.get(order.id)).toMatchObject({
      status: 'fulfilled',
      fulfillment: { carrier: 'GIG Logistics', tracking_number: 'GIG-778812', shipped_at: '2026-11-22' },
    });
  });

  it("shows the order just fulfilled where the admin is looking: the toast, and its row 'Updated' and scrolled to", async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      const token = await signInAs('admin');
      const order = await firstOnList(token, 'status=paid');
      // A list that keeps the order once fulfilled: the search for its id.
      await openOrder(`/admin/orders?q=%23${order.id}&highlight=${order.id}`, order.id);
      await user.click(card('Mark as fulfilled').getByRole('button', { name: 'Mark as fulfilled' }));
      await user.click(dialog().getByRole('button', { name: 'Mark as fulfilled' }));

      const said = await screen.findByText(`Order #${order.id} marked as fulfilled.`);
      expect(said.closest('[aria-live="polite"]')).toBeTruthy();
      const view = await main().findByRole('button', { name: `View order #${order.id}` });
      const row = view.closest('tr')!;
      await waitFor(() => expect(within(row).getByText('Fulfilled')).toBeTruthy());
      // Not colour alone: the row says 'Updated'.
      expect(within(row).getByText('Updated')).toBeTruthy();
      expect(row.getAttribute('aria-current')).toBe('true');
      expect(scrolled).toContain(row);
      expect(document.activeElement).toBe(view);

      // Opened again and left without a change, it is no longer 'Updated'.
      await user.click(view);
      await user.click(await main().findByRole('button', { name: /Back to list/ }));
      const again = await main().findByRole('button', { name: `View order #${order.id}` });
      expect(within(again.closest('tr')!).queryByText('Updated')).toBeNull();
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('cancels an order with a reason', async () => {
    await signInAs('admin');
    const order = seededOrder((o) => o.status === 'pending');
    const { router } = await openOrder(`/admin/orders?highlight=${order.id}`, order.id);
    await user.type(card('Cancel order').getByLabelText('Reason'), 'Customer asked to cancel');
    await user.click(card('Cancel order').getByRole('button', { name: 'Cancel order' }));
    expect(dialog().getByText('Reason').nextElementSibling?.textContent).toBe('Customer asked to cancel');
    await user.click(dialog().getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/orders'));
    expect(await screen.findByText(`Order #${order.id} cancelled.`)).toBeTruthy();
    expect(db.orders.get(order.id)).toMatchObject({ status: 'cancelled', cancel_reason: 'Customer asked to cancel' });
  });

  it('refunds part of an order in kobo (naira × 100, rounded) with the provider refund asked for', async () => {
    await signInAs('admin');
    const order = seededOrder((o) => o.status === 'paid' && o.amount_refunded_kobo === 0);
    const { router } = await openOrder(`/admin/orders?highlight=${order.id}`, order.id);
    const refund = card('Issue refund');
    expect(
      refund.getByText(
        `Leave blank to refund the full remaining amount (${formatNaira(order.amount_paid_kobo! / 100)}).`,
      ),
    ).toBeTruthy();
    await user.type(refund.getByLabelText('Amount (₦)'), '1000.555');
    await user.type(refund.getByLabelText('Reason'), 'One jar arrived broken');
    // The money goes back the way it came unless the admin says otherwise.
    expect((refund.getByRole('checkbox', { name: /card provider/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(refund.getByRole('button', { name: 'Issue refund' }));
    expect(dialog().getByText('Amount').nextElementSibling?.textContent).toBe(formatNaira(1000.56));
    expect(dialog().getByText('Card provider refund').nextElementSibling?.textContent).toBe('Yes');

    const posts = recordCalls('POST', new RegExp(`/api/orders/${order.id}/refund$`));
    try {
      await user.click(dialog().getByRole('button', { name: 'Issue refund' }));
      await waitFor(() => expect(currentUrl(router)).toBe('/admin/orders'));
      expect(posts.calls).toHaveLength(1);
      expect(posts.calls[0]!.body).toEqual({
        amount_kobo: 100056,
        reason: 'One jar arrived broken',
        perform_paystack_refund: true,
      });
    } finally {
      posts.stop();
    }
    expect(await screen.findByText(`Refund issued for order #${order.id}.`)).toBeTruthy();
    expect(db.orders.get(order.id)).toMatchObject({
      status: 'paid',
      amount_refunded_kobo: 100056,
      paystack_status: 'reversed',
    });
  });

  it('refunds the full remaining amount when the amount is blank, without the provider when the money went back another way', async () => {
    await signInAs('admin');
    const order = seededOrder((o) => o.status === 'paid' && o.amount_refunded_kobo === 0);
    await openOrder(`/admin/orders?highlight=${order.id}`, order.id);
    await user.click(card('Issue refund').getByRole('checkbox', { name: /card provider/ }));
    await user.click(card('Issue refund').getByRole('button', { name: 'Issue refund' }));
    expect(dialog().getByText('Card provider refund').nextElementSibling?.textContent).toBe('No');
    const remaining = formatNaira(order.amount_paid_kobo! / 100);
    expect(dialog().getByText('Amount').nextElementSibling?.textContent).toBe(
      `the full remaining amount (${remaining})`,
    );
    const posts = recordCalls('POST', new RegExp(`/api/orders/${order.id}/refund$`));
    try {
      await user.click(dialog().getByRole('button', { name: 'Issue refund' }));
      await waitFor(() => expect(db.orders.get(order.id)?.status).toBe('refunded'));
      await waitFor(() => expect(posts.calls[0]?.body).toEqual({ perform_paystack_refund: false }));
    } finally {
      posts.stop();
    }
  });

  it("holds each field to the contract's limit: one character past it is said on the field, and nothing is confirmed or sent", async () => {
    await signInAs('admin');
    const order = seededOrder((o) => o.status === 'paid');
    await openOrder(`/admin/orders?highlight=${order.id}`, order.id);
    const posts = recordCalls('POST', new RegExp(`/api/orders/${order.id}/`));
    try {
      const carrier = card('Mark as fulfilled').getByLabelText('Carrier');
      await user.click(carrier);
      await user.paste('G'.repeat(limits.fulfillOrder.carrier.maxLength));
      await user.type(carrier, 'o');
      await user.click(card('Mark as fulfilled').getByRole('button', { name: 'Mark as fulfilled' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(carrier.getAttribute('aria-invalid')).toBe('true');
      expect(card('Mark as fulfilled').getByText('Must be 200 characters or fewer.')).toBeTruthy();
      // The focus goes to the field that is too long, and its message follows the typing.
      expect(document.activeElement).toBe(carrier);
      await user.type(carrier, '{Backspace}');
      expect(card('Mark as fulfilled').queryByText('Must be 200 characters or fewer.')).toBeNull();
      expect(carrier.getAttribute('aria-invalid')).toBe('false');

      const reason = card('Cancel order').getByLabelText('Reason');
      await user.click(reason);
      await user.paste('r'.repeat(limits.cancelOrder.reason.maxLength + 1));
      await user.click(card('Cancel order').getByRole('button', { name: 'Cancel order' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(card('Cancel order').getByText('Must be 500 characters or fewer.')).toBeTruthy();
      await user.clear(reason);
      expect(card('Cancel order').queryByText('Must be 500 characters or fewer.')).toBeNull();

      const amount = card('Issue refund').getByLabelText('Amount (₦)');
      await user.type(amount, '100000000.01');
      await user.click(card('Issue refund').getByRole('button', { name: 'Issue refund' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(amount.getAttribute('aria-invalid')).toBe('true');
      expect(card('Issue refund').getByText(`Must be ${formatNaira(100_000_000)} or less.`)).toBeTruthy();
      expect(document.activeElement).toBe(amount);
      expect(posts.calls).toHaveLength(0);
    } finally {
      posts.stop();
    }
  });

  it('asks for an amount above ₦0 before confirming', async () => {
    await signInAs('admin');
    const order = seededOrder((o) => o.status === 'paid');
    await openOrder(`/admin/orders?highlight=${order.id}`, order.id);
    const amount = card('Issue refund').getByLabelText('Amount (₦)');
    await user.type(amount, '0');
    await user.click(card('Issue refund').getByRole('button', { name: 'Issue refund' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(
      card('Issue refund').getByText('Enter an amount above ₦0, or leave it blank for a full refund.'),
    ).toBeTruthy();
  });

  it("shows the server's message when a refund is refused, and keeps what was typed", async () => {
    await signInAs('admin');
    const order = seededOrder((o) => o.status === 'paid' && o.amount_refunded_kobo === 0);
    const { router } = await openOrder(`/admin/orders?highlight=${order.id}`, order.id);
    const tooMuch = String(order.amount_paid_kobo! / 100 + 1);
    await user.type(card('Issue refund').getByLabelText('Amount (₦)'), tooMuch);
    await user.type(card('Issue refund').getByLabelText('Reason'), 'Wrong shade');
    await user.click(card('Issue refund').getByRole('button', { name: 'Issue refund' }));
    await user.click(dialog().getByRole('button', { name: 'Issue refund' }));
    const alert = await dialog().findByRole('alert');
    expect(alert.textContent).toBe(
      `The refund exceeds the amount paid minus earlier refunds (${new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', minimumFractionDigits: 2 }).format(order.amount_paid_kobo! / 100)} left).`,
    );
    expect(dialog().getByRole('button', { name: 'Issue refund' })).toHaveProperty('disabled', false);
    await user.click(dialog().getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(currentUrl(router)).toBe(`/admin/orders?highlight=${order.id}`);
    expect((card('Issue refund').getByLabelText('Amount (₦)') as HTMLInputElement).value).toBe(tooMuch);
    expect((card('Issue refund').getByLabelText('Reason') as HTMLTextAreaElement).value).toBe('Wrong shade');
  });

  it("shows the server's 409 when the order changed meanwhile", async () => {
    await signInAs('admin');
    const order = seededOrder((o) => o.status === 'paid');
    await openOrder(`/admin/orders?highlight=${order.id}`, order.id);
    // Someone else cancels it while this admin looks at it.
    await db.orders.update(order.id, (o) => {
      o.status = 'cancelled';
    });
    await user.type(card('Mark as fulfilled').getByLabelText('Carrier'), 'DHL');
    await user.click(card('Mark as fulfilled').getByRole('button', { name: 'Mark as fulfilled' }));
    await user.click(dialog().getByRole('button', { name: 'Mark as fulfilled' }));
    const alert = await dialog().findByRole('alert');
    expect(alert.textContent).toMatch(/cancelled/i);
    expect(db.orders.get(order.id)?.status).toBe('cancelled');
  });

  it('says something plain, never "Request failed with status …", when the answer carries no message', async () => {
    await signInAs('admin');
    const order = seededOrder((o) => o.status === 'paid');
    server.use(
      http.post('*/api/orders/:id/cancel', () =>
        HttpResponse.html('<html><body>502 Bad Gateway</body></html>', { status: 502 }),
      ),
    );
    await openOrder(`/admin/orders?highlight=${order.id}`, order.id);
    await user.click(card('Cancel order').getByRole('button', { name: 'Cancel order' }));
    await user.click(dialog().getByRole('button', { name: 'Cancel order' }));
    const alert = await dialog().findByRole('alert');
    expect(alert.textContent).toBe('Something went wrong. Please try again.');
    expect(db.orders.get(order.id)?.status).toBe('paid');
    await takeContractProblems();
  });
});
