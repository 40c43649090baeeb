/**
 * What is left to sell, in the words (decision 0046): "In stock", "Only N left" (3 or
 * fewer, the contract's low-stock line), "Out of stock". Stock not counted (a host without the
 * extension) has no line and no limit.
 */
import type { ProductView } from '@/api/normalize';
import type { VariantView } from '@/api/normalize-variants';
import type { CartProduct } from './cart-storage';

/** A stock at or below this reads "Only N left" (openapi.yaml, the overview's low_stock threshold). */
export const LOW_STOCK = 3;

interface Countable {
  stock: number;
  on_sale: boolean;
}

/** Units a shopper can add now: a variant off sale has none; null when the host does not count them. */
export function unitsLeft(product: { stock: number | null }, variant?: Countable | null): number | null {
  if (variant) return variant.on_sale ? variant.stock : 0;
  return product.stock;
}

/** The stock line for what is left; null when not counted. */
export function stockLine(left: number | null): string | null {
  if (left === null) return null;
  if (left <= 0) return 'Out of stock';
  if (left <= LOW_STOCK) return `Only ${left} left`;
  return 'In stock';
}

/** True when nothing of the product can be added: every variant sold out or off sale, or its own stock 0. */
export function soldOut(product: { stock: number | null; variants: readonly Countable[] }): boolean {
  if (product.variants.length > 0) return product.variants.every((v) => unitsLeft(product, v) === 0);
  return product.stock === 0;
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
