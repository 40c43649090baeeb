/**
 * Add to Cart (spec section 4, Cart): adds the product (an existing line's quantity goes up), shows
 * the toast 'Added to cart', reads 'Added' for ADDED_FEEDBACK_MS (1 s) and then goes to /cart.
 * A cart that cannot be saved, or that already holds the 50 different products one order takes,
 * shows why, as an error toast, and the shopper stays on the product;
 * the next add that succeeds takes that toast away (it no longer holds).
 */
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { ProductView } from '@/api/normalize';
import { dismissToast, toast } from '@/components/ui/toast';
import { ADDED_FEEDBACK_MS } from '@/config/constants';
import { addToCart, CartFullError, CartWriteError } from '@/lib/cart-storage';

export function AddToCartButton({ product, className = '' }: { product: ProductView; className?: string }) {
  const navigate = useNavigate();
  const [added, setAdded] = useState(false);
  // The toast saying the last add could not be saved, while it may still be on screen.
  const failedToast = useRef<number | null>(null);

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => {
      setAdded(false);
      void navigate({ to: '/cart' });
    }, ADDED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [added, navigate]);

  function add() {
    if (added) return;
    try {
      addToCart({
        id: product.id,
        name: product.name,
        price: product.price,
        images: product.images.map((image) => image.url),
      });
    } catch (error) {
      if (error instanceof CartWriteError || error instanceof CartFullError) {
        if (failedToast.current !== null) dismissToast(failedToast.current);
        failedToast.current = toast(error.message, 'error');
        return;
      }
      throw error;
    }
    if (failedToast.current !== null) dismissToast(failedToast.current);
    failedToast.current = null;
    toast('Added to cart');
    setAdded(true);
  }

  return (
    <button
      type="button"
      onClick={add}
      aria-disabled={added}
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
