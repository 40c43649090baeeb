import { describe, expect, it } from 'vitest';
import { db } from '../db';
import type { ProductRow } from '../db/schema';
import { call, signIn, withMockBackend } from '@/testing/mock-backend';
import { applyDataPreset, DATA_PRESET_NAMES, LARGE_PRODUCT_COUNT, parsePresetName, presetSnapshot } from './presets';

withMockBackend();

describe('data presets', () => {
  it('reads a preset name with or without data:, and nothing else', () => {
    expect(parsePresetName('data:long-text')).toBe('long-text');
    expect(parsePresetName('large')).toBe('large');
    expect(parsePresetName('data:huge')).toBeNull();
    expect(parsePresetName('toString')).toBeNull();
  });

  // Every preset, each restored and read through the API: more than the default 5 s on a busy machine.
  it(
    'each is deterministic, keeps every row valid, and every answer keeps to the contract',
    { timeout: 20_000 },
    async () => {
      const seed = db.snapshot();
      for (const name of DATA_PRESET_NAMES) {
        const once = presetSnapshot(seed, name);
        expect(JSON.stringify(presetSnapshot(seed, name)), name).toBe(JSON.stringify(once));
        expect(JSON.stringify(once), `${name} changes something`).not.toBe(JSON.stringify(seed));
        if (name === 'large') continue;
        // The rows pass the schemas (restore without `checked`), then the API answers from them.
        await db.restore(once);
        const { access_token: a } = await signIn('admin@example.com');
        const { access_token: c } = await signIn('customer@example.com');
        for (const [path, token] of [
          ['/products?per_page=48', null],
          ['/products/1', null],
          ['/products/1?include_reviews=true&reviews_per_page=50', null],
          ['/orders', c],
          ['/admin/orders', a],
          ['/admin/users', a],
          ['/admin/overview', a],
        ] as const) {
          expect((await call(path, { token })).status, `${name} ${path}`).toBe(200);
        }
      }
    },
  );

  it('sold-out leaves nothing to sell and low-stock 1 to 3 of everything', () => {
    const seed = db.snapshot();
    const left = (name: 'sold-out' | 'low-stock') =>
      (presetSnapshot(seed, name).tables as { products: ProductRow[] }).products.flatMap((p) =>
        p.variants?.length ? p.variants.map((v) => v.stock) : [p.stock],
      );
    expect(new Set(left('sold-out'))).toEqual(new Set([0]));
    expect(new Set(left('low-stock'))).toEqual(new Set([1, 2, 3]));
  });

  it('long-text, no-images, many-reviews and big-basket do what they say', async () => {
    const seed = db.snapshot();
    const long = presetSnapshot(seed, 'long-text').tables as { products: Array<{ name: string }> };
    expect(Math.min(...long.products.map((p) => p.name.length))).toBeGreaterThan(100);
    const bare = presetSnapshot(seed, 'no-images').tables as { products: Array<{ images: string[] }> };
    expect(bare.products.every((p) => p.images.length === 0)).toBe(true);

    await applyDataPreset(db, 'many-reviews');
    expect(db.isDirty()).toBe(true);
    const one = (await (await call('/products/1?include_reviews=true&reviews_per_page=50&reviews_page=10')).json()) as {
      review_count: number;
      reviews: unknown[];
    };
    expect(one.review_count).toBe(500);
    expect(one.reviews).toHaveLength(50);
    expect(((await (await call('/products/2')).json()) as { review_count: number }).review_count).toBe(0);

    await db.restore(seed, { checked: true });
    await applyDataPreset(db, 'big-basket');
    const customer = db.users.getBy('email', 'customer@example.com')!;
    const order = db.orders.find((o) => o.user_id === customer.id && o.items.length === 40);
    expect(order?.status).toBe('pending');
    const { access_token } = await signIn('customer@example.com');
    const detail = (await (await call(`/orders/${order!.id}`, { token: access_token })).json()) as { items: unknown[] };
    expect(detail.items).toHaveLength(40);
  });

  it('large makes 10,000 products, and the listing pages through them', async () => {
    await applyDataPreset(db, 'large');
    expect(db.products.count()).toBe(LARGE_PRODUCT_COUNT);
    const page = (await (await call('/products?page=200&per_page=48')).json()) as {
      items: unknown[];
      pagination: { total: number };
    };
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.pagination.total).toBe(LARGE_PRODUCT_COUNT);
  });
});
