/**
 * /cart (spec section 2, Cart): the lines with quantity − and + and Remove, or a friendly empty
 * state. The checkout (its form and the order summary with Pay Now) is another feature: the route
 * passes it in as `checkout`, and it places its parts in this page's two-column grid (details
 * under the lines in column 1, the summary in column 2 across both rows).
 *
 * A saved cart that had to be repaired says so here, and so does a change that storage refused.
 */
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import {
  cartItemCount,
  dismissCartNotice,
  dismissCartWriteError,
  lineKey,
  repairStoredCart,
  useCart,
  type CartLine,
} from '@/lib/cart-storage';
import { cartActions as actions } from './cart-actions';
import { CartLineItem } from './cart-line-item';
import { CartNotice } from './cart-notice';
import { CART_TITLE } from './cart-title';
import { EmptyCart } from './empty-cart';

export interface CartPageProps {
  /** The checkout for these lines (rendered only when the cart has something in it). */
  checkout?: (lines: CartLine[]) => ReactNode;
}

export function CartPage({ checkout }: CartPageProps) {
  const cart = useCart();
  const itemsHeading = useRef<HTMLHeadingElement>(null);

  // A repaired cart is written back in the current shape, so the repair happens once.
  useEffect(() => {
    if (cart.needsRewrite) repairStoredCart();
  }, [cart]);

  const lines = cart.lines;
  const count = cartItemCount(lines);

  function removed(didRemove: boolean) {
    // The line's buttons are gone: keep keyboard focus in the cart.
    if (didRemove) itemsHeading.current?.focus();
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="font-display text-3xl text-ink-900 sm:text-4xl">{CART_TITLE}</h1>
      {cart.notice && (
        <CartNotice tone="info" onDismiss={dismissCartNotice}>
          {cart.notice}
        </CartNotice>
      )}
      {cart.writeError && (
        <CartNotice tone="error" onDismiss={dismissCartWriteError}>
          {cart.writeError}
        </CartNotice>
      )}

      {lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <>
          {/* Above the grid, so the list's top edge and the summary's are one line on a wide screen. */}
          <h2
            id="cart-items-title"
            ref={itemsHeading}
            tabIndex={-1}
            className="mt-6 text-sm font-semibold tracking-wide text-ink-600 uppercase outline-none"
          >
            {count === 1 ? '1 item' : `${count} items`} in your cart
          </h2>
          <div className="mt-2 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-x-10">
            <section aria-labelledby="cart-items-title" className="min-w-0 lg:col-start-1">
              <ul className="divide-y divide-ink-200 border-y border-ink-200">
                {lines.map((line) => {
                  const key = lineKey(line);
                  return (
                    <CartLineItem
                      key={key}
                      line={line}
                      onDecrease={() => removed(actions.decrease(key))}
                      onIncrease={() => actions.increase(key)}
                      onSet={(qty) => removed(actions.setQty(key, qty))}
                      onRemove={() => removed(actions.remove(key))}
                    />
                  );
                })}
              </ul>
              <Link to="/products" className="link mt-4 inline-flex min-h-11 items-center text-sm">
                ← Continue shopping
              </Link>
            </section>
            {checkout?.(lines)}
          </div>
        </>
      )}
    </div>
  );
}
