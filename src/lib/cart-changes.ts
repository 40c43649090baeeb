/**
 * The cart's changes (add, set, move, remove; decision 0046's shades, sizes and what is left), apart
 * from ./cart-storage.ts: the shell, which reads the cart and its count on every page, does not
 * carry them; the pages that change the cart load them. Each reads the lines from storage, changes
 * them and writes them back (see ./cart-storage.ts).
 */
import type { ProductView } from '@/api/normalize';
import { unitsLeft, type VariantView } from '@/api/normalize-variants';
import { capQty, CART_LINES_MAX, lineKey, readCart, writeCart, type CartLine } from './cart-storage';

/** What a shopper reads when a product would be the cart's 51st line. */
export const CART_FULL_MESSAGE = `Your cart already holds ${CART_LINES_MAX} different products, the most one order can take. Remove one to add another.`;

/** Reads from storage, applies the change, writes back: the one way every change is made. */
function updateCart(change: (lines: CartLine[]) => CartLine[]): CartLine[] {
  const next = change(readCart().map((line) => ({ ...line })));
  writeCart(next);
  return next;
}

export type CartProduct = Pick<CartLine, 'id' | 'name' | 'price' | 'images' | 'variant' | 'left'>;

/** Why a product was not added: the cart already holds CART_LINES_MAX different products. Nothing changed. */
export class CartFullError extends Error {
  constructor() {
    super(CART_FULL_MESSAGE);
    this.name = 'CartFullError';
  }
}

/**
 * Adds a product; an existing line's quantity goes up instead, and it takes the product's name,
 * price, pictures and units left as just read (today's, not those of when it was first added). A
 * product's shades or sizes are lines of their own. Returns whether the line was new, and whether
 * fewer were added than asked because the line now holds all that is left (`capped`), and how
 * many were (`taken`). Nothing left: nothing changes. A new line in a cart of CART_LINES_MAX lines
 * throws CartFullError.
 */
export function addToCart(product: CartProduct, qty = 1): { added: boolean; capped: boolean; taken: number } {
  let added = false;
  let taken = 0;
  if (product.left !== 0)
    updateCart((lines) => {
      const at = lines.findIndex((line) => lineKey(line) === lineKey(product));
      const before = at < 0 ? 0 : lines[at]!.qty;
      if (at < 0 && lines.length >= CART_LINES_MAX) throw new CartFullError();
      const line: CartLine = { ...product, qty: Math.max(before, capQty(before + qty, product)) };
      taken = line.qty - before;
      added = at < 0;
      if (added) lines.push(line);
      else lines[at] = line;
      return lines;
    });
  return { added, capped: taken < qty, taken };
}

/**
 * Sets a line's quantity (at most CART_QTY_MAX and what is left); 0 or less removes the line. The
 * line is named by `lineKey` (a product's id alone for a line without a variant). Returns whether it
 * was removed.
 */
export function setCartQty(key: number | string, qty: number): { removed: boolean } {
  const named = (line: CartLine) => lineKey(line) === String(key);
  if (!(qty >= 1)) {
    updateCart((lines) => lines.filter((line) => !named(line)));
    return { removed: true };
  }
  updateCart((lines) =>
    lines.map((line) => (named(line) ? { ...line, qty: Math.max(1, capQty(Math.floor(qty), line)) } : line)),
  );
  return { removed: false };
}

/**
 * Moves a line's quantity by `delta` from what storage holds now (so a change made in another
 * tab is the starting point, not this tab's last render). Reaching 0 removes the line.
 */
export function changeCartQty(key: number | string, delta: number): { removed: boolean } {
  const line = readCart().find((l) => lineKey(l) === String(key));
  // Gone already (another tab removed it): nothing to change here.
  if (!line) return { removed: false };
  return setCartQty(key, line.qty + delta);
}

export function removeFromCart(key: number | string): void {
  updateCart((lines) => lines.filter((line) => lineKey(line) !== String(key)));
}

/** What goes into the cart for a product and its chosen shade or size: the variant's price and picture first, what is left. */
export function cartProductOf(product: ProductView, variant: VariantView | null = null): CartProduct {
  const images = product.images.map((image) => image.url);
  const left = unitsLeft(product, variant);
  return {
    id: product.id,
    name: product.name,
    price: variant?.price ?? product.price,
    images: variant?.image ? [variant.image, ...images] : images,
    ...(variant && { variant: { id: variant.id, label: variant.label } }),
    ...(left !== null && { left }),
  };
}

/** What a cart line says when it holds all that is left. */
export function allLeftInCartMessage(left: number): string {
  return `Only ${left} left, and all of them are in your cart.`;
}
