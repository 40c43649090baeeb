// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CART_KEY,
  CART_LINES_MAX,
  CART_NOTICES,
  CART_QTY_MAX,
  cartItemCount,
  cartSubtotal,
  CartWriteError,
  clearCart,
  dismissCartNotice,
  dismissCartWriteError,
  getCartSnapshot,
  lineTotal,
  notifyCartChanged,
  parseStoredCart,
  readCart,
  repairStoredCart,
  resetCartStateForTests,
  subscribeCart,
  tooManyLinesMessage,
  writeCart,
  type CartLine,
} from './cart-storage';
import {
  addToCart,
  allLeftInCartMessage,
  CART_FULL_MESSAGE,
  CartFullError,
  changeCartQty,
  removeFromCart,
  setCartQty,
} from './cart-changes';

const LOTION: CartLine = { id: 1, name: 'Carrot Glow Lotion', price: 4500, images: ['/a.svg'], qty: 1 };
const SOAP: CartLine = { id: 2, name: 'Black Soap', price: '₦2,000', images: [], qty: 2 };

const store = (value: unknown) =>
  localStorage.setItem(CART_KEY, typeof value === 'string' ? value : JSON.stringify(value));
const stored = () => JSON.parse(localStorage.getItem(CART_KEY) ?? 'null') as unknown;

/** What another tab does: write storage, and this tab hears a storage event (jsdom sends none). */
function otherTabWrites(value: unknown) {
  const oldValue = localStorage.getItem(CART_KEY);
  store(value);
  window.dispatchEvent(
    new StorageEvent('storage', {
      key: CART_KEY,
      oldValue,
      newValue: localStorage.getItem(CART_KEY),
      storageArea: localStorage,
    }),
  );
}

beforeEach(() => {
  localStorage.clear();
  resetCartStateForTests();
});
afterEach(() => {
  localStorage.clear();
  resetCartStateForTests();
});

describe('reading the stored cart', () => {
  it('reads nothing stored as an empty cart, with no notice', () => {
    expect(readCart()).toEqual([]);
    expect(getCartSnapshot()).toMatchObject({ lines: [], notice: null, needsRewrite: false });
  });

  it('reads a cart in the current shape as it is', () => {
    store([LOTION, SOAP]);
    expect(readCart()).toEqual([LOTION, SOAP]);
    expect(getCartSnapshot()).toMatchObject({ notice: null, needsRewrite: false });
  });

  it('empties a value that is not JSON, and says so', () => {
    store('{not json');
    expect(readCart()).toEqual([]);
    expect(getCartSnapshot().notice).toBe('We couldn’t read your saved cart, so it was emptied.');
    expect(getCartSnapshot().needsRewrite).toBe(true);
  });

  it.each([['42'], ['"cart"'], ['null'], ['{"lines":1}'], ['true']])(
    'empties a value that is not a list (%s)',
    (raw) => {
      store(raw);
      expect(readCart()).toEqual([]);
      expect(getCartSnapshot().notice).toBe(CART_NOTICES.emptied);
    },
  );

  it('repairs the old shapes without a word: qty "2", an id "7", quantity, title, images as objects, an { items } wrapper', () => {
    store({
      items: [
        { id: '7', title: 'Shea Butter', price: '₦4,500', quantity: '2', images: [{ url: '/s.svg' }] },
        { id: 8, name: 'Face Cream', price: 3000, qty: 1.9, image: '/f.svg' },
      ],
    });
    expect(readCart()).toEqual([
      { id: 7, name: 'Shea Butter', price: '₦4,500', images: ['/s.svg'], qty: 2 },
      { id: 8, name: 'Face Cream', price: 3000, images: ['/f.svg'], qty: 1 },
    ]);
    expect(getCartSnapshot().notice).toBeNull();
    expect(getCartSnapshot().needsRewrite).toBe(true);
  });

  it('keeps a price string as the host sent it and reduces it to digits only for totals', () => {
    store([{ ...SOAP, price: '₦4,500', qty: '2' }]);
    const [line] = readCart();
    expect(line!.price).toBe('₦4,500');
    expect(line!.qty).toBe(2);
    expect(lineTotal(line!)).toBe(9000);
  });

  it('drops the lines it cannot read (no id, no name, no price, no usable quantity) and says some items were removed', () => {
    store([
      LOTION,
      { name: 'No id', price: 100, qty: 1 },
      { id: 3, price: 100, qty: 1 },
      { id: 4, name: 'No price', qty: 1 },
      { id: 5, name: 'Price without digits', price: 'free', qty: 1 },
      { id: 6, name: 'Zero', price: 100, qty: 0 },
      { id: 9, name: 'Word', price: 100, qty: 'two' },
      'junk',
      null,
    ]);
    expect(readCart()).toEqual([LOTION]);
    expect(getCartSnapshot().notice).toBe('We couldn’t read part of your saved cart, so some items were removed.');
  });

  it('says the cart was emptied when no line at all can be read', () => {
    store([{ id: 'x' }, { qty: 2 }]);
    expect(readCart()).toEqual([]);
    expect(getCartSnapshot().notice).toBe(CART_NOTICES.emptied);
  });

  it('merges lines of the same product and caps a quantity at 99', () => {
    store([LOTION, { ...LOTION, qty: 3 }, { ...SOAP, qty: 500 }]);
    expect(readCart()).toEqual([
      { ...LOTION, qty: 4 },
      { ...SOAP, qty: CART_QTY_MAX },
    ]);
    expect(getCartSnapshot().notice).toBeNull();
  });

  it('tells about one damaged value once, until dismissed, and not again after the repair is written', () => {
    store('[{"id":1');
    expect(getCartSnapshot().notice).toBe(CART_NOTICES.emptied);
    repairStoredCart();
    expect(stored()).toEqual([]);
    expect(getCartSnapshot()).toMatchObject({ notice: CART_NOTICES.emptied, needsRewrite: false });
    dismissCartNotice();
    expect(getCartSnapshot().notice).toBeNull();
    readCart();
    expect(getCartSnapshot().notice).toBeNull();
  });

  it('treats storage that cannot be read as an empty cart', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readCart()).toEqual([]);
    expect(getCartSnapshot().lines).toEqual([]);
  });

  it('gives the same snapshot object while nothing changed', () => {
    store([LOTION]);
    const first = getCartSnapshot();
    expect(getCartSnapshot()).toBe(first);
    store([LOTION, SOAP]);
    expect(getCartSnapshot()).not.toBe(first);
  });

  it('parses without storage too (pure)', () => {
    expect(parseStoredCart(null)).toEqual({ lines: [], lost: 'none', needsRewrite: false });
    expect(parseStoredCart(JSON.stringify([LOTION]))).toEqual({ lines: [LOTION], lost: 'none', needsRewrite: false });
    expect(parseStoredCart('[1,2]')).toEqual({ lines: [], lost: 'all', needsRewrite: true });
  });
});

describe('changing the cart', () => {
  it('adds a new product, and raises the quantity of one already there', () => {
    expect(addToCart(LOTION)).toEqual({ added: true, capped: false, taken: 1 });
    expect(addToCart(LOTION, 2)).toEqual({ added: false, capped: false, taken: 2 });
    expect(stored()).toEqual([{ ...LOTION, qty: 3 }]);
  });

  it('takes the price, name and pictures just read when a product already in the cart is added again', () => {
    addToCart(LOTION, 2);
    addToCart({ ...LOTION, name: 'Carrot Glow Lotion 200 ml', price: 5200, images: ['/b.svg'] });
    expect(stored()).toEqual([{ id: 1, name: 'Carrot Glow Lotion 200 ml', price: 5200, images: ['/b.svg'], qty: 3 }]);
  });

  it('never goes past 99 of one product', () => {
    addToCart(LOTION, 98);
    addToCart(LOTION, 5);
    expect(readCart()[0]!.qty).toBe(CART_QTY_MAX);
    setCartQty(LOTION.id, 250);
    expect(readCart()[0]!.qty).toBe(CART_QTY_MAX);
  });

  it('holds at most 50 different products, the contract’s limit for one order, and says so', () => {
    expect(CART_LINES_MAX).toBe(50);
    const lines = Array.from({ length: CART_LINES_MAX }, (_, i) => ({
      ...LOTION,
      id: i + 1,
      name: `Product ${i + 1}`,
    }));
    store(lines);
    expect(() => addToCart({ ...LOTION, id: 51, name: 'Product 51' })).toThrow(CartFullError);
    expect(() => addToCart({ ...LOTION, id: 51, name: 'Product 51' })).toThrow(
      'Your cart already holds 50 different products, the most one order can take. Remove one to add another.',
    );
    expect(stored()).toEqual(lines);
    expect(new CartFullError().message).toBe(CART_FULL_MESSAGE);
    // More of a product already there still goes in.
    expect(addToCart(lines[0]!, 2)).toEqual({ added: false, capped: false, taken: 2 });
    expect(readCart()[0]!.qty).toBe(3);
    // With one removed, a new product fits again.
    removeFromCart(2);
    expect(addToCart({ ...LOTION, id: 51, name: 'Product 51' })).toEqual({ added: true, capped: false, taken: 1 });
    expect(readCart()).toHaveLength(CART_LINES_MAX);
  });

  it('words a saved cart past the limit for the checkout', () => {
    expect(tooManyLinesMessage(51)).toBe(
      'Your cart holds 51 different products; one order can take at most 50. Remove 1 product to pay.',
    );
    expect(tooManyLinesMessage(53)).toContain('Remove 3 products to pay.');
  });

  it('sets a quantity; 0 or less removes the line', () => {
    store([LOTION, SOAP]);
    expect(setCartQty(LOTION.id, 5)).toEqual({ removed: false });
    expect(readCart()).toEqual([{ ...LOTION, qty: 5 }, SOAP]);
    expect(setCartQty(LOTION.id, 0)).toEqual({ removed: true });
    expect(readCart()).toEqual([SOAP]);
    expect(setCartQty(SOAP.id, -3)).toEqual({ removed: true });
    expect(readCart()).toEqual([]);
  });

  it('moves a quantity by one; from 1 down it removes the line', () => {
    store([LOTION]);
    expect(changeCartQty(LOTION.id, 1)).toEqual({ removed: false });
    expect(readCart()[0]!.qty).toBe(2);
    changeCartQty(LOTION.id, -1);
    expect(changeCartQty(LOTION.id, -1)).toEqual({ removed: true });
    expect(readCart()).toEqual([]);
    expect(changeCartQty(LOTION.id, -1)).toEqual({ removed: false });
  });

  it('removes a line, and clears the cart', () => {
    store([LOTION, SOAP]);
    removeFromCart(LOTION.id);
    expect(readCart()).toEqual([SOAP]);
    clearCart();
    expect(stored()).toEqual([]);
  });

  it('writes a repaired cart in the current shape when it changes', () => {
    store([{ id: '1', name: 'Carrot Glow Lotion', price: 4500, qty: '1', images: ['/a.svg'] }]);
    addToCart(SOAP, 2);
    expect(stored()).toEqual([LOTION, SOAP]);
  });

  it('tells this tab’s subscribers about every change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeCart(listener);
    addToCart(LOTION);
    setCartQty(LOTION.id, 3);
    notifyCartChanged();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    addToCart(SOAP);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe('a write that storage refuses', () => {
  function fullStorage() {
    return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
  }

  it('throws CartWriteError with a message for the shopper, and leaves the stored cart as it was', () => {
    store([LOTION]);
    fullStorage();
    let caught: unknown;
    try {
      addToCart(SOAP);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(CartWriteError);
    expect((caught as CartWriteError).message).toBe(
      'Your cart could not be saved on this device. Free some space or leave private browsing, then try again.',
    );
    expect((caught as CartWriteError).cause).toBeInstanceOf(DOMException);
    expect(() => setCartQty(LOTION.id, 4)).toThrow(CartWriteError);
    expect(() => writeCart([])).toThrow(CartWriteError);
    expect(stored()).toEqual([LOTION]);
  });

  it('keeps the message in the snapshot until a write succeeds or it is dismissed', () => {
    const spy = fullStorage();
    expect(() => addToCart(LOTION)).toThrow(CartWriteError);
    expect(getCartSnapshot().writeError).toMatch(/could not be saved/);
    dismissCartWriteError();
    expect(getCartSnapshot().writeError).toBeNull();
    expect(() => addToCart(LOTION)).toThrow(CartWriteError);
    spy.mockRestore();
    addToCart(LOTION);
    expect(getCartSnapshot()).toMatchObject({ writeError: null, lines: [LOTION] });
  });

  it('keeps a failed repair in the snapshot instead of throwing', () => {
    store('garbage');
    fullStorage();
    expect(() => repairStoredCart()).not.toThrow();
    expect(getCartSnapshot()).toMatchObject({ lines: [], notice: CART_NOTICES.emptied });
    expect(getCartSnapshot().writeError).toMatch(/could not be saved/);
  });
});

describe('two tabs', () => {
  it('hears the other tab through storage events (the cart key, or storage cleared), not other keys', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeCart(listener);
    otherTabWrites([LOTION]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getCartSnapshot().lines).toEqual([LOTION]);

    window.dispatchEvent(new StorageEvent('storage', { key: 'access_token', newValue: 'x' }));
    expect(listener).toHaveBeenCalledTimes(1);

    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(getCartSnapshot().lines).toEqual([]);
    unsubscribe();
  });

  it('keeps a quantity change made here and an add made there, whichever the order', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeCart(listener);
    store([LOTION]);
    const seenHere = getCartSnapshot().lines; // what this tab rendered last

    // Tab B adds the soap; tab A has not re-rendered yet and changes the lotion's quantity.
    otherTabWrites([LOTION, SOAP]);
    expect(seenHere).toEqual([LOTION]);
    changeCartQty(LOTION.id, 1);
    expect(stored()).toEqual([{ ...LOTION, qty: 2 }, SOAP]);

    // Tab B, from what storage now holds, raises the soap; tab A sees both changes.
    const inB = JSON.parse(localStorage.getItem(CART_KEY)!) as CartLine[];
    otherTabWrites(inB.map((line) => (line.id === SOAP.id ? { ...line, qty: 5 } : line)));
    expect(getCartSnapshot().lines).toEqual([
      { ...LOTION, qty: 2 },
      { ...SOAP, qty: 5 },
    ]);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
  });

  it('reports a damaged value another tab wrote', () => {
    otherTabWrites('{oops');
    expect(getCartSnapshot()).toMatchObject({ lines: [], notice: CART_NOTICES.emptied });
  });
});

describe('totals', () => {
  it('sums price times quantity, price strings reduced to their digits', () => {
    const lines: CartLine[] = [
      { ...LOTION, qty: 2 },
      { ...SOAP, price: '₦2,000', qty: 3 },
      { ...SOAP, id: 3, price: 'NGN 1,250.50', qty: 1 },
    ];
    expect(cartSubtotal(lines)).toBe(9000 + 6000 + 1250.5);
    expect(cartItemCount(lines)).toBe(6);
    expect(cartSubtotal([])).toBe(0);
  });
});

describe('shades, sizes and stock (decision 0046)', () => {
  const CARAMEL = { id: 304, label: '04 Caramel' };
  const FAIR = { id: 301, label: '01 Fair' };
  const FOUNDATION = { id: 3, name: 'Velvet Matte Foundation', price: 6500, images: ['/f.svg'] };

  it('loads a cart stored before variants exactly as it was, and does not rewrite it', () => {
    const before = [
      { id: 1, name: 'Carrot Glow Lotion', price: 4500, images: ['/a.svg'], qty: 2 },
      { id: 2, name: 'Black Soap', price: '₦2,000', images: [], qty: 1 },
    ];
    localStorage.setItem(CART_KEY, JSON.stringify(before));
    expect(parseStoredCart(localStorage.getItem(CART_KEY))).toEqual({
      lines: before,
      lost: 'none',
      needsRewrite: false,
    });
    expect(getCartSnapshot()).toMatchObject({ lines: before, notice: null });
  });

  it('keeps two shades of one product as two lines, and changes each by its own key', () => {
    addToCart({ ...FOUNDATION, variant: CARAMEL, left: 5 });
    addToCart({ ...FOUNDATION, variant: FAIR, left: 5 }, 2);
    addToCart({ ...FOUNDATION, variant: CARAMEL, left: 5 });
    expect(readCart().map((line) => [line.variant?.label, line.qty])).toEqual([
      ['04 Caramel', 2],
      ['01 Fair', 2],
    ]);
    setCartQty('3:301', 1);
    removeFromCart('3:304');
    expect(readCart()).toEqual([{ ...FOUNDATION, variant: FAIR, left: 5, qty: 1 }]);
  });

  it('never holds more than is left, and says when an add found the line full', () => {
    expect(addToCart({ ...FOUNDATION, variant: CARAMEL, left: 2 }, 5)).toEqual({ added: true, capped: true, taken: 2 });
    expect(addToCart({ ...FOUNDATION, variant: CARAMEL, left: 2 })).toEqual({ added: false, capped: true, taken: 0 });
    setCartQty('3:304', 9);
    expect(readCart()[0]!.qty).toBe(2);
    expect(addToCart({ ...FOUNDATION, variant: FAIR, left: 0 })).toEqual({ added: false, capped: true, taken: 0 });
    expect(readCart()).toHaveLength(1);
    expect(allLeftInCartMessage(2)).toBe('Only 2 left, and all of them are in your cart.');
  });

  it('merges stored lines of the same variant, and caps a stored quantity at what was left', () => {
    store([
      { ...FOUNDATION, variant: CARAMEL, left: 3, qty: 2 },
      { ...FOUNDATION, variant: CARAMEL, left: 3, qty: 2 },
      { ...FOUNDATION, variant: { id: '301', label: ' 01 Fair ' }, qty: 1 },
    ]);
    expect(readCart()).toEqual([
      { ...FOUNDATION, variant: CARAMEL, left: 3, qty: 3 },
      { ...FOUNDATION, variant: FAIR, qty: 1 },
    ]);
  });
});
