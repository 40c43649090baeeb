// @vitest-environment jsdom
/**
 * Buy again into a full cart (issue 30): the cart holds at most the 50 different products one order
 * takes (openapi.yaml, CheckoutRequest.items), so an item that would be the 51st is left out and
 * named, while more of a product already in the cart still goes in.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderItemView } from '@/api/normalize-orders';
import { CART_KEY, CART_LINES_MAX, readCart, resetCartStateForTests, type CartLine } from '@/lib/cart-storage';
import { buyAgain, resultText } from './buy-again';

afterEach(() => {
  localStorage.clear();
  resetCartStateForTests();
});

const line = (id: number): CartLine => ({ id, name: `Product ${id}`, price: 1000, images: [], qty: 1 });
const item = (product_id: number, name: string, quantity = 1) => ({ product_id, name, quantity }) as OrderItemView;

describe('Buy again into a full cart', () => {
  it('leaves out a product that would be the 51st line and says why; adds more of one already there', async () => {
    localStorage.setItem(CART_KEY, JSON.stringify(Array.from({ length: CART_LINES_MAX }, (_, i) => line(i + 1))));
    const result = await buyAgain([item(1, 'Product 1', 2), item(77, 'Shea Butter Cream 100g')], async (id) => ({
      id,
      name: id === 1 ? 'Product 1' : 'Shea Butter Cream 100g',
      price: 1000,
      images: [],
    }));
    expect(result).toMatchObject({ added: 2, full: ['Shea Butter Cream 100g'] });
    expect(readCart()).toHaveLength(CART_LINES_MAX);
    expect(readCart()[0]!.qty).toBe(3);
    expect(resultText(result)).toBe(
      '2 items added to your cart at today’s prices. “Shea Butter Cream 100g” was left out: your cart already holds 50 different products, the most one order can take.',
    );
  });
});
