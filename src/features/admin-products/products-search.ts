/**
 * The admin product list's state, all in the URL (spec section 2, Admin products): q, category,
 * subcategory, min_price, max_price, rating_min, include_unrated, low_stock (decision 0047), sort,
 * order, page, per_page.
 * Defaults: sort created_at, order desc, per_page 20, page 1. Any filter change goes back to page 1.
 */
import { queryEnums } from '@/api/enums.gen';
import type { ProductListQuery } from '@/api/queries/products';
import { ADMIN_PRODUCT_DEFAULTS } from '@/config/constants';

/** The contract's sort keys and directions (src/api/enums.gen.ts). */
export const SORT_KEYS = queryEnums.listProducts.sort;
export const SORT_ORDERS = queryEnums.listProducts.order;
export type SortKey = (typeof SORT_KEYS)[number];

export const SORT_LABELS: Record<SortKey, string> = {
  created_at: 'Date added',
  price: 'Price',
  name: 'Name',
  rating: 'Rating',
  review_count: 'Number of reviews',
};

export interface AdminProductsSearch {
  q?: string;
  category?: string;
  subcategory?: string;
  min_price?: number;
  max_price?: number;
  rating_min?: number;
  include_unrated?: boolean;
  /** Only products with something low (this project's extension, decision 0047). */
  low_stock?: boolean;
  sort?: SortKey;
  order?: (typeof SORT_ORDERS)[number];
  page: number;
  per_page: number;
}

export type FilterPatch = Partial<Omit<AdminProductsSearch, 'page' | 'per_page'>>;

/** The GET /products query for the admin list, with the defaults filled in. */
export function adminListQuery(search: AdminProductsSearch): ProductListQuery {
  return {
    q: search.q?.trim() || undefined,
    category: search.category,
    subcategory: search.category ? search.subcategory : undefined,
    min_price: search.min_price,
    max_price: search.max_price,
    rating_min: search.rating_min,
    include_unrated: search.rating_min !== undefined && search.include_unrated ? true : undefined,
    low_stock: search.low_stock ? true : undefined,
    sort: search.sort ?? ADMIN_PRODUCT_DEFAULTS.sort,
    order: search.order ?? ADMIN_PRODUCT_DEFAULTS.order,
    page: search.page,
    per_page: search.per_page,
  };
}

/** A filter change: applied, and back to page 1. A new category drops the subcategory. */
export function withFilter(search: AdminProductsSearch, patch: FilterPatch): AdminProductsSearch {
  const next: AdminProductsSearch = { ...search, ...patch, page: 1 };
  if ('category' in patch && patch.category !== search.category) next.subcategory = undefined;
  for (const key of Object.keys(next) as (keyof AdminProductsSearch)[]) {
    if (next[key] === undefined || next[key] === '' || next[key] === false) delete next[key];
  }
  return next;
}

/** Clear: every filter and the sort go; the page size stays. */
export function clearedSearch(search: AdminProductsSearch): AdminProductsSearch {
  return { page: 1, per_page: search.per_page };
}

export function hasFilters(search: AdminProductsSearch): boolean {
  return Boolean(
    search.q ||
    search.category ||
    search.subcategory ||
    search.min_price !== undefined ||
    search.max_price !== undefined ||
    search.rating_min !== undefined ||
    search.include_unrated ||
    search.low_stock ||
    search.sort ||
    search.order,
  );
}

/**
 * How many filters narrow the list now, as the 'Filters (n)' button says: category, subcategory,
 * each price bound, the minimum rating, and 'Include unrated products' (which counts only beside
 * a minimum rating, the only place it changes the list), and Low stock only. Not the search text (its box is never
 * folded away) and not the sort, which orders the list without narrowing it.
 */
export function activeFilterCount(search: AdminProductsSearch): number {
  const query = adminListQuery(search);
  return [
    query.category,
    query.subcategory,
    query.min_price,
    query.max_price,
    query.rating_min,
    query.include_unrated,
    query.low_stock,
  ].filter((value) => value !== undefined).length;
}

/** A price box's text as a filter value: blank is no filter; anything not a number >= 0 too. */
export function priceFilter(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}
