/**
 * What the listing's selects offer (docs/decisions/0007-listing-categories-and-brands.md): the
 * store's six categories (the spec's category menu data) and its three product lines, rather than
 * the spec's placeholder options (Moisturizer, Serum, Mask; Brand A, Brand B, Brand C), which no
 * product carries. Any other value that arrives in the URL still filters, and is shown as it is.
 */
import { titleCase } from '@/components/layout/category-nav';
import { CATEGORY_MENU, menuSlug } from '@/config/catalog';

export interface SubcategoryOption {
  slug: string;
  label: string;
  category: string;
}

export interface CategoryOption {
  slug: string;
  label: string;
  subcategories: SubcategoryOption[];
}

/** The six categories in the spec's order, labelled as the home tabs write them ("Make-up"). */
export const CATEGORY_OPTIONS: CategoryOption[] = CATEGORY_MENU.map((entry) => {
  const subcategories: SubcategoryOption[] = [];
  for (const name of entry.items) {
    const slug = menuSlug(name);
    // MAKE-UP lists Compact Powder twice: one filter is enough.
    if (!subcategories.some((s) => s.slug === slug)) subcategories.push({ slug, label: name, category: entry.slug });
  }
  return { slug: entry.slug, label: titleCase(entry.label), subcategories };
});

/** The maker's product lines, as products carry them in `brand`. */
export const PRODUCT_LINES = ['Beauty Stars', 'BS Glow', 'BS Naturals'] as const;

/** "moisturizer" → "Moisturizer", "sun-care" → "Sun Care": a readable name for a slug we do not know. */
export function slugLabel(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function categoryLabel(slug: string): string {
  return CATEGORY_OPTIONS.find((c) => c.slug === slug)?.label ?? slugLabel(slug);
}

export function findSubcategory(slug: string): SubcategoryOption | null {
  for (const category of CATEGORY_OPTIONS) {
    const found = category.subcategories.find((s) => s.slug === slug);
    if (found) return found;
  }
  return null;
}

export function subcategoryLabel(slug: string): string {
  return findSubcategory(slug)?.label ?? slugLabel(slug);
}

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
