/**
 * Shades and sizes as the contract sends them (decision 0046), for tests and stories that need a
 * product with variants whatever the seed holds: tests put them on a product's row, stories answer
 * them from a handler. Swatches run from fair to deep; one of each list is low, one sold out.
 */
import type { components } from '@/api/schema.gen';

/** As the mock sends them: a price is a number or null. */
type ProductVariant = components['schemas']['ProductVariant'] & { price: number | null };

export const SHADES: ProductVariant[] = [
  { id: 901, kind: 'shade', label: '01 Porcelain', swatch: '#F1D3BC', price: null, stock: 12, on_sale: true },
  { id: 902, kind: 'shade', label: '02 Honey', swatch: '#D6A06F', price: null, stock: 3, on_sale: true },
  { id: 903, kind: 'shade', label: '03 Caramel', swatch: '#A86B45', price: null, stock: 8, on_sale: true },
  { id: 904, kind: 'shade', label: '04 Espresso', swatch: '#5A3524', price: null, stock: 0, on_sale: true },
];

export const SIZES: ProductVariant[] = [
  { id: 911, kind: 'size', label: '250 ml', swatch: null, price: null, stock: 20, on_sale: true },
  { id: 912, kind: 'size', label: '400 ml', swatch: null, price: 5200, stock: 2, on_sale: true },
];
