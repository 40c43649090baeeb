/**
 * Buy again: a pending, failed or cancelled order puts its items into the cart at today's prices,
 * leaving out (and naming) the products that no longer exist.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withApp } from '@/testing/mock-backend';
import { signInAs } from '@/testing/session';
import { renderApp } from '@/testing/render-app';
import { CART_KEY, type CartLine } from '@/lib/cart-storage';
import { db } from '@mocks/db';
import type { OrderRow } from '@mocks/db/schema';

const user = userEvent.setup({ delay: null });
withApp();

const customer = () => db.users.getBy('email', 'customer@example.com')!;
const main = () => within(screen.getByRole('main'));
const storedCart = () => JSON.parse(localStorage.getItem(CART_KEY) ?? '[]') as CartLine[];

function customerOrder(status: OrderRow['status'], minItems = 1): OrderRow {
  const order = db.orders.where(
    (o) => o.user_id === customer().id && o.status === status && o.items.length >= minItems,
  )[0];
  if (!order) throw new Error(`the seed has no ${status} order with ${minItems} items`);
  return order;
}

async function openOrder(order: OrderRow) {
  await signInAs('customer');
  await renderApp(`/orders?order=${order.id}`);
  await main().findByRole('heading', { name: `Order #${order.id}` });
}

describe('buy again', { timeout: 20_000 }, () => {
  it('puts a cancelled order’s items into the cart at today’s prices, leaving out and naming a product that no longer exists', async () => {
    const order = customerOrder('cancelled', 2);
    const [kept, gone, ...rest] = order.items;
    await db.products.update(kept!.product_id, (p) => void (p.price = 12_345));
    await db.products.remove(gone!.product_id);
    localStorage.setItem(
      CART_KEY,
      JSON.stringify([{ id: kept!.product_id, name: kept!.name, price: 1, images: [], qty: 1 }]),
    );

    await openOrder(order);
    await user.click(main().getByRole('button', { name: 'Buy again' }));
    const status = await main().findByRole('status', { name: 'Buy again' });
    const added = [kept, ...rest].reduce((sum, item) => sum + item!.quantity, 0);
    expect(status.textContent).toContain(
      `${added === 1 ? '1 item' : `${added} items`} added to your cart at today’s prices.`,
    );
    expect(status.textContent).toContain(`“${gone!.name}” is no longer sold, so it was left out.`);
    expect(within(status).getByRole('link', { name: 'Go to cart' }).getAttribute('href')).toBe('/cart');

    const cart = storedCart();
    const line = cart.find((l) => l.id === kept!.product_id)!;
    expect(line.price).toBe(12_345); // today's price, not the order's
    expect(line.qty).toBe(1 + kept!.quantity); // added to what was there
    expect(cart.some((l) => l.id === gone!.product_id)).toBe(false);
  });

  it.each(['pending', 'failed'] as const)('is offered on a %s order', async (status) => {
    await openOrder(customerOrder(status));
    expect(main().getByRole('button', { name: 'Buy again' })).toBeTruthy();
  });

  it.each(['paid', 'fulfilled'] as const)('is not offered on a %s order', async (status) => {
    await openOrder(customerOrder(status));
    expect(main().queryByRole('button', { name: 'Buy again' })).toBeNull();
  });
});
