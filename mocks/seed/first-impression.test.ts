/**
 * The default seed's first impression (issue 34, point 6): the hostile records stay in the seed
 * (docs/decisions/0018), but none is on the home page or first in a list as it opens by default, in
 * the store or the back office. The `data:hostile` preset turns the hostile slide on. The home
 * page's first tab is the home's to name: src/features/home/first-impression.test.ts checks it.
 */
import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '../../src/config/catalog';
import { db } from '../db';
import { call, signIn, withMockBackend } from '@/testing/mock-backend';
import { WAITING_SLIDE } from './catalog-content';
import { carriesPayload as hostile, HOSTILE_CUSTOMER, HOSTILE_PRODUCT, HOSTILE_SLIDE } from './hostile';
import { applyDataPreset } from './presets';

withMockBackend();

type Json = Record<string, any>;
const json = async (path: string, token?: string) => {
  const response = await call(path, { token });
  expect(response.status, path).toBe(200);
  return (await response.json()) as Json;
};

describe('the default seed’s first impression', () => {
  it('shows no hostile record on the home page’s slides', async () => {
    const slides = (await json('/carousel/slides')).items as Json[];
    expect(slides.map((s) => s.heading)).toEqual([
      'Glow Recipe',
      'Dark Knuckles Removing Cream',
      'Serum & Oil',
      'Brightening Black Soap',
      'Shower Gels for Smooth, Bright Skin',
      'Make-up Essentials',
    ]);
    expect(slides.filter(hostile)).toEqual([]);
  });

  it('puts no hostile record first in a list as it opens, in the store or the back office', async () => {
    const token = (await signIn('admin@example.com')).access_token;
    const firsts: Array<[string, unknown[]]> = [
      ['listing', (await json('/products')).items],
      ...(await Promise.all(
        CATEGORY_SLUGS.map(
          async (slug) => [`tab ${slug}`, (await json(`/products?category=${slug}`)).items] as [string, unknown[]],
        ),
      )),
      ['admin orders', (await json('/admin/orders', token)).orders],
      ['admin customers', (await json('/admin/users', token)).items],
      ['dashboard recent orders', (await json('/admin/overview', token)).recent.orders],
      ['dashboard recent customers', (await json('/admin/overview', token)).recent.users],
    ];
    for (const [list, items] of firsts) {
      expect(items.length, list).toBeGreaterThan(0);
      expect(hostile(items[0]), `${list}: ${JSON.stringify(items[0]).slice(0, 120)}`).toBe(false);
    }
    // The back office's slides: the active ones are the home page's; the inactive list opens on the clean one.
    const all = (await json('/carousel/slides?include_inactive=true&limit=100', token)).items as Json[];
    expect(all.filter((s) => s.is_active).filter(hostile)).toEqual([]);
    expect(all.filter((s) => !s.is_active).map((s) => s.heading)).toEqual([
      WAITING_SLIDE.heading,
      HOSTILE_SLIDE.heading,
    ]);
  });

  it('keeps every hostile record in the seed for the tests and QA', async () => {
    expect(db.slides.find((s) => s.heading === HOSTILE_SLIDE.heading)?.is_active).toBe(false);
    expect(db.products.find((p) => p.name === HOSTILE_PRODUCT.name)).toBeDefined();
    expect(db.users.getBy('email', HOSTILE_CUSTOMER.email)).toBeDefined();
  });

  it('turns the hostile slide on, last on the home page, with the data:hostile preset', async () => {
    await applyDataPreset(db, 'hostile');
    const slides = (await json('/carousel/slides')).items as Json[];
    expect(slides).toHaveLength(7);
    expect(slides.at(-1)).toMatchObject({ heading: HOSTILE_SLIDE.heading, cta_primary_url: '//evil.example' });
  });
});
