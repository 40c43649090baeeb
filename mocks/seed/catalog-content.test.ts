import { describe, it, expect } from 'vitest';
import {
  BRANDS,
  CATEGORY_LABELS,
  PRODUCTS,
  REVIEWS,
  SLIDES,
  SUBCATEGORIES,
  type CategorySlug,
} from './catalog-content';

const CATEGORIES = Object.keys(SUBCATEGORIES) as CategorySlug[];
const ALL_SUB_SLUGS = CATEGORIES.flatMap((c) => SUBCATEGORIES[c].map((s) => s.slug));

describe('taxonomy', () => {
  it('has the six category slugs with their labels', () => {
    expect(CATEGORY_LABELS).toEqual({
      'body-lotion': 'Body Lotion',
      'face-cream': 'Face Cream',
      'bathing-soap': 'Bathing Soap',
      'shower-bath-and-shower-gel': 'Shower Bath and Shower Gel',
      'skin-treatment-cream': 'Skin Treatment Cream',
      'make-up': 'Make-up',
    });
    expect([...CATEGORIES].sort()).toEqual(Object.keys(CATEGORY_LABELS).sort());
  });

  it('has 16 unique subcategories whose slugs are the lowercased, hyphenated labels', () => {
    expect(ALL_SUB_SLUGS).toHaveLength(16);
    expect(new Set(ALL_SUB_SLUGS).size).toBe(16);
    for (const c of CATEGORIES) {
      for (const { slug, label } of SUBCATEGORIES[c]) {
        const derived = label
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '');
        expect(slug).toBe(derived);
      }
    }
  });
});

describe('PRODUCTS', () => {
  it('has 64 to 72 items', () => {
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(64);
    expect(PRODUCTS.length).toBeLessThanOrEqual(72);
  });

  it('has at least 4 products in every subcategory', () => {
    for (const slug of ALL_SUB_SLUGS) {
      const n = PRODUCTS.filter((p) => p.subcategory === slug).length;
      expect(n, slug).toBeGreaterThanOrEqual(4);
    }
  });

  it('puts every product in a subcategory of its own category', () => {
    for (const p of PRODUCTS) {
      expect(CATEGORIES, p.name).toContain(p.category);
      const subs = SUBCATEGORIES[p.category].map((s) => s.slug);
      expect(subs, p.name).toContain(p.subcategory);
    }
  });

  it('has unique names', () => {
    const names = PRODUCTS.map((p) => p.name.trim().toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('has integer naira prices within 500..50000 ending in 00 or 50', () => {
    for (const p of PRODUCTS) {
      expect(Number.isInteger(p.price), p.name).toBe(true);
      expect(p.price, p.name).toBeGreaterThanOrEqual(500);
      expect(p.price, p.name).toBeLessThanOrEqual(50000);
      expect(p.price % 50, p.name).toBe(0);
    }
  });

  it('has 3 to 5 non-empty highlights per product', () => {
    for (const p of PRODUCTS) {
      expect(p.highlights.length, p.name).toBeGreaterThanOrEqual(3);
      expect(p.highlights.length, p.name).toBeLessThanOrEqual(5);
      for (const h of p.highlights) expect(h.trim().length, p.name).toBeGreaterThan(0);
    }
  });

  it('has non-empty description and details mentioning external use and Nigeria', () => {
    for (const p of PRODUCTS) {
      expect(p.description.length, p.name).toBeGreaterThan(40);
      expect(p.details, p.name).toMatch(/external use only/i);
      expect(p.details, p.name).toMatch(/Nigeria/);
    }
  });

  it('uses variants 1..6, distinct within each subcategory', () => {
    for (const p of PRODUCTS) {
      expect(Number.isInteger(p.variant), p.name).toBe(true);
      expect(p.variant, p.name).toBeGreaterThanOrEqual(1);
      expect(p.variant, p.name).toBeLessThanOrEqual(6);
    }
    for (const slug of ALL_SUB_SLUGS) {
      const variants = PRODUCTS.filter((p) => p.subcategory === slug).map((p) => p.variant);
      expect(new Set(variants).size, slug).toBe(variants.length);
    }
  });

  it('uses every brand in every category, and only known brands', () => {
    for (const p of PRODUCTS) expect(BRANDS, p.name).toContain(p.brand);
    for (const c of CATEGORIES) {
      const brands = new Set(PRODUCTS.filter((p) => p.category === c).map((p) => p.brand));
      for (const b of BRANDS) expect(brands.has(b), `${b} in ${c}`).toBe(true);
    }
  });

  it('includes some text needing HTML escaping, but no markup', () => {
    const withSpecial = PRODUCTS.filter((p) => /['"&]/.test(p.name));
    expect(withSpecial.length).toBeGreaterThanOrEqual(2);
    expect(PRODUCTS.some((p) => p.name.includes("'"))).toBe(true);
    expect(PRODUCTS.some((p) => p.name.includes('"'))).toBe(true);
    const all = JSON.stringify([PRODUCTS, REVIEWS, SLIDES]);
    expect(all).not.toMatch(/<|>/);
  });
});

describe('REVIEWS', () => {
  it('has at least 80 reviews with ratings 1..5', () => {
    expect(REVIEWS.length).toBeGreaterThanOrEqual(80);
    for (const r of REVIEWS) {
      expect([1, 2, 3, 4, 5]).toContain(r.rating);
      expect(r.body.trim().length).toBeGreaterThan(0);
      expect(r.title === null || (typeof r.title === 'string' && r.title.length <= 255)).toBe(true);
    }
  });

  it('is mostly positive but varied, with some untitled', () => {
    const count = (n: number) => REVIEWS.filter((r) => r.rating === n).length;
    expect(count(4) + count(5)).toBeGreaterThan(REVIEWS.length / 2);
    expect(count(3)).toBeGreaterThan(0);
    expect(count(1) + count(2)).toBeGreaterThan(0);
    expect(REVIEWS.some((r) => r.title === null)).toBe(true);
  });

  it('does not name a specific product', () => {
    for (const r of REVIEWS) {
      for (const p of PRODUCTS) expect(r.body.includes(p.name)).toBe(false);
    }
  });
});

describe('SLIDES', () => {
  it('has six slides with the three default headings first', () => {
    expect(SLIDES).toHaveLength(6);
    expect(SLIDES.slice(0, 3).map((s) => s.heading)).toEqual([
      'Glow Recipe',
      'Dark Knuckles Removing Cream',
      'Serum & Oil',
    ]);
    expect(SLIDES.map((s) => s.key)).toEqual([
      'glow-recipe',
      'dark-knuckles-removing-cream',
      'serum-and-oil',
      'black-soap',
      'shower-gel',
      'make-up-essentials',
    ]);
  });

  it('uses sort_order 0,10,20,... and the default button labels with /products urls', () => {
    SLIDES.forEach((s, i) => {
      expect(s.sort_order).toBe(i * 10);
      expect(s.cta_primary_label).toBe('Shop now');
      expect(s.cta_secondary_label).toBe('Shop the brand');
      expect(s.cta_primary_url).toMatch(/^\/products(\?(category|subcategory)=[a-z-]+)?$/);
      expect(s.cta_secondary_url).toMatch(/^\/products(\?(category|subcategory)=[a-z-]+)?$/);
      expect(s.alt.length).toBeGreaterThan(0);
    });
  });

  it('links only to known category and subcategory slugs', () => {
    for (const s of SLIDES) {
      for (const url of [s.cta_primary_url, s.cta_secondary_url]) {
        const m = /\?(category|subcategory)=([a-z-]+)$/.exec(url);
        if (!m) continue;
        const list: string[] = m[1] === 'category' ? CATEGORIES : ALL_SUB_SLUGS;
        expect(list, url).toContain(m[2]);
      }
    }
  });
});
