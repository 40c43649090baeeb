/**
 * The default seed's first impression on the home page (issue 34, point 6): the tab the home opens
 * on shows no hostile record. The seed's own side (slides, the first of each list) is
 * mocks/seed/first-impression.test.ts; which tab comes first is the home's, so it is checked here.
 */
import { describe, expect, it } from 'vitest';
import { HOME_CAROUSEL_FETCH } from '@/config/constants';
import { call, withMockBackend } from '@/testing/mock-backend';
import { carriesPayload } from '@mocks/seed/hostile';
import { HOME_CATEGORIES } from './home-categories';

withMockBackend();

describe('the home page’s first tab on the default seed', () => {
  it('shows no hostile record among the products it fetches', async () => {
    const response = await call(`/products?category=${HOME_CATEGORIES[0]!.slug}&per_page=${HOME_CAROUSEL_FETCH}`);
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as { items: unknown[] };
    expect(items.length).toBeGreaterThan(0);
    expect(items.filter(carriesPayload)).toEqual([]);
  });
});
