// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { readCart, resetCartStateForTests, writeCart, type CartLine } from '@/lib/cart-storage';
import { applyStockLeft } from './stock-left';

afterEach(() => {
  localStorage.clear();
  resetCartStateForTests();
});

const FOUNDATION = { id: 3, name: 'Velvet Matte Foundation', price: 6500, images: ['/f.svg'] };
const CARAMEL = { id: 304, label: '04 Caramel' };
const FAIR = { id: 301, label: '01 Fair' };
const LOTION: CartLine = { id: 1, name: 'Carrot Glow Lotion', price: 4500, images: ['/a.svg'], qty: 1 };

it('takes what the host says is left: a line cut to it, a sold-out line removed, others untouched', () => {
  writeCart([
    { ...FOUNDATION, variant: CARAMEL, qty: 2 },
    { ...FOUNDATION, variant: FAIR, qty: 1 },
    { ...LOTION, qty: 4 },
  ]);
  applyStockLeft([
    { product_id: 3, variant_id: 304, available: 1 },
    { product_id: 3, variant_id: 301, available: 0 },
  ]);
  expect(readCart()).toEqual([
    { ...FOUNDATION, variant: CARAMEL, left: 1, qty: 1 },
    { ...LOTION, qty: 4 },
  ]);
});
