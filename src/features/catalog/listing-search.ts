/**
 * The listing's URL state (validated by the /products route) and the rules that move it: changing
 * any filter goes back to page 1; clearing keeps only the page size.
 */
import type { ProductListQuery } from '@/api/queries/products';

export interface ListingSearch {
  q?: string;
  category?: string;
  subcategory?: string;
  brand?: string;
  /** In stock only (extension, decision 0046). */
  in_stock?: boolean;
  page: number;
  per_page: number;
}

export type ListingFilters = Pick<ListingSearch, 'q' | 'category' | 'subcategory' | 'brand' | 'in_stock'>;

/** GET /products for the listing: q, category or subcategory, brand, in stock only (sent only when on), page, per_page. */
export function listingQuery(search: ListingSearch): ProductListQuery {
  return {
    q: search.q?.trim() || undefined,
    category: search.category,
    subcategory: search.subcategory,
    brand: search.brand,
    ...(search.in_stock && { in_stock: true }),
    page: search.page,
    per_page: search.per_page,
  };
}

/** A filter changed: the new filters, back on page 1. Empty values drop out of the URL. */
export function withFilters(search: ListingSearch, patch: ListingFilters): ListingSearch {
  const next: ListingSearch = { ...search, ...patch, page: 1 };
  for (const key of ['q', 'category', 'subcategory', 'brand', 'in_stock'] as const) {
    if (!next[key]) delete next[key];
  }
  return next;
}

/** Every filter off, page 1; the page size stays. */
export function withoutFilters(search: ListingSearch): ListingSearch {
  return { page: 1, per_page: search.per_page };
}

export function hasFilters(search: ListingSearch): boolean {
  return Boolean(search.q?.trim() || search.category || search.subcategory || search.brand || search.in_stock);
}

/** The a and b of 'Showing a–b of n' (1-based, inclusive); null when the page holds nothing. */
export function shownRange(
  page: number,
  perPage: number,
  total: number,
  count: number,
): { from: number; to: number } | null {
  if (count === 0 || total === 0) return null;
  const from = (page - 1) * perPage + 1;
  return { from, to: Math.min(from + count - 1, total) };
}
