import { describe, expect, it } from 'vitest';
import { hasFilters, listingQuery, shownRange, withFilters, withoutFilters } from './listing-search';
import { subcategoryLabel } from '@/lib/categories';
import { listingTitle, selectedCategory } from './taxonomy';

const base = { page: 3, per_page: 20 };

describe('listing search rules', () => {
  it('goes back to page 1 whenever a filter changes, and drops empty filters', () => {
    expect(withFilters({ ...base, q: 'soap' }, { brand: 'BS Glow' })).toEqual({
      q: 'soap',
      brand: 'BS Glow',
      page: 1,
      per_page: 20,
    });
    expect(withFilters({ ...base, q: 'soap', category: 'make-up' }, { q: undefined, category: '' })).toEqual({
      page: 1,
      per_page: 20,
    });
  });

  it('clears every filter but keeps the page size', () => {
    expect(
      withoutFilters({
        q: 'x',
        category: 'make-up',
        subcategory: 'foundation',
        brand: 'BS Glow',
        page: 4,
        per_page: 50,
      }),
    ).toEqual({ page: 1, per_page: 50 });
    expect(hasFilters(base)).toBe(false);
    expect(hasFilters({ ...base, q: '  ' })).toBe(false);
    expect(hasFilters({ ...base, subcategory: 'foundation' })).toBe(true);
  });

  it('asks the API for exactly the URL state', () => {
    expect(
      listingQuery({ q: ' lotion ', subcategory: 'tablet-soap', brand: 'BS Naturals', page: 2, per_page: 5 }),
    ).toEqual({
      q: 'lotion',
      category: undefined,
      subcategory: 'tablet-soap',
      brand: 'BS Naturals',
      page: 2,
      per_page: 5,
    });
  });

  it('counts a–b of n for full, last and empty pages', () => {
    expect(shownRange(1, 20, 69, 20)).toEqual({ from: 1, to: 20 });
    expect(shownRange(4, 20, 69, 9)).toEqual({ from: 61, to: 69 });
    expect(shownRange(1, 20, 0, 0)).toBeNull();
  });

  it('names the page after its filter and shows a subcategory under its category', () => {
    expect(listingTitle({ q: 'shea' })).toBe('Search results for “shea”');
    expect(listingTitle({ subcategory: 'acne-pimples-treatment-cream' })).toBe('Acne/Pimples Treatment Cream');
    expect(listingTitle({ category: 'shower-bath-and-shower-gel' })).toBe('Shower Bath and Shower Gel');
    expect(listingTitle({ category: 'moisturizer' })).toBe('Moisturizer');
    expect(listingTitle({})).toBe('All products');
    expect(selectedCategory(undefined, 'loose-powder')).toBe('make-up');
    expect(selectedCategory(undefined, 'no-such-thing')).toBe('');
    expect(subcategoryLabel('compact-powder')).toBe('Compact Powder');
  });
});
