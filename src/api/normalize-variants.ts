/**
 * A product's shades or sizes and its stock, as the screens read them (this project's extension
 * for variants and stock, decision 0046). A host without it sends neither: no variants, stock not
 * counted (null), and the product is one thing, always addable, as the spec has it.
 */
import { priceToNumber } from '@/lib/money';
import type { components } from './schema.gen';

type ProductVariant = components['schemas']['ProductVariant'];

export interface VariantView {
  id: number;
  kind: 'shade' | 'size';
  label: string;
  /** A shade's colour ("#RRGGBB"); null for a size. */
  swatch: string | null;
  /** Its own price in naira; null means the product's. */
  price: number | null;
  stock: number;
  onSale: boolean;
  /** Its own picture; null means the product's. */
  image: string | null;
}

export function normalizeVariants(list: readonly ProductVariant[] | undefined): VariantView[] {
  return (list ?? []).map((v) => ({
    id: v.id,
    kind: v.kind,
    label: v.label,
    swatch: v.swatch ?? null,
    price: v.price === null || v.price === undefined || v.price === '' ? null : priceToNumber(v.price),
    stock: v.stock,
    onSale: v.on_sale,
    image: v.image ?? null,
  }));
}
