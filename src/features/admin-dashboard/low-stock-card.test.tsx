import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema.gen';
import { call, withApp } from '@/testing/mock-backend';
import { currentUrl, renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/session';
import { db } from '@mocks/db';

withApp();

type LowStock = NonNullable<components['schemas']['Overview']['low_stock']>;
const main = () => within(screen.getByRole('main'));

/** One product made low: its own stock at 1 (the host counts it). */
async function oneLow() {
  const product = db.products.where(() => true)[0]!;
  await db.products.update(product.id, (p) => {
    p.variants = [];
    p.stock = 1;
  });
  return product;
}

async function apiLowStock(): Promise<LowStock> {
  const response = await call('/admin/overview?range=30d', { token: await signInAs('admin') });
  return ((await response.json()) as components['schemas']['Overview']).low_stock!;
}

describe("the dashboard's Low stock card (decision 0047)", { timeout: 30_000 }, () => {
  it('counts the products with something low, lists the lowest lines, and leads to them and to the filtered list', async () => {
    const product = await oneLow();
    const low = await apiLowStock();
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp('/admin');
    const card = within(await main().findByRole('region', { name: 'Low stock' }));
    expect(card.getByText(`${low.threshold} or fewer left`)).toBeTruthy();
    expect(card.getByText(low.count === 1 ? '1 product' : `${low.count} products`)).toBeTruthy();
    const lines = within(card.getByRole('list', { name: 'Lowest stock' })).getAllByRole('listitem');
    expect(lines).toHaveLength(low.lines.length);
    const line = lines.find((item) => within(item).queryByRole('link', { name: product.name }))!;
    expect(line.textContent).toBe(`${product.name}1 left`);
    expect(within(line).getByRole('link').getAttribute('href')).toBe(`/admin/product/${product.id}`);

    await user.click(card.getByRole('link', { name: 'See all low-stock products' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/products?low_stock=true'));
    expect(await main().findByRole('checkbox', { name: 'Low stock only' })).toHaveProperty('checked', true);
    expect(await main().findByRole('link', { name: product.name })).toBeTruthy();
  });

  it('restocks from the card: the line leads to the product, whose edit form takes the new stock', async () => {
    const product = await oneLow();
    const user = userEvent.setup({ delay: null });
    await signInAs('admin');
    const { router } = await renderApp('/admin');
    const card = within(await main().findByRole('region', { name: 'Low stock' }));
    await user.click(card.getByRole('link', { name: product.name }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/admin/product/${product.id}`));
    await user.click(await main().findByRole('button', { name: 'Edit' }));
    const form = within(main().getByRole('form', { name: 'Edit product' }));
    const stock = form.getByRole('textbox', { name: 'Stock' });
    await user.clear(stock);
    await user.type(stock, '30');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(main().queryByRole('form', { name: 'Edit product' })).toBeNull());
    expect(db.products.get(product.id)!.stock).toBe(30);

    await router.navigate({ to: '/admin' });
    const after = within(await main().findByRole('region', { name: 'Low stock' }));
    await waitFor(() => expect(after.queryByRole('link', { name: product.name })).toBeNull());
  });

  it('says nothing is low when nothing is', async () => {
    for (const row of db.products.where(() => true))
      await db.products.update(row.id, (p) => {
        p.variants = p.variants?.map((variant) => ({ ...variant, stock: 50 }));
        if (p.stock !== null && p.stock !== undefined) p.stock = 50;
      });
    await signInAs('admin');
    await renderApp('/admin');
    const card = within(await main().findByRole('region', { name: 'Low stock' }));
    expect(card.getByText('Nothing is low on stock.')).toBeTruthy();
    expect(card.queryByRole('link')).toBeNull();
  });

  it.each([['shapes:spec'], ['shapes:lean']])('is not there on a host without it (%s)', async (scenario) => {
    await oneLow();
    await signInAs('admin');
    await renderApp('/admin', { scenarios: [scenario] });
    expect(await main().findByRole('region', { name: 'All time' })).toBeTruthy();
    expect(main().queryByRole('region', { name: 'Low stock' })).toBeNull();
  });
});
