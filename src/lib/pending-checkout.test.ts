/**
 * The order the cart last started (decision 0035): what counts as the same purchase, and when the
 * remembered order is no longer offered for paying again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkoutKey,
  forgetPendingCheckout,
  PENDING_CHECKOUT_KEY,
  PENDING_CHECKOUT_MAX_AGE_MS,
  readPendingCheckout,
  rememberPendingCheckout,
} from './pending-checkout';

const address = { type: 'pickup', contact_name: 'Ada Obi', contact_phone: '+2348031234567' } as const;
const payload = (items: Array<{ product_id: number; quantity: number }>, extra: Record<string, unknown> = {}) => ({
  items,
  shipping_address: address,
  shipping_amount: 0,
  currency: 'NGN',
  callback_url: 'https://shop.example/paystack/callback',
  ...extra,
});

describe('checkoutKey', () => {
  it('is the same for the same products and quantities in any order, lines of one product added up, any callback', () => {
    const key = checkoutKey(
      payload([
        { product_id: 1, quantity: 2 },
        { product_id: 3, quantity: 1 },
      ]),
    );
    expect(
      checkoutKey(
        payload([
          { product_id: 3, quantity: 1 },
          { product_id: 1, quantity: 2 },
        ]),
      ),
    ).toBe(key);
    expect(
      checkoutKey(
        payload([
          { product_id: 1, quantity: 1 },
          { product_id: 3, quantity: 1 },
          { product_id: 1, quantity: 1 },
        ]),
      ),
    ).toBe(key);
    expect(
      checkoutKey({
        ...payload([
          { product_id: 1, quantity: 2 },
          { product_id: 3, quantity: 1 },
        ]),
        callback_url: 'x',
      }),
    ).toBe(key);
  });

  it('differs for another quantity, another address or contact, or another promo code', () => {
    const key = checkoutKey(payload([{ product_id: 1, quantity: 2 }]));
    expect(checkoutKey(payload([{ product_id: 1, quantity: 3 }]))).not.toBe(key);
    expect(
      checkoutKey({
        ...payload([{ product_id: 1, quantity: 2 }]),
        shipping_address: { ...address, contact_name: 'Ngozi' },
      }),
    ).not.toBe(key);
    expect(checkoutKey(payload([{ product_id: 1, quantity: 2 }], { promo_code: 'WELCOME-ABC123' }))).not.toBe(key);
  });
});

describe('the remembered order', () => {
  let store: Map<string, string>;
  beforeEach(() => {
    store = new Map();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const record = { email: 'ada@example.com', orderId: 301, key: 'k', at: 1_000_000 };

  it('is read back for the same account within a day, and forgotten on request', () => {
    rememberPendingCheckout(record);
    expect(readPendingCheckout('ada@example.com', record.at + PENDING_CHECKOUT_MAX_AGE_MS)).toEqual(record);
    forgetPendingCheckout();
    expect(readPendingCheckout('ada@example.com', record.at)).toBeNull();
  });

  it('is nothing for another account, after a day, or when damaged', () => {
    rememberPendingCheckout(record);
    expect(readPendingCheckout('ngozi@example.com', record.at)).toBeNull();
    expect(readPendingCheckout('ada@example.com', record.at + PENDING_CHECKOUT_MAX_AGE_MS + 1)).toBeNull();
    store.set(PENDING_CHECKOUT_KEY, '{"email":"ada@example.com","orderId":"301"');
    expect(readPendingCheckout('ada@example.com', record.at)).toBeNull();
    store.set(PENDING_CHECKOUT_KEY, JSON.stringify({ ...record, orderId: '301' }));
    expect(readPendingCheckout('ada@example.com', record.at)).toBeNull();
  });
});
