/**
 * What the listing's selects offer (docs/decisions/0007-listing-categories-and-brands.md): the
 * store's six categories (the spec's category menu data) and its three product lines, rather than
 * the spec's placeholder options (Moisturizer, Serum, Mask; Brand A, Brand B, Brand C), which no
 * product carries (the categories themselves: src/lib/categories.ts). Any other value that arrives
 * in the URL still filters, and is shown as it is.
 */
import { categoryLabel, findSubcategory, subcategoryLabel } from '@/lib/categories';

/** The maker's product lines, as products carry them in `brand`. */
export const PRODUCT_LINES = ['Beauty Stars', 'BS Glow', 'BS Naturals'] as const;

/** The category the select shows: the one in the URL, else the parent of the URL's subcategory. */
export function selectedCategory(category: string | undefined, subcategory: string | undefined): string {
  if (category) return category;
  if (subcategory) return findSubcategory(subcategory)?.category ?? '';
  return '';
}

/** The page's heading for its filters: a search, else the subcategory, category or product line. */
export function listingTitle(filters: { q?: string; category?: string; subcategory?: string; brand?: string }): string {
  const q = filters.q?.trim();
  if (q) return `Search results for “${q}”`;
  if (filters.subcategory) return subcategoryLabel(filters.subcategory);
  if (filters.category) return categoryLabel(filters.category);
  if (filters.brand) return filters.brand;
  return 'All products';
}
