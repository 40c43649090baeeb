/**
 * The six categories as the home page shows them (spec section 2, Home), in the order of its tabs:
 * Skin Treatment Cream, Make-up, Shower Bath and Shower Gel, Bathing Soap, Face Cream, Body Lotion.
 * Slugs and names are the category menu's (src/lib/categories.ts); only the order is the home's.
 */
import { categoryLabel } from '@/lib/categories';

export interface HomeCategory {
  label: string;
  slug: string;
}

const HOME_ORDER = [
  'skin-treatment-cream',
  'make-up',
  'shower-bath-and-shower-gel',
  'bathing-soap',
  'face-cream',
  'body-lotion',
] as const;

export const HOME_CATEGORIES: HomeCategory[] = HOME_ORDER.map((slug) => ({ label: categoryLabel(slug), slug }));

/** A circle in the category strip (spec section 3, Circle strip item): label, image, link. */
export interface CategoryStripItem {
  label: string;
  img: string;
  href: string;
  /** Only Skin Treatment Cream opens; the others are placeholders with a 'Soon' badge. */
  available: boolean;
}

export const CATEGORY_STRIP_ITEMS: CategoryStripItem[] = HOME_CATEGORIES.map(({ label, slug }) => ({
  label,
  img: `/images/categories/${slug}.svg`,
  href: `/products?category=${slug}`,
  available: slug === 'skin-treatment-cream',
}));
