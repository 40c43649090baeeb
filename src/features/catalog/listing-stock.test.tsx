import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { call, recordCalls, withApp } from '@/testing/mock-backend';
import { currentUrl, renderApp } from '@/testing/render-app';
import { SHADES } from '@/testing/variants';
import { db } from '@mocks/db';

withApp();

const main = () => within(screen.getByRole('main'));

/** The first product of the listing's first page, its shades all gone, and a second with its own stock. */
async function soldOutFirst() {
  const { items } = (await (await call('/products?per_page=5')).json()) as {
    items: Array<{ id: number; name: string }>;
  };
  const [first, second] = items;
  await db.products.update(first!.id, (p) => void (p.variants = SHADES.map((v) => ({ ...v, stock: 0 }))));
  await db.products.update(second!.id, (p) => void (p.stock = 7));
  return { soldOut: first!.name, inStock: second!.name };
}

describe('the listing and stock (decision 0046)', { timeout: 20_000 }, () => {
  it('marks a product with nothing left, and In stock only asks the host for what can be added', async () => {
    const user = userEvent.setup({ delay: null });
    const { soldOut, inStock } = await soldOutFirst();
    const { router } = await renderApp('/products?per_page=5');
    const card = (await main().findByRole('link', { name: `${soldOut} (out of stock)` })).closest('article')!;
    expect(within(card).getByText('Out of stock')).toBeTruthy();
    expect(main().getByRole('link', { name: inStock })).toBeTruthy();

    const asked = recordCalls('GET', /\/products$/);
    await user.click(main().getByRole('checkbox', { name: 'In stock only' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/products?per_page=5&in_stock=true'));
    await waitFor(() => expect(asked.calls.some((c) => c.url.searchParams.get('in_stock') === 'true')).toBe(true));
    asked.stop();
    expect(main().getByRole('checkbox', { name: 'In stock only' })).toHaveProperty('checked', true);
  });

  it.each(['shapes:spec', 'shapes:lean'])(
    'on a host without the extension (%s) marks nothing and offers no In stock only',
    async (scenario) => {
      const { soldOut } = await soldOutFirst();
      await renderApp('/products?per_page=5', { scenarios: [scenario] });
      expect(await main().findByRole('link', { name: soldOut })).toBeTruthy();
      expect(main().queryByText('Out of stock')).toBeNull();
      expect(main().queryByRole('checkbox', { name: 'In stock only' })).toBeNull();
    },
  );
});
