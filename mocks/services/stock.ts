/**
 * Variants and stock (this project's extension, docs/decisions/0046-stock-taken-at-payment.md):
 * what a line can have now, the lines checkout refuses, stock taken when an order is paid and
 * given back when it is cancelled or fully refunded, and what the dashboard calls low.
 * Nothing is reserved at checkout: a pending order holds no stock.
 */
import type { components } from '../../src/api/schema.gen';
import { LOW_STOCK_AT } from '../../src/config/constants';
import type { Database } from '../db';
import { HttpResponse } from 'msw';
import type { OrderItemRow, OrderRow, ProductRow } from '../db/schema';
import { shapesFor } from '../scenarios/engine';

type Schemas = components['schemas'];
export type Variant = NonNullable<ProductRow['variants']>[number];
export type Shortfall = Schemas['StockShortfalls'][number];

/** One line asking for stock: a product, its variant (null: none) and a quantity. */
export interface StockLine {
  product_id: number;
  variant_id: number | null;
  quantity: number;
}

export const hasVariants = (product: Pick<ProductRow, 'variants'>) => (product.variants?.length ?? 0) > 0;

export function variantOf(product: Pick<ProductRow, 'variants'>, variantId: number | null | undefined) {
  return variantId == null ? undefined : product.variants?.find((v) => v.id === variantId);
}

/** What can be sold now of a product or one of its variants; null when its stock is not counted. */
export function available(product: ProductRow, variant: Variant | undefined): number | null {
  if (variant) return variant.on_sale ? variant.stock : 0;
  return product.stock ?? null;
}

/** Whether a shopper can add the product now (the listing's `in_stock`). */
export function canBuy(product: ProductRow): boolean {
  if (hasVariants(product)) return product.variants!.some((v) => v.on_sale && v.stock > 0);
  return product.stock == null || product.stock > 0;
}

/** The product's low lines: on-sale variants at or below LOW_STOCK_AT, or its own stock. */
export function lowLines(product: ProductRow): Array<{ variant: Variant | null; stock: number }> {
  if (hasVariants(product))
    return product
      .variants!.filter((v) => v.on_sale && v.stock <= LOW_STOCK_AT)
      .map((v) => ({ variant: v, stock: v.stock }));
  return product.stock != null && product.stock <= LOW_STOCK_AT ? [{ variant: null, stock: product.stock }] : [];
}

export const isLow = (product: ProductRow) => lowLines(product).length > 0;

/** The overview's `low_stock`: products with something low, and the lowest 10 lines. */
export function lowStockOverview(db: Database): NonNullable<Schemas['Overview']['low_stock']> {
  const products = db.products.where(isLow);
  const lines = products
    .flatMap((product) =>
      lowLines(product).map(({ variant, stock }) => ({
        product_id: product.id,
        name: product.name,
        variant_id: variant?.id ?? null,
        variant_label: variant?.label ?? null,
        stock,
        order: variant ? product.variants!.indexOf(variant) : 0,
      })),
    )
    .sort((a, b) => a.stock - b.stock || a.product_id - b.product_id || a.order - b.order)
    .slice(0, 10)
    .map(({ order: _order, ...line }) => line);
  return { threshold: LOW_STOCK_AT, count: products.length, lines };
}

/** Each line that asks for more than is left, saying what is left (lines already merged). */
export function shortfalls(db: Database, lines: StockLine[]): Shortfall[] {
  const out: Shortfall[] = [];
  for (const line of lines) {
    const product = db.products.get(line.product_id);
    if (!product) continue;
    const variant = variantOf(product, line.variant_id);
    const left = available(product, variant);
    if (left === null || line.quantity <= left) continue;
    out.push({
      product_id: product.id,
      variant_id: variant?.id ?? null,
      name: product.name,
      variant_label: variant?.label ?? null,
      requested: line.quantity,
      available: left,
    });
  }
  return out;
}

/** "Only 1 left of X (04 Caramel)." for one line; the count and each line's words for several. */
export function shortfallMessage(lines: Shortfall[]): string {
  const what = (line: Shortfall) => (line.variant_label ? `${line.name} (${line.variant_label})` : line.name!);
  const left = (line: Shortfall) =>
    line.available === 0 ? `${what(line)} is sold out` : `only ${line.available} left of ${what(line)}`;
  if (lines.length === 1) {
    const line = lines[0]!;
    return line.available === 0 ? `${what(line)} is sold out.` : `Only ${line.available} left of ${what(line)}.`;
  }
  return `${lines.length} items are no longer available as asked: ${lines.map(left).join('; ')}.`;
}

/** Stops a handler with 409 out_of_stock when a line asks for more than is left. */
export function refuseShortfalls(db: Database, lines: StockLine[]): void {
  const short = shortfalls(db, lines);
  if (short.length > 0)
    throw HttpResponse.json({ error: 'out_of_stock', message: shortfallMessage(short), lines: short }, { status: 409 });
}

/** An order's lines as stock asks for them. */
export const stockLines = (items: OrderItemRow[]): StockLine[] =>
  items.map((item) => ({ product_id: item.product_id, variant_id: item.variant_id ?? null, quantity: item.quantity }));

/** Adds `sign × quantity` of each of the order's lines to its product or variant (never below 0). */
async function move(db: Database, order: OrderRow, sign: 1 | -1): Promise<void> {
  for (const item of order.items) {
    const product = db.products.get(item.product_id);
    if (!product) continue;
    await db.products.update(product.id, (p) => {
      const variant = variantOf(p, item.variant_id);
      if (variant) variant.stock = Math.max(0, variant.stock + sign * item.quantity);
      else if (!hasVariants(p) && p.stock != null) p.stock = Math.max(0, p.stock + sign * item.quantity);
    });
  }
}

/** When an order is paid: takes its stock, once, if its checkout counted stock. */
export async function takeStock(db: Database, orderId: number): Promise<void> {
  const order = db.orders.get(orderId);
  if (!order?.counts_stock || order.stock_taken) return;
  await move(db, order, -1);
  await db.orders.update(order.id, (o) => {
    o.stock_taken = true;
  });
}

/** When a paid order is cancelled or fully refunded: gives its stock back, once. */
export async function giveBackStock(db: Database, orderId: number): Promise<void> {
  const order = db.orders.get(orderId);
  if (!order?.stock_taken) return;
  await move(db, order, 1);
  await db.orders.update(order.id, (o) => {
    o.stock_taken = false;
  });
}

/** The next free variant id across the catalogue. */
export function nextVariantId(db: Database): number {
  let max = 0;
  for (const product of db.products.all()) for (const v of product.variants ?? []) max = Math.max(max, v.id);
  return max + 1;
}

/**
 * Whether this request reaches a host that does not count stock: under `shapes:spec` or
 * `shapes:lean` the mock answers as a host without the extension, so checkout refuses nothing
 * for stock and its order takes none when paid.
 */
export const stockNotCounted = (request: Request): boolean => shapesFor(request) !== null;
