/**
 * A product write's `variants` and `stock` (this project's extension, decision 0046): read from
 * JSON or a multipart form (where `variants` is JSON text and `stock` a decimal string), checked
 * against the contract's limits and the rules the schema cannot say, and refused
 * `400 invalid_variants` with `fields` naming `variants.{index}.{field}`.
 */
import { limits } from '../../src/api/limits.gen';
import { characters } from '../../src/lib/limits';
import type { Database } from '../db';
import type { ProductRow } from '../db/schema';
import { nextVariantId, type Variant } from '../services/stock';
import { fail } from './http';

const LIMITS = limits.updateProduct;
const MAX_VARIANTS = LIMITS.variants.maxItems;
const LABEL_MAX = LIMITS['variants[].label'].maxLength;
const STOCK_MAX = LIMITS.stock.maximum;
const PRICE_MAX = LIMITS['variants[].price'].maximum;
const IMAGE_MAX = LIMITS['variants[].image'].maxLength;
const SWATCH = /^#[0-9A-Fa-f]{6}$/;
const URL_LIKE = /^(https?:\/\/\S+|\/\S*)$/;

type Json = Record<string, unknown>;

export interface StockFields {
  /** The new list, ids given; undefined: not sent. */
  variants?: Variant[];
  /** The product's own stock; null: not counted; undefined: not sent. */
  stock?: number | null;
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const wholeIn = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

function refuse(fields: Record<string, string>): never {
  const [first] = Object.entries(fields);
  const at = /^variants\.(\d+)\./.exec(first![0]);
  const message = at ? `Variant ${Number(at[1]) + 1}: ${first![1]}` : first![1];
  return fail(400, 'invalid_variants', message, fields);
}

/** The form's stock: '' is not counted, else a whole number in bounds. */
function stockOf(value: unknown, isForm: boolean): number | null {
  if (value === null || (isForm && value === '')) return null;
  const n = isForm && typeof value === 'string' && /^\d{1,7}$/.test(value) ? Number(value) : value;
  if (!wholeIn(n, STOCK_MAX))
    refuse({ stock: `Stock must be a whole number from 0 to ${STOCK_MAX.toLocaleString('en-US')}.` });
  return n;
}

function listOf(value: unknown, isForm: boolean): unknown[] {
  let list = value;
  if (isForm) {
    try {
      list = JSON.parse(String(value)) as unknown;
    } catch {
      list = null;
    }
  }
  if (!Array.isArray(list)) refuse({ variants: 'Variants must be a list.' });
  if (list.length > MAX_VARIANTS) refuse({ variants: `At most ${MAX_VARIANTS} variants.` });
  return list;
}

/** One variant as sent, checked; problems go into `fields`. */
function variantOf(item: unknown, index: number, product: ProductRow | null, fields: Record<string, string>) {
  const at = (name: string, problem: string) => (fields[`variants.${index}.${name}`] ??= problem);
  if (!isObject(item)) return void at('kind', 'Each variant must be an object.');
  const kind = item.kind;
  if (kind !== 'shade' && kind !== 'size') at('kind', 'Kind must be shade or size.');
  const label = typeof item.label === 'string' ? item.label.trim() : '';
  if (!label) at('label', 'Label is required.');
  else if (characters(label) > LABEL_MAX) at('label', `Label must be at most ${LABEL_MAX} characters.`);
  const swatch = item.swatch ?? null;
  if (swatch !== null && (typeof swatch !== 'string' || !SWATCH.test(swatch)))
    at('swatch', 'Swatch must be a colour like #A86B45.');
  else if (kind === 'shade' && swatch === null) at('swatch', 'A shade needs a swatch colour.');
  const price = item.price ?? null;
  if (price !== null && !(typeof price === 'number' && price >= 0 && price <= PRICE_MAX))
    at('price', `Price must be a number from 0 to ${PRICE_MAX.toLocaleString('en-US')}.`);
  if (!wholeIn(item.stock, STOCK_MAX))
    at('stock', `Stock must be a whole number from 0 to ${STOCK_MAX.toLocaleString('en-US')}.`);
  const onSale = item.on_sale ?? true;
  if (typeof onSale !== 'boolean') at('on_sale', 'On sale must be true or false.');
  const image = item.image ?? null;
  if (image !== null && (typeof image !== 'string' || image.length > IMAGE_MAX || !URL_LIKE.test(image)))
    at('image', 'Image must be a URL.');
  const id = item.id ?? null;
  if (id !== null && !product?.variants?.some((v) => v.id === id))
    at('id', `This product has no variant ${String(id)}.`);
  return {
    id: id as number | null,
    kind: kind as Variant['kind'],
    label,
    swatch: kind === 'shade' ? (swatch as string | null) : null,
    price: price as number | null,
    stock: item.stock as number,
    on_sale: onSale as boolean,
    image: image as string | null,
  };
}

/** The write's variants and stock, checked (product: the one updated; null on create). */
export function readStockFields(db: Database, body: Json, isForm: boolean, product: ProductRow | null): StockFields {
  const out: StockFields = {};
  if ('stock' in body) out.stock = stockOf(body.stock, isForm);
  if (!('variants' in body)) return out;
  const fields: Record<string, string> = {};
  const read = listOf(body.variants, isForm).map((item, index) => variantOf(item, index, product, fields));
  const seen = new Map<string, number>();
  read.forEach((variant, index) => {
    if (!variant) return;
    if (variant.kind !== read[0]?.kind)
      fields[`variants.${index}.kind`] ??= 'Every variant of a product is of one kind.';
    const key = variant.label.toLowerCase();
    if (seen.has(key)) fields[`variants.${index}.label`] ??= `Another variant is labelled ${variant.label}.`;
    seen.set(key, index);
  });
  if (Object.keys(fields).length > 0) refuse(fields);
  let next = nextVariantId(db);
  out.variants = read.map((variant) => ({ ...variant!, id: variant!.id ?? next++ }));
  return out;
}

/** Applies the read fields to a product row: a product with variants counts each variant instead. */
export function applyStockFields(row: Pick<ProductRow, 'variants' | 'stock'>, fields: StockFields): void {
  if (fields.variants !== undefined) row.variants = fields.variants;
  if (fields.stock !== undefined) row.stock = fields.stock;
  if ((row.variants?.length ?? 0) > 0) row.stock = null;
}
