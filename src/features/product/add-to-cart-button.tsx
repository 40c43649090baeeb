/**
 * Add to Cart (spec section 4, Cart): adds the product (an existing line's quantity goes up), shows
 * the toast 'Added to cart', reads 'Added' for ADDED_FEEDBACK_MS (1 s) and then goes to /cart.
 * A cart that cannot be saved, or that already holds the 50 different products one order takes,
 * shows why, as an error toast, and the shopper stays on the product;
 * the next add that succeeds takes that toast away (it no longer holds).
 * With variants (decision 0046) it adds the chosen one, at its price and with its picture first;
 * with nothing left it is off, and when the cart already holds all that is left it says so.
 * The cart's changes (`@/lib/cart-changes`) are fetched just after the page's first render, not
 * in its first download (docs/performance.md); a click before they arrive waits for them.
 */
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { ProductView } from '@/api/normalize';
import type { VariantView } from '@/api/normalize-variants';
import { dismissToast, toast } from '@/components/ui/toast';
import { ADDED_FEEDBACK_MS } from '@/config/constants';
import type * as CartChangesModule from '@/lib/cart-changes';
import { CartWriteError } from '@/lib/cart-storage';

type CartChanges = typeof CartChangesModule;
let loadedChanges: CartChanges | undefined;
const cartChanges = () => import('@/lib/cart-changes').then((module) => (loadedChanges = module));
const CANNOT_ADD = 'Could not add to your cart. Check your connection, then try again.';

export interface AddToCartButtonProps {
  product: ProductView;
  /** The chosen shade or size (null: a product without variants). */
  variant?: VariantView | null;
  /** Units left of what is chosen; null when not counted. */
  left?: number | null;
  /** The stock line's id, read with the button. */
  describedBy?: string;
  className?: string;
}

function failed(toastId: { current: number | null }, message: string) {
  if (toastId.current !== null) dismissToast(toastId.current);
  toastId.current = toast(message, 'error');
}

export function AddToCartButton({
  product,
  variant = null,
  left = null,
  describedBy,
  className = '',
}: AddToCartButtonProps) {
  const navigate = useNavigate();
  const [added, setAdded] = useState(false);
  // The toast saying the last add could not be saved, while it may still be on screen.
  const failedToast = useRef<number | null>(null);
  const adding = useRef(false);

  // Fetched now, so a click finds them here.
  useEffect(() => void cartChanges().catch(() => undefined), []);

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => {
      setAdded(false);
      void navigate({ to: '/cart' });
    }, ADDED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [added, navigate]);

  async function add() {
    if (added || left === 0 || adding.current) return;
    adding.current = true;
    try {
      // Loaded by now (the effect above), the add happens at once, in the click.
      const changes = loadedChanges ?? (await cartChanges().catch(() => null));
      if (!changes) return failed(failedToast, CANNOT_ADD);
      try {
        const result = changes.addToCart(changes.cartProductOf(product, variant));
        if (result.capped && left !== null) return failed(failedToast, changes.allLeftInCartMessage(left));
      } catch (error) {
        if (error instanceof CartWriteError || error instanceof changes.CartFullError)
          return failed(failedToast, error.message);
        throw error;
      }
    } finally {
      adding.current = false;
    }
    if (failedToast.current !== null) dismissToast(failedToast.current);
    failedToast.current = null;
    toast('Added to cart');
    setAdded(true);
  }

  return (
    <button
      type="button"
      onClick={() => void add()}
      disabled={left === 0}
      aria-disabled={added}
      aria-describedby={describedBy}
      className={`btn-primary min-h-12 px-8 text-base ${added ? 'bg-green-700 hover:bg-green-700' : ''} ${className}`}
    >
      {added ? (
        <>
          <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
            <path
              d="M4 10.5l4 4 8-9"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          Added
        </>
      ) : (
        'Add to Cart'
      )}
    </button>
  );
}
