/**
 * The store's six categories and their subcategories, derived once from the category menu data
 * (src/config/catalog.ts), for the listing's filters and the admin forms and filters alike. Values
 * are slugs: a known subcategory's slug is the menu's own (what the store's subcategory links
 * filter on). Names are as the home tabs write them ("Make-up"); a slug we do not know still gets
 * a readable name.
 */
import { CATEGORY_MENU, menuSlug } from '@/config/catalog';

export interface SubcategoryOption {
  slug: string;
  label: string;
  /** The slug of the category it is under. */
  category: string;
}

export interface CategoryOption {
  slug: string;
  label: string;
  subcategories: SubcategoryOption[];
}

/** The six categories in the spec's order. */
export const CATEGORY_OPTIONS: CategoryOption[] = CATEGORY_MENU.map((entry) => {
  const subcategories: SubcategoryOption[] = [];
  for (const name of entry.items) {
    const slug = menuSlug(name);
    // MAKE-UP lists Compact Powder twice: one choice is enough.
    if (!subcategories.some((s) => s.slug === slug)) subcategories.push({ slug, label: name, category: entry.slug });
  }
  return { slug: entry.slug, label: titleCase(entry.label), subcategories };
});

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

/** A subcategory's name; '' for none. */
export function subcategoryLabel(slug: string | null | undefined): string {
  if (!slug) return '';
  return findSubcategory(slug)?.label ?? slugLabel(slug);
}

/** The known subcategories of a category (by slug or by name), or none for a category we do not know. */
export function knownSubcategories(category: string): SubcategoryOption[] {
  const key = category.trim().toLowerCase();
  if (!key) return [];
  const found = CATEGORY_OPTIONS.find(
    (c) => c.slug === key || c.label.toLowerCase() === key || menuSlug(c.label) === menuSlug(key),
  );
  return found?.subcategories ?? [];
}

/** "SHOWER BATH AND SHOWER GEL" → "Shower Bath and Shower Gel", "MAKE-UP" → "Make-up" (as the spec's home tabs write them). */
export function titleCase(label: string): string {
  return label
    .toLowerCase()
    .split(' ')
    .map((word) => (word === 'and' ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}
