import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '@/testing/render-app';
import { dismissToast, toast, Toaster } from '@/components/ui/toast';
import { CART_KEY, resetCartStateForTests, type CartLine } from '@/lib/cart-storage';
import { CartPage } from './cart-page';

const LOTION: CartLine = {
  id: 1,
  name: 'Carrot Glow Lotion',
  price: 4500,
  images: ['/mock-images/products/1-1.svg'],
  qty: 2,
};
const SOAP: CartLine = { id: 2, name: 'Black Soap', price: '₦2,000', images: [], qty: 1 };

const stored = () => JSON.parse(localStorage.getItem(CART_KEY) ?? 'null') as unknown;

function renderCart(cart?: unknown) {
  if (cart !== undefined) localStorage.setItem(CART_KEY, typeof cart === 'string' ? cart : JSON.stringify(cart));
  return renderApp(
    <>
      <CartPage />
      <Toaster />
    </>,
    { url: '/cart', page: null },
  );
}

/** The toast store has no clear(): dismiss every toast made so far, so none leaks into the next test. */
function clearToasts() {
  const last = toast('', 'info');
  for (let id = 1; id <= last; id++) dismissToast(id);
}

const line = (name: string) => screen.getByRole('link', { name }).closest('li')!;

beforeEach(() => {
  resetCartStateForTests();
});
afterEach(() => {
  resetCartStateForTests();
  clearToasts();
});

describe('cart page', () => {
  it('shows a friendly empty state with a way to the products', async () => {
    const { router } = await renderCart();
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    const shop = screen.getByRole('link', { name: 'Shop products' });
    expect(shop.getAttribute('href')).toBe('/products');
    await userEvent.click(shop);
    await waitFor(() => expect(currentUrl(router)).toBe('/products'));
  });

  it('lists each line: image, name linking to the product, unit price, quantity, line total and Remove', async () => {
    await renderCart([LOTION, { ...SOAP, price: '₦4,500', qty: 2 }]);
    expect(screen.getByRole('heading', { name: '4 items in your cart' })).toBeTruthy();
    const lotion = within(line('Carrot Glow Lotion'));
    expect(screen.getByRole('link', { name: 'Carrot Glow Lotion' }).getAttribute('href')).toBe('/product/1');
    expect(line('Carrot Glow Lotion').querySelector('img')?.getAttribute('src')).toBe('/mock-images/products/1-1.svg');
    expect(lotion.getByText(/each/).textContent).toBe('₦4,500 each');
    expect((lotion.getByRole('spinbutton', { name: 'Quantity of Carrot Glow Lotion' }) as HTMLInputElement).value).toBe(
      '2',
    );
    expect(lotion.getByText('Line total:').parentElement?.textContent).toBe('Line total: ₦9,000');
    expect(lotion.getByRole('button', { name: 'Remove Carrot Glow Lotion' })).toBeTruthy();
    // A price string is reduced to its digits for the totals; no image shows the placeholder.
    const soap = within(line('Black Soap'));
    expect(soap.getByText('Line total:').parentElement?.textContent).toBe('Line total: ₦9,000');
    expect(line('Black Soap').querySelector('img')?.getAttribute('src')).toBe('/images/placeholder.svg');
  });

  it('raises and lowers a quantity with + and −, from what storage holds', async () => {
    const user = userEvent.setup({ delay: null });
    await renderCart([LOTION]);
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Carrot Glow Lotion' }));
    expect(stored()).toEqual([{ ...LOTION, qty: 3 }]);
    expect((screen.getByRole('spinbutton', { name: 'Quantity of Carrot Glow Lotion' }) as HTMLInputElement).value).toBe(
      '3',
    );
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Carrot Glow Lotion' }));
    expect(stored()).toEqual([{ ...LOTION, qty: 2 }]);
  });

  it('removes a line whose quantity goes to 0 with −, saying ‘Removed from cart’', async () => {
    const user = userEvent.setup({ delay: null });
    await renderCart([{ ...LOTION, qty: 1 }, SOAP]);
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Carrot Glow Lotion' }));
    expect(await screen.findByText('Removed from cart')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Carrot Glow Lotion' })).toBeNull();
    expect(stored()).toEqual([SOAP]);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: '1 item in your cart' }));
  });

  it('takes a typed quantity on Enter or on leaving the field; 0 or less removes the line; nothing typed changes nothing', async () => {
    const user = userEvent.setup({ delay: null });
    await renderCart([LOTION, SOAP]);
    const qty = () => screen.getByRole('spinbutton', { name: 'Quantity of Carrot Glow Lotion' }) as HTMLInputElement;
    await user.tripleClick(qty());
    await user.keyboard('7{Enter}');
    expect(stored()).toEqual([{ ...LOTION, qty: 7 }, SOAP]);

    await user.clear(qty());
    await user.tab();
    expect(qty().value).toBe('7');
    expect(stored()).toEqual([{ ...LOTION, qty: 7 }, SOAP]);

    fireEvent.focus(qty());
    fireEvent.change(qty(), { target: { value: '-2' } });
    fireEvent.blur(qty());
    expect(await screen.findByText('Removed from cart')).toBeTruthy();
    expect(stored()).toEqual([SOAP]);
  });

  it('removes a line with Remove, and shows the empty state when it was the last', async () => {
    const user = userEvent.setup({ delay: null });
    await renderCart([SOAP]);
    await user.click(screen.getByRole('button', { name: 'Remove Black Soap' }));
    expect(await screen.findByText('Removed from cart')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(stored()).toEqual([]);
  });

  it('shows what another tab changed', async () => {
    await renderCart([LOTION]);
    act(() => {
      localStorage.setItem(CART_KEY, JSON.stringify([{ ...LOTION, qty: 4 }, SOAP]));
      window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY }));
    });
    expect((screen.getByRole('spinbutton', { name: 'Quantity of Carrot Glow Lotion' }) as HTMLInputElement).value).toBe(
      '4',
    );
    expect(screen.getByRole('link', { name: 'Black Soap' })).toBeTruthy();
  });

  it('empties a cart it cannot read and says so, instead of a blank page; the repair is saved', async () => {
    const user = userEvent.setup({ delay: null });
    await renderCart('{"broken":');
    expect(
      screen.getByText('We couldn’t read your saved cart, so it was emptied.').closest('[role="status"]'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    await waitFor(() => expect(stored()).toEqual([]));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/couldn’t read your saved cart/)).toBeNull();
  });

  it('repairs an old-format cart and says when some items had to go', async () => {
    await renderCart([
      { id: '1', name: 'Carrot Glow Lotion', price: '₦4,500', qty: '2', images: ['/mock-images/products/1-1.svg'] },
      { name: 'no id' },
    ]);
    expect(screen.getByText('We couldn’t read part of your saved cart, so some items were removed.')).toBeTruthy();
    expect((screen.getByRole('spinbutton', { name: 'Quantity of Carrot Glow Lotion' }) as HTMLInputElement).value).toBe(
      '2',
    );
    expect(within(line('Carrot Glow Lotion')).getByText('Line total:').parentElement?.textContent).toBe(
      'Line total: ₦9,000',
    );
    await waitFor(() => expect(stored()).toEqual([{ ...LOTION, price: '₦4,500' }]));
  });

  it('shows a write that storage refuses, and leaves the cart as it was', async () => {
    const user = userEvent.setup({ delay: null });
    await renderCart([LOTION]);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Carrot Glow Lotion' }));
    expect(screen.getByRole('alert').textContent).toContain(
      'Your cart could not be saved on this device. Free some space or leave private browsing, then try again.',
    );
    expect((screen.getByRole('spinbutton', { name: 'Quantity of Carrot Glow Lotion' }) as HTMLInputElement).value).toBe(
      '2',
    );

    await user.click(screen.getByRole('button', { name: 'Remove Carrot Glow Lotion' }));
    expect(screen.getByRole('link', { name: 'Carrot Glow Lotion' })).toBeTruthy();
    expect(screen.queryByText('Removed from cart')).toBeNull();

    setItem.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Carrot Glow Lotion' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(stored()).toEqual([{ ...LOTION, qty: 3 }]);
  });
});
