/**
 * `stock:race`: another shopper buys first. At Pay Now (checkout, or paying an order again) the
 * first line of the request or order is left one short of what it asks for (sold out when it asks
 * for one), counted from then on, so the real handler answers `409 out_of_stock` naming it with
 * what is left (variants and stock, decision 0046).
 */
import type { OperationId } from '../../src/api/operations.gen';
import { db } from '../db';
import { idParam } from '../handlers/http';

export const STOCK_RACE_STATE = 'stock:race';

interface FirstLine {
  product_id: number;
  variant_id?: number | null;
  quantity: number;
}

async function firstLine(operation: OperationId, request: Request): Promise<FirstLine | undefined> {
  if (operation === 'initiateOrder') {
    const body = (await request
      .clone()
      .json()
      .catch(() => null)) as { items?: FirstLine[] } | null;
    return Array.isArray(body?.items) ? body.items[0] : undefined;
  }
  if (operation !== 'payOrder') return undefined;
  const id = /\/orders\/(\d+)\/pay$/.exec(new URL(request.url).pathname)?.[1];
  return id ? db.orders.get(idParam(id))?.items[0] : undefined;
}

/** Leaves the request's first line one short; true when it did. */
export async function loseTheRace(operation: OperationId, request: Request): Promise<boolean> {
  const line = await firstLine(operation, request);
  const product = line && typeof line.product_id === 'number' ? db.products.get(line.product_id) : undefined;
  if (!line || !product || !(line.quantity >= 1)) return false;
  const left = line.quantity - 1;
  await db.products.update(product.id, (p) => {
    const variant = p.variants?.find((v) => v.id === line.variant_id);
    if (variant) variant.stock = Math.min(variant.stock, left);
    else if (!p.variants?.length) p.stock = Math.min(p.stock ?? left, left);
  });
  return true;
}
