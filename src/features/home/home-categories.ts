/**
 * The six categories as the home page shows them (spec section 2, Home), in the order of its tabs:
 * Skin Treatment Cream, Make-up, Shower Bath and Shower Gel, Bathing Soap, Face Cream, Body Lotion.
 * The slugs are those of the category menu (`CATEGORY_SLUGS`; a test holds them together).
 */
export interface HomeCategory {
  label: string;
  slug: string;
}

export const HOME_CATEGORIES: HomeCategory[] = [
  { label: 'Skin Treatment Cream', slug: 'skin-treatment-cream' },
  { label: 'Make-up', slug: 'make-up' },
  { label: 'Shower Bath and Shower Gel', slug: 'shower-bath-and-shower-gel' },
  { label: 'Bathing Soap', slug: 'bathing-soap' },
  { label: 'Face Cream', slug: 'face-cream' },
  { label: 'Body Lotion', slug: 'body-lotion' },
];

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
