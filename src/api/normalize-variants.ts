/**
 * A product's shades or sizes (this project's extension for variants and stock, decision 0046), as
 * the contract sends them but with the price read as naira (null: the product's). A host without
 * the extension sends none: the product is one thing, always addable, as the spec has it.
 */
import { priceToNumber } from '@/lib/money';
import type { components } from './schema.gen';

type ProductVariant = components['schemas']['ProductVariant'];

export type VariantView = Omit<ProductVariant, 'price'> & { price: number | null };

export function normalizeVariants(list: readonly ProductVariant[] = []): VariantView[] {
  return list.map((v) => ({ ...v, price: v.price == null || v.price === '' ? null : priceToNumber(v.price) }));
}
