/**
 * The cart page's changes: each reads the cart from storage and writes it back (see
 * `@/lib/cart-storage`), and a removal says 'Removed from cart'. A write that storage refuses is
 * not swallowed: the store keeps its message (`useCart().writeError`) and the page shows it.
 */
import { toast } from '@/components/ui/toast';
import { changeCartQty, removeFromCart, setCartQty } from '@/lib/cart-changes';
import { CartWriteError } from '@/lib/cart-storage';

export const REMOVED_FROM_CART = 'Removed from cart';

/** Runs a change; returns whether the line was removed. */
function run(change: () => { removed: boolean }): boolean {
  let result: { removed: boolean };
  try {
    result = change();
  } catch (error) {
    if (error instanceof CartWriteError) return false; // shown from the cart's snapshot
    throw error;
  }
  if (result.removed) toast(REMOVED_FROM_CART);
  return result.removed;
}

/** Each names its line by `lineKey` (the product, and its shade or size when it has one). */
export const cartActions = {
  increase: (key: string) => void run(() => changeCartQty(key, 1)),
  decrease: (key: string) => run(() => changeCartQty(key, -1)),
  setQty: (key: string, qty: number) => run(() => setCartQty(key, qty)),
  remove: (key: string) =>
    run(() => {
      removeFromCart(key);
      return { removed: true };
    }),
};
