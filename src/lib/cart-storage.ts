/**
 * The cart as the spec stores it: a list under 'cart' in localStorage, kept in step across tabs
 * through the storage event. Reading never throws: a missing, corrupt or old-format value reads as
 * an empty cart (issue: cart and checkout extends this with repair and write errors).
 */
import { useSyncExternalStore } from 'react';

export const CART_KEY = 'cart';

export interface CartLine {
  id: number;
  name: string;
  price: number | string;
  images: string[];
  qty: number;
}

function isLine(value: unknown): value is CartLine {
  const v = value as Partial<CartLine> | null;
  return !!v && typeof v.id === 'number' && typeof v.name === 'string' && typeof v.qty === 'number' && v.qty > 0;
}

export function readCart(storage: Storage | undefined = globalThis.localStorage): CartLine[] {
  try {
    const raw = storage?.getItem(CART_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isLine) : [];
  } catch {
    return [];
  }
}

/** Why a cart write did not stick (storage full or blocked): the screen tells the shopper. */
export class CartWriteError extends Error {
  constructor(cause: unknown) {
    super('Your cart could not be saved on this device. Free some space or leave private browsing, then try again.');
    this.name = 'CartWriteError';
    this.cause = cause;
  }
}

export function writeCart(lines: CartLine[], storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(CART_KEY, JSON.stringify(lines));
  } catch (error) {
    throw new CartWriteError(error);
  }
  notifyCartChanged();
}

export type CartProduct = Pick<CartLine, 'id' | 'name' | 'price' | 'images'>;

/** Adds a product; an existing line's quantity goes up instead. Returns whether it was new. */
export function addToCart(product: CartProduct, qty = 1): { added: boolean } {
  const lines = readCart();
  const existing = lines.find((line) => line.id === product.id);
  if (existing) existing.qty += qty;
  else lines.push({ id: product.id, name: product.name, price: product.price, images: product.images, qty });
  writeCart(lines);
  return { added: !existing };
}

/** Sets a line's quantity; 0 or less removes the line. Returns whether it was removed. */
export function setCartQty(id: number, qty: number): { removed: boolean } {
  const lines = readCart();
  if (qty <= 0) {
    writeCart(lines.filter((line) => line.id !== id));
    return { removed: true };
  }
  writeCart(lines.map((line) => (line.id === id ? { ...line, qty } : line)));
  return { removed: false };
}

let countSnapshot = -1;
const listeners = new Set<() => void>();

function currentCount(): number {
  return readCart().reduce((sum, line) => sum + line.qty, 0);
}

/** Tells subscribers that this tab changed the cart (other tabs hear it through `storage`). */
export function notifyCartChanged(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  const onChange = () => {
    const next = currentCount();
    if (next !== countSnapshot) {
      countSnapshot = next;
      listener();
    }
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_KEY || event.key === null) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  // Storage may have changed while nothing listened (another tab, a direct write): catch up now.
  onChange();
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

function getCount(): number {
  if (countSnapshot < 0) countSnapshot = currentCount();
  return countSnapshot;
}

/** The number of items in the cart (sum of quantities). */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, getCount, () => 0);
}
