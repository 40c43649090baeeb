/**
 * The promo code applied in the cart (decision 0034), kept with the cart in localStorage so a
 * reload keeps it: the signed-in email it was checked for, the code, its percent and expiry. It
 * counts only for that account, and the cart checks it again with the host on every visit.
 * Whether this host takes promo codes at all is learnt from its answers and kept for the page's
 * life (`promoUnsupported`). Reading and writing never throw.
 */
import { useSyncExternalStore } from 'react';
import { browserStorage } from '@/lib/browser-storage';

export const APPLIED_PROMO_KEY = 'cart-promo';

export interface AppliedPromo {
  email: string;
  code: string;
  percent_off: number;
  expires_at: string;
}

export interface PromoState {
  applied: AppliedPromo | null;
  /** The host answered that it has no promo codes: the field is hidden. */
  unsupported: boolean;
  /** Why a code was taken off (checked again on a visit, or at checkout), until the next change. */
  notice: string | null;
}

const listeners = new Set<() => void>();
let unsupported = false;
let notice: string | null = null;
let snapshot: PromoState | null = null;

function read(): AppliedPromo | null {
  try {
    const value: unknown = JSON.parse(browserStorage('local')?.getItem(APPLIED_PROMO_KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { email, code, percent_off, expires_at } = value as Record<string, unknown>;
    if (typeof email !== 'string' || typeof code !== 'string' || typeof expires_at !== 'string') return null;
    if (typeof percent_off !== 'number' || !(percent_off > 0 && percent_off <= 100)) return null;
    return { email, code: code.slice(0, 64), percent_off, expires_at };
  } catch {
    return null;
  }
}

function changed(): void {
  snapshot = null;
  for (const listener of listeners) listener();
}

function getSnapshot(): PromoState {
  snapshot ??= { applied: unsupported ? null : read(), unsupported, notice };
  return snapshot;
}

const SIGNED_OUT_STATE: PromoState = { applied: null, unsupported: false, notice: null };

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === APPLIED_PROMO_KEY) changed();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function applyPromo(promo: AppliedPromo): void {
  notice = null;
  try {
    browserStorage('local')?.setItem(APPLIED_PROMO_KEY, JSON.stringify(promo));
  } catch {
    // storage refused: the code still applies for this page
  }
  changed();
}

/** Takes the code off, saying why when the shopper did not ask for it (`reason`). */
export function removePromo(reason: string | null = null): void {
  notice = reason;
  try {
    browserStorage('local')?.removeItem(APPLIED_PROMO_KEY);
  } catch {
    // nothing to do
  }
  changed();
}

/** The host has no promo codes: forget the code and hide the field until the page is reloaded. */
export function markPromoUnsupported(reason: string): void {
  unsupported = true;
  removePromo(reason);
}

/** For tests: the page reloaded. */
export function resetPromoState(): void {
  unsupported = false;
  notice = null;
  changed();
}

/** The applied code, for this shopper only (another account's stored code does not count). */
export function useAppliedPromo(email: string): PromoState {
  const state = useSyncExternalStore(subscribe, getSnapshot, () => SIGNED_OUT_STATE);
  if (state.applied && state.applied.email !== email) return { ...state, applied: null };
  return state;
}
