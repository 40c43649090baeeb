/**
 * The cart page's changes: each reads the cart from storage and writes it back (see
 * `@/lib/cart-storage`), and a removal says 'Removed from cart'. A write that storage refuses is
 * not swallowed: the store keeps its message (`useCart().writeError`) and the page shows it.
 */
import { toast } from '@/components/ui/toast';
import { CartWriteError, changeCartQty, removeFromCart, setCartQty } from '@/lib/cart-storage';

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

export const cartActions = {
  increase: (id: number) => void run(() => changeCartQty(id, 1)),
  decrease: (id: number) => run(() => changeCartQty(id, -1)),
  setQty: (id: number, qty: number) => run(() => setCartQty(id, qty)),
  remove: (id: number) =>
    run(() => {
      removeFromCart(id);
      return { removed: true };
    }),
};
