/**
 * The category menu of the spec (section 2, "Category menu data"), exactly as listed: MAKE-UP
 * lists Compact Powder twice, and both entries are kept. Submenu links go to
 * /products?subcategory={slug of the name}.
 */
export interface CategoryMenuEntry {
  label: string;
  slug: string;
  href: string;
  items: string[];
}

/** Lowercased and hyphenated, with anything that is not a letter or digit dropped ("Acne/Pimples" → "acne-pimples"). */
export function menuSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const CATEGORY_MENU: CategoryMenuEntry[] = [
  {
    label: 'BODY LOTION',
    slug: 'body-lotion',
    href: '/products?category=body-lotion',
    items: ['Skin Whitening Lotion', 'Skin Toning/Brightening Lotion', 'Skin Smoothening and Nourishing Lotion'],
  },
  {
    label: 'FACE CREAM',
    slug: 'face-cream',
    href: '/products?category=face-cream',
    items: ['Face Lightening/Brightening Cream', 'Face Smoothening Cream'],
  },
  {
    label: 'BATHING SOAP',
    slug: 'bathing-soap',
    href: '/products?category=bathing-soap',
    items: ['Skin Brightening and Exfoliating Black Soap', 'Tablet Soap'],
  },
  {
    label: 'SHOWER BATH AND SHOWER GEL',
    slug: 'shower-bath-and-shower-gel',
    href: '/products?category=shower-bath-and-shower-gel',
    items: ['Skin Lightening Shower Gel', 'Skin Smoothing and Polishing Shower Gel'],
  },
  {
    label: 'SKIN TREATMENT CREAM',
    slug: 'skin-treatment-cream',
    href: '/products?category=skin-treatment-cream',
    items: [
      'Dark Knuckles Removing Cream',
      'Sun-Burn Removing Cream',
      'Acne/Pimples Treatment Cream',
      'Ringworm and Eczema Treatment Cream',
    ],
  },
  {
    label: 'MAKE-UP',
    slug: 'make-up',
    href: '/products?category=make-up',
    items: ['Loose Powder', 'Compact Powder', 'Compact Powder', 'Foundation'],
  },
];

/** The six category slugs, in the spec's order. */
export const CATEGORY_SLUGS = CATEGORY_MENU.map((c) => c.slug);
