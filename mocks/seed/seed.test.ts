import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../db';
import { ORDER_STATUSES } from '../services/overview';
import { SUBCATEGORIES } from './catalog-content';
import { DEMO_ACCOUNTS, seedDatabase } from './index';
import { SHADES } from './stock';

const DAY = 24 * 60 * 60 * 1000;

async function seeded() {
  const database = createDatabase();
  await seedDatabase(database);
  return database;
}

describe('the default seed', () => {
  it('is the same data on every run', async () => {
    const strip = (snapshot: ReturnType<Awaited<ReturnType<typeof seeded>>['snapshot']>) =>
      JSON.stringify({
        ...snapshot.tables,
        users: (snapshot.tables.users as Array<Record<string, unknown>>).map(({ password_hash: _h, ...u }) => u),
      });
    expect(strip((await seeded()).snapshot())).toBe(strip((await seeded()).snapshot()));
  });

  it('covers every category and subcategory with at least 60 products, each with local images', async () => {
    const database = await seeded();
    const products = database.products.all();
    expect(products.length).toBeGreaterThanOrEqual(60);
    for (const [category, subs] of Object.entries(SUBCATEGORIES)) {
      for (const sub of subs)
        expect(
          products.some((p) => p.category === category && p.subcategory === sub.slug),
          sub.slug,
        ).toBe(true);
    }
    for (const p of products) for (const url of p.images) expect(url).toMatch(/^\/images\/products\/[a-z0-9-]+\.svg$/);
  });

  it("shows each product in pictures of its own, never another product's", async () => {
    const owner = new Map<string, string>();
    for (const p of (await seeded()).products.all()) {
      const [front, , angle] = p.images;
      for (const url of [front!, angle!]) {
        expect(owner.get(url) ?? p.name, url).toBe(p.name);
        owner.set(url, p.name);
        expect(existsSync(`public${url}`), url).toBe(true);
      }
    }
  });

  it('names a product offered in sizes or shades by neither, and lists them in its details', async () => {
    const NUMBERS = 'zero one two three four five six seven eight nine ten eleven twelve'.split(' ');
    const shadeNames = SHADES.map((s) => s.label.replace(/^\d+ /, ''));
    const products = (await seeded()).products.all();
    const sized = products.filter((p) => p.variants?.some((v) => v.kind === 'size'));
    const shaded = products.filter((p) => p.variants?.some((v) => v.kind === 'shade'));
    expect(sized.length).toBeGreaterThan(0);
    expect(shaded.length).toBeGreaterThan(0);
    for (const p of sized) {
      expect(p.name, p.name).not.toMatch(/\d\s*(ml|g|l)\b|pack of/i);
      const sizes = /Sizes: [^.]*\./.exec(p.details ?? '')?.[0].toLowerCase() ?? '';
      for (const v of p.variants!) expect(sizes, p.name).toContain(v.label.toLowerCase());
    }
    for (const p of shaded) {
      const labels = p.variants!.map((v) => v.label.replace(/^\d+ /, ''));
      for (const shade of shadeNames) expect(p.name, p.name).not.toContain(shade);
      const [, count, from, to] = /Shades: (\w+)(?:, from (.+?) to (.+?))?\./.exec(p.details ?? '') ?? [];
      expect(count, p.name).toBe(NUMBERS[labels.length]);
      if (from) expect([from, to], p.name).toEqual([labels[0], labels.at(-1)]);
    }
  });

  it('has the two demo accounts and about 40 customers', async () => {
    const database = await seeded();
    expect(database.users.getBy('email', DEMO_ACCOUNTS.admin)?.role).toBe('admin');
    expect(database.users.getBy('email', DEMO_ACCOUNTS.customer)?.role).toBe('user');
    expect(database.users.where((u) => u.role === 'user').length).toBe(41);
  });

  it('gives the demo customer orders in every status', async () => {
    const database = await seeded();
    const customer = database.users.getBy('email', DEMO_ACCOUNTS.customer)!;
    const statuses = new Set(database.orders.where((o) => o.user_id === customer.id).map((o) => o.status));
    expect([...statuses].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('spreads 300 orders over 120 days, so 7, 30 and 90 days all have paid orders', async () => {
    const database = await seeded();
    const orders = database.orders.all();
    expect(orders).toHaveLength(300);
    const now = Date.now();
    for (const days of [7, 30, 90]) {
      const paid = orders.filter((o) => o.paid_at && now - Date.parse(o.paid_at) <= days * DAY);
      expect(paid.length, `${days} days`).toBeGreaterThan(0);
    }
    expect(orders.every((o) => now - Date.parse(o.created_at) <= 121 * DAY)).toBe(true);
    expect(orders.every((o) => o.amount_total === o.items.reduce((s, i) => s + i.total, 0))).toBe(true);
    expect(new Set(orders.map((o) => o.paystack_reference)).size).toBe(300);
  });

  it('keeps paid amounts and refunds consistent', async () => {
    const database = await seeded();
    for (const o of database.orders.all()) {
      const paid = o.status === 'paid' || o.status === 'fulfilled' || o.status === 'refunded';
      expect(o.amount_paid_kobo !== null, `order ${o.id} ${o.status}`).toBe(paid);
      expect(o.amount_refunded_kobo).toBe(o.refunds.reduce((s, r) => s + r.amount_kobo, 0));
      expect(o.amount_refunded_kobo).toBeLessThanOrEqual(o.amount_paid_kobo ?? 0);
      if (o.status === 'refunded') expect(o.amount_refunded_kobo).toBe(o.amount_paid_kobo);
    }
  });

  it('stores the ratings that its reviews add up to', async () => {
    const database = await seeded();
    for (const p of database.products.all()) {
      const reviews = database.reviews.where((r) => r.product_id === p.id);
      expect(p.review_count).toBe(reviews.length);
      expect(p.rating_sum).toBe(reviews.reduce((s, r) => s + r.rating, 0));
    }
  });

  it('starts with the three default slides, then more', async () => {
    const database = await seeded();
    const slides = database.slides.all().sort((a, b) => a.sort_order - b.sort_order);
    expect(slides.slice(0, 3).map((s) => s.heading)).toEqual([
      'Glow Recipe',
      'Dark Knuckles Removing Cream',
      'Serum & Oil',
    ]);
    expect(slides.length).toBeGreaterThan(3);
  });
});
