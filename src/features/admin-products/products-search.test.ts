import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  adminListQuery,
  clearedSearch,
  priceFilter,
  withFilter,
  type AdminProductsSearch,
} from './products-search';

const onPage3: AdminProductsSearch = {
  q: 'lotion',
  category: 'body-lotion',
  subcategory: 'skin-whitening-lotion',
  page: 3,
  per_page: 20,
};

describe('admin product filters', () => {
  it('asks for the spec defaults: newest first, 20 a page', () => {
    expect(adminListQuery({ page: 1, per_page: 20 })).toMatchObject({
      sort: 'created_at',
      order: 'desc',
      page: 1,
      per_page: 20,
    });
  });

  it.each([
    ['q', { q: 'soap' }],
    ['category', { category: 'face-cream' }],
    ['subcategory', { subcategory: 'skin-toning-brightening-lotion' }],
    ['min_price', { min_price: 1000 }],
    ['max_price', { max_price: 9000 }],
    ['rating_min', { rating_min: 4.5 }],
    ['include_unrated', { include_unrated: true }],
    ['sort', { sort: 'price' as const }],
    ['order', { order: 'asc' as const }],
  ])('goes back to page 1 when %s changes', (_name, patch) => {
    const next = withFilter(onPage3, patch);
    expect(next.page).toBe(1);
    expect(next).toMatchObject(patch);
  });

  it('drops the subcategory when the category changes, and keeps it otherwise', () => {
    expect(withFilter(onPage3, { category: 'face-cream' }).subcategory).toBeUndefined();
    expect(withFilter(onPage3, { min_price: 10 }).subcategory).toBe('skin-whitening-lotion');
  });

  it('never sends a subcategory without a category', () => {
    expect(adminListQuery({ subcategory: 'tablet-soap', page: 1, per_page: 20 }).subcategory).toBeUndefined();
  });

  it('removes a cleared filter from the URL', () => {
    expect(withFilter(onPage3, { q: undefined })).not.toHaveProperty('q');
  });

  it('clears every filter but keeps the page size', () => {
    expect(clearedSearch({ ...onPage3, per_page: 50, sort: 'price' })).toEqual({ page: 1, per_page: 50 });
  });

  it('reads a price box: blank or nonsense is no filter', () => {
    expect(priceFilter(' 2500.5 ')).toBe(2500.5);
    expect(priceFilter('')).toBeUndefined();
    expect(priceFilter('-4')).toBeUndefined();
  });

  it("counts the filters in force for the 'Filters (n)' button: not the search text, not the sort", () => {
    const base = { page: 2, per_page: 20 };
    expect(activeFilterCount({ ...base, q: 'soap', sort: 'price', order: 'asc' })).toBe(0);
    expect(activeFilterCount({ ...base, category: 'face-cream', min_price: 1000, max_price: 9000 })).toBe(3);
    expect(activeFilterCount({ ...onPage3 })).toBe(2);
    // A subcategory without its category, and 'Include unrated' without a rating, change nothing.
    expect(activeFilterCount({ ...base, subcategory: 'skin-whitening-lotion', include_unrated: true })).toBe(0);
    expect(activeFilterCount({ ...base, rating_min: 4, include_unrated: true })).toBe(2);
  });
});
