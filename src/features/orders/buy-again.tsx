/**
 * Buy again, on an order that was never paid (pending, failed or cancelled): its items go into the
 * cart at today's prices, each product read afresh (GET /products/{id}). A product that no longer
 * exists (404), an item that names no product, or one that a full cart (50 different products, the
 * most one order takes) has no room for, is left out and named. An item's shade or size
 * (decision 0046) is bought again as it was; one with fewer left than ordered adds what is left,
 * and says so. The result stays on the order, with a link to the cart.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '@/api/errors';
import type { OrderItemView, OrderView } from '@/api/normalize-orders';
import { productQueryOptions } from '@/api/queries/products';
import { addToCart, CartFullError, cartProductOf, type CartProduct } from '@/lib/cart-changes';
import { CART_LINES_MAX, CartWriteError } from '@/lib/cart-storage';

/** The statuses whose order can be bought again: nothing was paid for it. */
export const BUY_AGAIN_STATUSES: readonly string[] = ['pending', 'failed', 'cancelled'];

export interface BuyAgainResult {
  added: number;
  /** Items whose product no longer exists. */
  missing: string[];
  /** Items that name no product (a host without this project's `product_id`). */
  unknown: string[];
  /** Items left out because the cart already held CART_LINES_MAX different products. */
  full?: string[];
  /** Items with fewer left than ordered: the cart holds all that is left. */
  short?: string[];
}

/** The product (with the item's variant, when it names one) as it is today; null when it is gone. */
type FindProduct = (id: number, variantId?: number | null) => Promise<CartProduct | null>;

/** Adds each item at its product's price now; null from `find` means the product is gone. */
export async function buyAgain(items: readonly OrderItemView[], find: FindProduct): Promise<BuyAgainResult> {
  const found = await Promise.all(
    items.map(async (item) => ({
      item,
      product: item.product_id === null ? null : await find(item.product_id, item.variant_id),
    })),
  );
  const result: BuyAgainResult = { added: 0, missing: [], unknown: [] };
  for (const { item, product } of found) {
    if (item.product_id === null) {
      result.unknown.push(item.name);
      continue;
    }
    if (!product) {
      result.missing.push(item.name);
      continue;
    }
    const name = item.variant_label ? `${item.name} (${item.variant_label})` : item.name;
    let added: { capped: boolean; taken: number };
    try {
      added = addToCart(product, item.quantity);
    } catch (error) {
      if (!(error instanceof CartFullError)) throw error;
      (result.full ??= []).push(name);
      continue;
    }
    if (added.capped) (result.short ??= []).push(name);
    result.added += added.taken;
  }
  return result;
}

export function resultText({ added, missing, unknown, full = [], short = [] }: BuyAgainResult): string {
  const parts: string[] = [];
  if (added > 0) parts.push(`${added === 1 ? '1 item' : `${added} items`} added to your cart at today’s prices.`);
  else parts.push('Nothing was added to your cart.');
  for (const name of missing) parts.push(`“${name}” is no longer sold, so it was left out.`);
  for (const name of unknown)
    parts.push(`“${name}” could not be matched to a product in the shop, so it was left out.`);
  for (const name of short)
    parts.push(`“${name}” has fewer left than you ordered, so your cart holds all that is left.`);
  for (const name of full)
    parts.push(
      `“${name}” was left out: your cart already holds ${CART_LINES_MAX} different products, the most one order can take.`,
    );
  return parts.join(' ');
}

type State =
  { phase: 'idle' | 'busy' } | { phase: 'done'; text: string; added: number } | { phase: 'error'; text: string };

export function BuyAgain({ order }: { order: OrderView }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ phase: 'idle' });
  if (!BUY_AGAIN_STATUSES.includes(order.status) || !order.items?.length) return null;
  const items = order.items;

  const find: FindProduct = async (id, variantId) => {
    try {
      const product = await queryClient.fetchQuery({ ...productQueryOptions(id), staleTime: 0 });
      const variant = variantId ? product.variants.find((v) => v.id === variantId) : undefined;
      // The shade or size is no longer offered: as for a product that is gone.
      if (variantId && product.variants.length > 0 && !variant) return null;
      return cartProductOf(product, variant);
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  };

  async function run() {
    setState({ phase: 'busy' });
    try {
      const result = await buyAgain(items, find);
      setState({ phase: 'done', text: resultText(result), added: result.added });
    } catch (error) {
      setState({
        phase: 'error',
        text: error instanceof CartWriteError ? error.message : 'Could not check today’s prices. Please try again.',
      });
    }
  }

  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-ink-200 bg-white px-4 py-3">
      <p className="text-sm text-ink-700">Want these again? They go into your cart at today’s prices.</p>
      <button
        type="button"
        className="btn-primary min-h-11 px-4"
        onClick={() => void run()}
        disabled={state.phase === 'busy'}
        aria-busy={state.phase === 'busy'}
      >
        {state.phase === 'busy' ? 'Adding…' : 'Buy again'}
      </button>
      <div role="status" aria-label="Buy again" className="w-full text-sm empty:hidden">
        {state.phase === 'done' && (
          <p className="text-ink-800">
            {state.text}{' '}
            {state.added > 0 && (
              <Link to="/cart" className="link">
                Go to cart
              </Link>
            )}
          </p>
        )}
        {state.phase === 'error' && <p className="text-red-700">{state.text}</p>}
      </div>
    </div>
  );
}
