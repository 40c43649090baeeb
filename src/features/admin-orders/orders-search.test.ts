import { describe, expect, it } from 'vitest';
import {
  exportQuery,
  listQuery,
  pageSummary,
  parseSortValue,
  sortValue,
  withFilters,
  withHighlight,
  withPage,
  type AdminOrdersSearch,
} from './orders-search';

const search: AdminOrdersSearch = {
  q: 'ada',
  status: 'paid',
  sort: 'email',
  order: 'asc',
  page: 4,
  per_page: 20,
  highlight: 9,
};

describe('admin orders URL state', () => {
  it.each([
    ['search', { q: 'obi' }],
    ['status', { status: 'refunded' as const }],
    ['sort', { sort: 'amount_total' as const }],
    ['order', { order: 'desc' as const }],
    ['page size', { per_page: 50 }],
  ])('changing the %s goes back to page 1 and closes the order', (_, patch) => {
    const next = withFilters(search, patch);
    expect(next.page).toBe(1);
    expect(next.highlight).toBeUndefined();
    expect(next).toMatchObject(patch);
  });

  it('drops empty filters from the URL', () => {
    expect(withFilters(search, { q: undefined, status: undefined })).toEqual({
      sort: 'email',
      order: 'asc',
      page: 1,
      per_page: 20,
    });
  });

  it('moves pages and opens or closes one order', () => {
    expect(withPage(search, 5)).toEqual({
      q: 'ada',
      status: 'paid',
      sort: 'email',
      order: 'asc',
      page: 5,
      per_page: 20,
    });
    expect(withPage(search, 0).page).toBe(1);
    expect(withHighlight(search, 12).highlight).toBe(12);
    expect('highlight' in withHighlight(search, undefined)).toBe(false);
  });

  it('asks the API for the page, and the export for every page', () => {
    expect(listQuery({ ...search, q: '  ada  ' })).toEqual({
      q: 'ada',
      status: 'paid',
      sort: 'email',
      order: 'asc',
      page: 4,
      per_page: 20,
    });
    expect(listQuery({ page: 1, per_page: 10, q: '   ' }).q).toBeUndefined();
    expect(exportQuery(search)).toEqual({ q: 'ada', status: 'paid', sort: 'email', order: 'asc' });
  });

  it('reads and writes the sort select', () => {
    expect(sortValue({})).toBe('created_at:desc');
    expect(sortValue({ sort: 'email' })).toBe('email:desc');
    expect(parseSortValue('created_at:desc')).toEqual({});
    expect(parseSortValue('amount_total:asc')).toEqual({ sort: 'amount_total', order: 'asc' });
    expect(parseSortValue('price:up')).toEqual({});
  });

  it("writes the footer as 'Page N • count result(s) of total'", () => {
    expect(pageSummary(1, 10, 300)).toBe('Page 1 • 10 result(s) of 300');
    expect(pageSummary(3, 0, 0)).toBe('Page 3 • 0 result(s) of 0');
  });
});
