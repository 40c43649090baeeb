/**
 * The order the cart's Pay Now last started, so that paying again with the same basket pays that
 * order again instead of making a new one (decision 0035). Kept in localStorage (every tab of the
 * store shares it): the signed-in email, the order's id, what the basket and its details were
 * (`checkoutKey`) and when. It is forgotten when a payment succeeds, and read as nothing after a
 * day, for another account, or when damaged. Reading and writing never throw.
 */
import { browserStorage } from './browser-storage';

export const PENDING_CHECKOUT_KEY = 'pending-checkout';
/** How long an unpaid order from the cart is paid again rather than replaced by a new one. */
export const PENDING_CHECKOUT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface PendingCheckout {
  email: string;
  orderId: number;
  key: string;
  at: number;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The same JSON for the same value whatever the order of its keys. */
function stable(value: unknown): Json {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    const out: { [key: string]: Json } = {};
    for (const key of Object.keys(value).sort()) {
      const item = (value as Record<string, unknown>)[key];
      if (item !== undefined) out[key] = stable(item);
    }
    return out;
  }
  return (value ?? null) as Json;
}

/**
 * What makes two checkouts the same purchase: the same products in the same quantities (in any
 * order, a product's lines added up), the same address and contact, and every other field sent
 * (a promo code, for one) the same. Only where the payment page returns is left out.
 */
export function checkoutKey(payload: {
  items: ReadonlyArray<{ product_id: number; quantity: number }>;
  [field: string]: unknown;
}): string {
  const { items, ...rest } = payload;
  delete rest.callback_url;
  const merged = new Map<number, number>();
  for (const item of items) merged.set(item.product_id, (merged.get(item.product_id) ?? 0) + item.quantity);
  const lines = [...merged.entries()].sort(([a], [b]) => a - b);
  return JSON.stringify(stable({ lines, ...rest }));
}

export function readPendingCheckout(email: string, now = Date.now()): PendingCheckout | null {
  try {
    const parsed: unknown = JSON.parse(browserStorage('local')?.getItem(PENDING_CHECKOUT_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const record = parsed as Partial<PendingCheckout>;
    if (
      record.email !== email ||
      typeof record.orderId !== 'number' ||
      !Number.isSafeInteger(record.orderId) ||
      typeof record.key !== 'string' ||
      typeof record.at !== 'number' ||
      now - record.at > PENDING_CHECKOUT_MAX_AGE_MS ||
      record.at > now
    )
      return null;
    return record as PendingCheckout;
  } catch {
    return null;
  }
}

export function rememberPendingCheckout(record: PendingCheckout): void {
  try {
    browserStorage('local')?.setItem(PENDING_CHECKOUT_KEY, JSON.stringify(record));
  } catch {
    // Storage full or blocked: paying again from the cart makes a new order, as it did before.
  }
}

export function forgetPendingCheckout(): void {
  try {
    browserStorage('local')?.removeItem(PENDING_CHECKOUT_KEY);
  } catch {
    // nothing to forget
  }
}
