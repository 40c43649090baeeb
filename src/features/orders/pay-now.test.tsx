/**
 * Pay now on the shopper's orders (issue 34, point 3; decision 0035): a pending or failed order
 * offers it in the list and in its detail, and it pays the same order again; a paid one does not.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { paymentRedirect } from '@/lib/payment-redirect';
import { withApp } from '@/testing/mock-backend';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/session';
import { db } from '@mocks/db';
import type { OrderRow } from '@mocks/db/schema';

withApp();
let go: MockInstance<(url: string) => void>;
beforeEach(() => {
  go = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => undefined);
});

const customer = () => db.users.getBy('email', 'customer@example.com')!;
const main = () => within(screen.getByRole('main'));
function customerOrder(match: (o: OrderRow) => boolean): OrderRow {
  const order = db.orders.where((o) => o.user_id === customer().id && match(o))[0];
  if (!order) throw new Error('the seed has no such order');
  return order;
}

/** Presses Pay now and returns the payment page's reference. */
async function payNow(button: HTMLElement): Promise<string> {
  await userEvent.setup({ delay: null }).click(button);
  await vi.waitFor(() => expect(go).toHaveBeenCalledTimes(1));
  return new URL(go.mock.calls[0]![0]).searchParams.get('reference')!;
}

describe('Pay now on an order that is not paid', { timeout: 20_000 }, () => {
  it('is offered in the list on pending and failed orders only, and pays the same order again', async () => {
    await signInAs('customer');
    const orders = db.orders.count();
    await renderApp('/orders');
    const rows = within(await main().findByRole('list', { name: 'Orders' })).getAllByRole('listitem');
    for (const row of rows) {
      const id = Number(
        within(row)
          .getByText(/^Order #\d+$/)
          .textContent!.slice('Order #'.length),
      );
      const status = db.orders.get(id)!.status;
      const offered = within(row).queryByRole('button', { name: `Pay now for order #${id}` }) !== null;
      expect([id, offered]).toEqual([id, status === 'pending' || status === 'failed']);
    }
    const failed = customerOrder((o) => o.status === 'failed');
    const row = rows.find((r) => within(r).queryByText(`Order #${failed.id}`) !== null)!;
    const reference = await payNow(within(row).getByRole('button', { name: `Pay now for order #${failed.id}` }));
    expect(db.orders.get(failed.id)).toMatchObject({ status: 'pending', paystack_reference: reference });
    expect(db.orders.count()).toBe(orders);
  });

  it('is offered in a pending order’s detail beside Check payment', async () => {
    await signInAs('customer');
    const order = customerOrder((o) => o.status === 'pending');
    await renderApp(`/orders?order=${order.id}`);
    expect(await main().findByRole('link', { name: 'Check payment' })).toBeTruthy();
    const reference = await payNow(main().getByRole('button', { name: `Pay now for order #${order.id}` }));
    expect(db.orders.get(order.id)!.paystack_reference).toBe(reference);
    expect(reference).not.toBe(order.paystack_reference);
  });

  it('is not offered on a paid order', async () => {
    await signInAs('customer');
    const order = customerOrder((o) => o.status === 'paid');
    await renderApp(`/orders?order=${order.id}`);
    expect(await main().findByRole('heading', { name: `Order #${order.id}` })).toBeTruthy();
    expect(main().queryByRole('button', { name: /^Pay now/ })).toBeNull();
  });
});
