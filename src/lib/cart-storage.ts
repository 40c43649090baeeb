/**
 * The cart as the spec stores it: a list under 'cart' in localStorage, kept in step across tabs
 * through the storage event.
 *
 * - Reading never throws. A stored cart from an older version or a damaged one is repaired where
 *   it can be (a quantity "2" becomes 2, an id "7" becomes 7, a `{ items: [...] }` wrapper is
 *   unwrapped, lines of the same product are merged, a price string such as "₦4,500" is kept as
 *   the host sent it); lines that cannot be read are dropped, and a value that cannot be read at
 *   all reads as an empty cart. When something is lost, `getCartSnapshot().notice` says so until
 *   `dismissCartNotice()`.
 * - Every change reads the list from storage, changes it and writes it back (never from a React
 *   snapshot that may be stale), so a change made in another tab a moment ago survives.
 * - A write that fails (storage full or blocked) throws `CartWriteError`, and its message stays in
 *   `getCartSnapshot().writeError` until a write succeeds: the screen shows it.
 * - A line may name a shade or size (`variant`, decision 0046) and remember how many were left when
 *   the shopper last saw it (`left`): its quantity never goes above that. A line is known by its
 *   product and variant (`lineKey`); a cart stored before variants loads as it was.
 */
import { useSyncExternalStore } from 'react';
import { initiateOrderLimits } from '@/api/checkout-limits.gen';
import { priceToNumber } from './money';
import { browserStorage } from './browser-storage';

export const CART_KEY = 'cart';
/** The most of one product an order takes (openapi.yaml, CheckoutRequest: quantity 1–99), from the generated limits. */
export const CART_QTY_MAX: number = initiateOrderLimits['items[].quantity'].maximum;
/** The most different products an order takes (openapi.yaml, CheckoutRequest: 1 to 50 lines): the cart holds no more. */
export const CART_LINES_MAX: number = initiateOrderLimits.items.maxItems;

/** What the checkout says of a saved cart past the limit (another tab, an older version): it cannot be paid as it is. */
export function tooManyLinesMessage(lines: number): string {
  const over = lines - CART_LINES_MAX;
  return `Your cart holds ${lines} different products; one order can take at most ${CART_LINES_MAX}. Remove ${over === 1 ? '1 product' : `${over} products`} to pay.`;
}

export const CART_NOTICES = {
  emptied: 'We couldn’t read your saved cart, so it was emptied.',
  someRemoved: 'We couldn’t read part of your saved cart, so some items were removed.',
} as const;

export interface CartLine {
  id: number;
  name: string;
  price: number | string;
  images: string[];
  qty: number;
  /** The shade or size chosen (extension, decision 0046); absent for a product of one kind. */
  variant?: { id: number; label: string };
  /** Units left when last seen (extension); absent when the host does not count them. */
  left?: number;
}

/** A line's identity: its product, and its variant when it has one ("12" or "12:304"). */
export function lineKey(line: { id: number; variant?: { id: number } | null }): string {
  return line.variant ? `${line.id}:${line.variant.id}` : String(line.id);
}

export interface StoredCart {
  lines: CartLine[];
  /** What was lost reading it: nothing, some lines, or the whole value. */
  lost: 'none' | 'some' | 'all';
  /** True when the stored text is not already the canonical form of `lines` (write it back). */
  needsRewrite: boolean;
}

// ---------- reading and repairing ----------

function toId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) {
    const id = Number(value);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  }
  return null;
}

function toQty(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value.trim())
        : Number.NaN;
  if (!Number.isFinite(n)) return null;
  const whole = Math.floor(n);
  return whole >= 1 ? Math.min(whole, CART_QTY_MAX) : null;
}

function toPrice(value: unknown): number | string | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value === 'string') return /\d/.test(value) ? value : null;
  return null;
}

function toImages(value: unknown, single: unknown): string[] {
  const list = Array.isArray(value) ? value : [];
  const urls = list
    .map((image: unknown) =>
      typeof image === 'string'
        ? image
        : image && typeof image === 'object' && typeof (image as { url?: unknown }).url === 'string'
          ? (image as { url: string }).url
          : '',
    )
    .filter((url) => url !== '');
  if (urls.length === 0 && typeof single === 'string' && single) urls.push(single);
  return urls;
}

function toVariant(value: unknown): CartLine['variant'] | undefined {
  const v = (value ?? {}) as { id?: unknown; label?: unknown };
  const id = toId(v.id);
  const label = typeof v.label === 'string' ? v.label.trim() : '';
  return id === null || !label ? undefined : { id, label };
}

function toLeft(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/** One stored line in its current shape, or null when it lacks an id, name, price or quantity. */
function repairLine(value: unknown): CartLine | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const id = toId(v.id ?? v.product_id);
  const rawName = typeof v.name === 'string' ? v.name : typeof v.title === 'string' ? v.title : '';
  const name = rawName.trim();
  const price = toPrice(v.price);
  const qty = toQty(v.qty ?? v.quantity);
  if (id === null || !name || price === null || qty === null) return null;
  const line = { id, name, price, images: toImages(v.images ?? v.image_urls, v.image) } as CartLine;
  // Added only when present, so a cart stored before variants reads back exactly as it was.
  const variant = toVariant(v.variant);
  if (variant) line.variant = variant;
  const left = toLeft(v.left);
  if (left !== undefined) line.left = left;
  line.qty = Math.max(1, capQty(qty, line));
  return line;
}

/** Reads a stored value (the raw text) into lines; pure, for tests and for every reader below. */
export function parseStoredCart(raw: string | null): StoredCart {
  if (raw === null || raw === '') return { lines: [], lost: 'none', needsRewrite: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { lines: [], lost: 'all', needsRewrite: true };
  }
  // An older shape kept the lines in an object: { items: [...] }.
  const list = Array.isArray(parsed)
    ? parsed
    : parsed && typeof parsed === 'object' && Array.isArray((parsed as { items?: unknown }).items)
      ? (parsed as { items: unknown[] }).items
      : null;
  if (list === null) return { lines: [], lost: 'all', needsRewrite: true };

  const lines: CartLine[] = [];
  let dropped = 0;
  for (const item of list) {
    const line = repairLine(item);
    if (!line) {
      dropped += 1;
      continue;
    }
    const same = lines.find((l) => lineKey(l) === lineKey(line));
    if (same) same.qty = capQty(same.qty + line.qty, same);
    else lines.push(line);
  }
  const lost = dropped === 0 ? 'none' : lines.length === 0 ? 'all' : 'some';
  return { lines, lost, needsRewrite: JSON.stringify(lines) !== raw };
}

/** A quantity within the contract's limit and what is left of the line. */
export function capQty(qty: number, line: { left?: number }): number {
  return Math.min(qty, CART_QTY_MAX, line.left ?? CART_QTY_MAX);
}

function storageOf(storage?: Storage): Storage | undefined {
  return storage ?? browserStorage('local');
}

function readRaw(storage?: Storage): string | null {
  try {
    return storageOf(storage)?.getItem(CART_KEY) ?? null;
  } catch {
    return null;
  }
}

// The notice about a repair stays until dismissed; one stored value is reported once.
let notice: string | null = null;
let reportedRaw: string | null = null;

function load(storage?: Storage): StoredCart & { raw: string | null } {
  const raw = readRaw(storage);
  const stored = parseStoredCart(raw);
  if (stored.lost !== 'none' && raw !== reportedRaw) {
    reportedRaw = raw;
    notice = stored.lost === 'all' ? CART_NOTICES.emptied : CART_NOTICES.someRemoved;
  }
  return { ...stored, raw };
}

/** The lines in the cart now (repaired; never throws). */
export function readCart(storage?: Storage): CartLine[] {
  return load(storage).lines;
}

// ---------- writing ----------

/** Why a cart write did not stick (storage full or blocked): the screen tells the shopper. */
export class CartWriteError extends Error {
  constructor(cause: unknown) {
    super('Your cart could not be saved on this device. Free some space or leave private browsing, then try again.');
    this.name = 'CartWriteError';
    this.cause = cause;
  }
}

// The last write that failed, until one succeeds or the shopper dismisses it: whichever screen
// made the change, the cart page can still say why the cart did not change.
let writeError: string | null = null;

/** Stores the lines; throws CartWriteError when storage refuses (and keeps its message, see above). */
export function writeCart(lines: CartLine[], storage?: Storage): void {
  try {
    const target = storageOf(storage);
    if (!target) throw new Error('localStorage is not available');
    target.setItem(CART_KEY, JSON.stringify(lines));
  } catch (error) {
    const failure = new CartWriteError(error);
    writeError = failure.message;
    notifyCartChanged();
    throw failure;
  }
  writeError = null;
  notifyCartChanged();
}

/**
 * Writes a repaired cart back in the current shape, so the repair (and its notice) happens once.
 * A refusal is kept in the snapshot's `writeError` rather than thrown.
 */
export function repairStoredCart(): void {
  const stored = load();
  if (!stored.needsRewrite) return;
  try {
    writeCart(stored.lines);
  } catch (error) {
    if (!(error instanceof CartWriteError)) throw error;
  }
}

/** A sentence for the top of the cart, until dismissed (a change the store made to the cart). */
export function showCartNotice(text: string): void {
  notice = text;
  notifyCartChanged();
}

/** Empties the cart (after a successful payment). */
export function clearCart(): void {
  writeCart([]);
}

// ---------- totals ----------

/** A line's total in naira: its price reduced to digits (spec section 5, Listing) times its quantity. */
export function lineTotal(line: CartLine): number {
  return priceToNumber(line.price) * line.qty;
}

export function cartSubtotal(lines: readonly CartLine[]): number {
  return Math.round(lines.reduce((sum, line) => sum + lineTotal(line), 0) * 100) / 100;
}

export function cartItemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.qty, 0);
}

// ---------- subscribing (this tab and, through `storage`, the others) ----------

export interface CartSnapshot {
  lines: CartLine[];
  /** A repair the shopper should hear about, until dismissed. */
  notice: string | null;
  /** The message of the last write that storage refused, until a write succeeds or it is dismissed. */
  writeError: string | null;
  /** True when storage should be rewritten in the current shape (`repairStoredCart`). */
  needsRewrite: boolean;
}

const EMPTY: CartSnapshot = { lines: [], notice: null, writeError: null, needsRewrite: false };
let cached: { raw: string | null; snapshot: CartSnapshot } | null = null;
const listeners = new Set<() => void>();

/** The cart now, as one object that stays the same while storage, the notice and the write error do. */
export function getCartSnapshot(): CartSnapshot {
  // Parse only when the stored text changed; the notice was decided when it was first read.
  if (
    cached &&
    cached.raw === readRaw() &&
    cached.snapshot.notice === notice &&
    cached.snapshot.writeError === writeError
  )
    return cached.snapshot;
  const stored = load();
  const snapshot: CartSnapshot = { lines: stored.lines, notice, writeError, needsRewrite: stored.needsRewrite };
  cached = { raw: stored.raw, snapshot };
  return snapshot;
}

/** Tells subscribers that this tab changed the cart (other tabs hear it through `storage`). */
export function notifyCartChanged(): void {
  for (const listener of [...listeners]) listener();
}

export function dismissCartNotice(): void {
  if (notice === null) return;
  notice = null;
  notifyCartChanged();
}

export function dismissCartWriteError(): void {
  if (writeError === null) return;
  writeError = null;
  notifyCartChanged();
}

export function subscribeCart(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

const serverSnapshot = () => EMPTY;

/** The cart's lines and any repair notice, kept current in this tab and across tabs. */
export function useCart(): CartSnapshot {
  return useSyncExternalStore(subscribeCart, getCartSnapshot, serverSnapshot);
}

/** The number of items in the cart (sum of quantities). */
export function useCartCount(): number {
  return useSyncExternalStore(
    subscribeCart,
    () => cartItemCount(getCartSnapshot().lines),
    () => 0,
  );
}

/** For tests: forget the notice and the cache (module state outlives a test's storage). */
export function resetCartStateForTests(): void {
  notice = null;
  reportedRaw = null;
  writeError = null;
  cached = null;
}
