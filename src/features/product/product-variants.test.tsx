import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { call, withApp } from '@/testing/mock-backend';
import { renderApp } from '@/testing/render-app';
import { SHADES, SIZES } from '@/testing/variants';
import { CART_KEY } from '@/lib/cart-storage';
import { formatNaira } from '@/lib/money';
import { db } from '@mocks/db';

withApp();

const main = () => within(screen.getByRole('main'));
const stored = () => JSON.parse(localStorage.getItem(CART_KEY) ?? '[]') as unknown[];

async function giveVariants(id: number, variants: typeof SHADES) {
  await db.products.update(id, (p) => void (p.variants = variants.map((v) => ({ ...v }))));
  return (await (await call(`/products/${id}`)).json()) as { name: string; price: number };
}

describe('a product with shades or sizes (decision 0046)', { timeout: 20_000 }, () => {
  it('offers the shades as a named radio group; the stock line follows the choice, and a sold-out shade cannot be added', async () => {
    const user = userEvent.setup({ delay: null });
    const product = await giveVariants(2, SHADES);
    await renderApp('/product/2');
    await main().findByRole('heading', { level: 1, name: product.name });

    const shades = main().getByRole('group', { name: 'Shade: 01 Porcelain' });
    expect(
      within(shades)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['01 Porcelain', '02 Honey', '03 Caramel', '04 Espresso (out of stock)']);
    expect(within(shades).getByRole('radio', { name: '01 Porcelain' })).toHaveProperty('checked', true);
    expect(main().getByText('In stock')).toBeTruthy();

    await user.click(within(shades).getByRole('radio', { name: '02 Honey' }));
    expect(main().getByRole('group', { name: 'Shade: 02 Honey' })).toBeTruthy();
    expect(main().getByText('Only 3 left')).toBeTruthy();

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(shades).getByRole('radio', { name: '04 Espresso (out of stock)' })).toHaveProperty('checked', true);
    expect(main().getByText('Out of stock')).toBeTruthy();
    const add = main().getByRole('button', { name: 'Add to Cart' });
    expect(add).toHaveProperty('disabled', true);
    expect(add.getAttribute('aria-describedby')).toBe(main().getByText('Out of stock').id);

    await user.click(within(shades).getByRole('radio', { name: '03 Caramel' }));
    await user.click(main().getByRole('button', { name: 'Add to Cart' }));
    expect(stored()).toEqual([
      expect.objectContaining({ id: 2, qty: 1, variant: { id: 903, label: '03 Caramel' }, left: 8 }),
    ]);
  });

  it('offers sizes as options, with a size’s own price', async () => {
    const user = userEvent.setup({ delay: null });
    const product = await giveVariants(2, SIZES);
    await renderApp('/product/2');
    await main().findByRole('heading', { level: 1, name: product.name });
    expect(main().getByText(formatNaira(product.price))).toBeTruthy();

    await user.click(main().getByRole('radio', { name: '400 ml' }));
    expect(main().getByRole('group', { name: 'Size: 400 ml' })).toBeTruthy();
    expect(main().getByText(formatNaira(5200))).toBeTruthy();
    expect(main().getByText('Only 2 left')).toBeTruthy();
  });

  it('says so when the cart already holds all that is left, and adds nothing', async () => {
    const user = userEvent.setup({ delay: null });
    await giveVariants(2, SIZES);
    localStorage.setItem(
      CART_KEY,
      JSON.stringify([
        { id: 2, name: 'x', price: 5200, images: [], qty: 2, variant: { id: 912, label: '400 ml' }, left: 2 },
      ]),
    );
    await renderApp('/product/2');
    await user.click(await main().findByRole('radio', { name: '400 ml' }));
    await user.click(main().getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Only 2 left, and all of them are in your cart.')).toBeTruthy();
    expect(stored()).toEqual([expect.objectContaining({ qty: 2 })]);
  });

  it.each(['shapes:spec', 'shapes:lean'])(
    'on a host without the extension (%s) shows no choice and no stock line, and adds the product as one thing',
    async (scenario) => {
      const user = userEvent.setup({ delay: null });
      const product = await giveVariants(2, SHADES);
      await renderApp('/product/2', { scenarios: [scenario] });
      await main().findByRole('heading', { level: 1, name: product.name });
      expect(main().queryByRole('group', { name: /^(Shade|Size):/ })).toBeNull();
      expect(main().queryByText(/In stock|Only \d+ left|Out of stock/)).toBeNull();
      await user.click(main().getByRole('button', { name: 'Add to Cart' }));
      expect(stored()).toEqual([
        { id: 2, name: product.name, price: product.price, images: expect.any(Array), qty: 1 },
      ]);
    },
  );
});
