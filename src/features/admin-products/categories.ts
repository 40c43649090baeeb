/**
 * The six categories and their subcategories for the admin forms and filters, read from the
 * category menu data (src/config/catalog.ts). Values are slugs: a known subcategory's slug is the
 * menu's own (what the store's subcategory links filter on), and the slug rule leaves it as it is.
 */
import { titleCase } from '@/components/layout/category-nav';
import { CATEGORY_MENU, menuSlug } from '@/config/catalog';

export interface Choice {
  slug: string;
  label: string;
}

export interface CategoryChoice extends Choice {
  subcategories: Choice[];
}

export const CATEGORY_CHOICES: CategoryChoice[] = CATEGORY_MENU.map((entry) => {
  const subcategories: Choice[] = [];
  for (const name of entry.items) {
    const slug = menuSlug(name);
    // MAKE-UP lists Compact Powder twice: one choice is enough.
    if (!subcategories.some((s) => s.slug === slug)) subcategories.push({ slug, label: name });
  }
  return { slug: entry.slug, label: titleCase(entry.label), subcategories };
});

/** The known subcategories of a category (by slug or by name), or none for a category we do not know. */
export function knownSubcategories(category: string): Choice[] {
  const key = category.trim().toLowerCase();
  if (!key) return [];
  const found = CATEGORY_CHOICES.find(
    (c) => c.slug === key || c.label.toLowerCase() === key || menuSlug(c.label) === menuSlug(key),
  );
  return found?.subcategories ?? [];
}

/** "sun-care" → "Sun Care": a readable name for a slug. */
export function slugLabel(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function categoryName(slug: string): string {
  return CATEGORY_CHOICES.find((c) => c.slug === slug)?.label ?? slugLabel(slug);
}

export function subcategoryName(slug: string | null): string {
  if (!slug) return '';
  for (const category of CATEGORY_CHOICES) {
    const found = category.subcategories.find((s) => s.slug === slug);
    if (found) return found.label;
  }
  return slugLabel(slug);
}
