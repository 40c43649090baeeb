/**
 * A product's shades or sizes (this project's extension for variants and stock, decision 0046), as
 * the contract sends them but with the price read as naira (null: the product's). A host without
 * the extension sends none: the product is one thing, always addable, as the spec has it. What is
 * left of one (`unitsLeft`, `soldOut`) is read here too, beside the cards and the cart that use it.
 */
import { priceToNumber } from '@/lib/money';
import type { components } from './schema.gen';

type ProductVariant = components['schemas']['ProductVariant'];

export type VariantView = Omit<ProductVariant, 'price'> & { price: number | null };

export function normalizeVariants(list: readonly ProductVariant[] = []): VariantView[] {
  return list.map((v) => ({ ...v, price: v.price == null || v.price === '' ? null : priceToNumber(v.price) }));
}

type Countable = Pick<VariantView, 'stock' | 'on_sale'>;

/** Units a shopper can add now: a variant off sale has none; null when the host does not count them. */
export function unitsLeft(product: { stock: number | null }, variant?: Countable | null): number | null {
  if (variant) return variant.on_sale ? variant.stock : 0;
  return product.stock;
}

/** True when nothing of the product can be added: every variant sold out or off sale, or its own stock 0. */
export function soldOut(product: { stock: number | null; variants: readonly Countable[] }): boolean {
  return product.variants.length > 0 ? product.variants.every((v) => unitsLeft(product, v) === 0) : product.stock === 0;
}
