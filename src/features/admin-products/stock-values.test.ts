import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import type { ProductView } from '@/api/normalize';
import type { VariantView } from '@/api/normalize-variants';
import {
  checkStock,
  moved,
  stockBody,
  stockSummary,
  variantsError,
  type StockValues,
  type VariantDraft,
} from './stock-values';

const draft = (label: string, patch: Partial<VariantDraft> = {}): VariantDraft => ({
  key: label,
  label,
  swatch: '',
  price: '',
  stock: '1',
  onSale: true,
  image: null,
  ...patch,
});
const sizes = (...variants: VariantDraft[]): StockValues => ({ kind: 'size', variants, stock: '' });
const variant = (stock: number, on_sale = true): VariantView => ({
  id: stock + 1,
  kind: 'size',
  label: `${stock}`,
  swatch: null,
  price: null,
  stock,
  on_sale,
  image: null,
});
const product = (patch: Partial<ProductView>) =>
  ({ stockKnown: true, variants: [], stock: null, ...patch }) as ProductView;

describe('stock values', () => {
  it('moves a variant up or down, and not past an end', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });

  it("checks within the contract's limits: 60 characters, stock up to 1,000,000, a price up to 100,000,000", () => {
    const problems = checkStock(
      sizes(
        draft('x'.repeat(61)),
        draft('400 ml', { stock: '1000001', price: '100000001' }),
        draft('250 ml', { stock: '-1' }),
      ),
    );
    expect(problems?.fields).toEqual({
      'variants.0.label': 'Must be 60 characters or fewer.',
      'variants.1.stock': 'Must be between 0 and 1,000,000.',
      'variants.1.price': 'Must be between 0 and 100,000,000.',
      'variants.2.stock': 'Must be a whole number.',
    });
    // A size needs no swatch; a blank price is the product's.
    expect(checkStock(sizes(draft('250 ml'), draft('400 ml', { price: '7500' })))).toBeNull();
  });

  it('sends a size without a swatch, a blank price as null, and the own stock only without variants', () => {
    expect(stockBody(sizes(draft('400 ml', { id: 7, swatch: '#FFFFFF', price: ' ', stock: '3' })))).toEqual({
      variants: [
        { id: 7, kind: 'size', label: '400 ml', swatch: null, price: null, stock: 3, on_sale: true, image: null },
      ],
    });
    expect(stockBody({ kind: 'size', variants: [], stock: '' })).toEqual({ variants: [], stock: null });
  });

  it("leaves a non-variant failure to the form's usual message", () => {
    expect(variantsError(new ApiError(400, 'invalid_price', 'Price must be a number.'), sizes())).toBeNull();
    const problems = variantsError(
      new ApiError(400, 'invalid_variants', '', { stock: 'Too many.' }, { serverSentMessage: false }),
      sizes(),
    );
    expect(problems).toEqual({
      form: 'Some variants could not be saved. See the marked fields.',
      fields: { stock: 'Too many.' },
    });
  });

  it('reads stock at a glance: own stock, low, out, and what is off sale left out', () => {
    expect(stockSummary(product({ stockKnown: false }))).toBeNull();
    expect(stockSummary(product({ stock: null }))).toBeNull();
    expect(stockSummary(product({ stock: 0 }))).toEqual({ text: 'Out of stock', tone: 'out' });
    expect(stockSummary(product({ stock: 3 }))).toEqual({ text: 'Low: 3 left', tone: 'low' });
    expect(stockSummary(product({ stock: 1200 }))).toEqual({ text: '1,200 in stock', tone: 'ok' });
    expect(stockSummary(product({ variants: [variant(20), variant(0), variant(0)] }))).toEqual({
      text: '20 in stock · 2 sizes sold out',
      tone: 'low',
    });
    expect(stockSummary(product({ variants: [variant(9, false), variant(0)] }))).toEqual({
      text: 'Out of stock',
      tone: 'out',
    });
  });
});
