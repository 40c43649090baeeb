/**
 * For the checkout stories (promo code, server refusals): the cart holds two seeded products, the
 * pickup details are filled in, no promo state is left from the story before, and `window.alert`
 * (which Pay Now's refusals raise) is stubbed. Use as the meta's `beforeEach`; it returns its
 * clean-up.
 */
import { spyOn } from 'storybook/test';
import { CART_KEY, resetCartStateForTests } from '@/lib/cart-storage';
import { cartLinesOf } from '@/testing/story-data';
import { resetPromoState } from './applied-promo';
import { DRAFT_KEY } from './use-checkout-draft';

export async function cartReadyToPay(): Promise<() => void> {
  resetCartStateForTests();
  resetPromoState();
  sessionStorage.removeItem(DRAFT_KEY);
  const lines = await cartLinesOf([1, 1], [14, 1]);
  localStorage.setItem(CART_KEY, JSON.stringify(lines));
  sessionStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({ type: 'pickup', contact_name: 'Tolu Adebayo', contact_phone: '0803 555 0100' }),
  );
  const alert = spyOn(window, 'alert').mockImplementation(() => undefined);
  return () => alert.mockRestore();
}
