/**
 * For the checkout stories (promo code, server refusals): the cart holds two seeded products, the
 * pickup details are filled in, and `window.alert` (which Pay Now's refusals raise) is stubbed. Use
 * as the meta's `beforeEach` (after the loaders of .storybook/preview.tsx, which clear the storage
 * and the cart's and promo code's state); it returns its clean-up.
 */
import { spyOn } from 'storybook/test';
import { CART_KEY } from '@/lib/cart-storage';
import { cartLinesOf } from '@/testing/story-data';
import { DRAFT_KEY } from './use-checkout-draft';

export async function cartReadyToPay(): Promise<() => void> {
  const lines = await cartLinesOf([1, 1], [14, 1]);
  localStorage.setItem(CART_KEY, JSON.stringify(lines));
  sessionStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({ type: 'pickup', contact_name: 'Tolu Adebayo', contact_phone: '0803 555 0100' }),
  );
  const alert = spyOn(window, 'alert').mockImplementation(() => undefined);
  return () => alert.mockRestore();
}
