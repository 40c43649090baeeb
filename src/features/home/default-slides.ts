/**
 * The three built-in hero slides (spec section 7): shown when GET /carousel/slides answers an
 * empty list or fails. They go through the same normaliser as the server's slides, so their
 * buttons get the same defaults ('Shop now' and 'Shop the brand', both to /products).
 */
import { normalizeSlides, type SlideView } from '@/api/normalize';

export const DEFAULT_SLIDES: SlideView[] = normalizeSlides(
  [
    {
      key: 'glow-recipe',
      heading: 'Glow Recipe',
      subtitle: 'New season, new glow',
      description: 'Carrot, papaya and vitamin C body lotions that brighten dull skin and keep it moisturised all day.',
      alt: 'Body lotion, face cream and shower gel bottles on a warm peach background',
    },
    {
      key: 'dark-knuckles-removing-cream',
      heading: 'Dark Knuckles Removing Cream',
      subtitle: 'Our star product',
      description:
        'Kojic acid, licorice and shea butter help fade dark knuckles and toes, with visible results from twice-daily use.',
      alt: 'Tubes of Dark Knuckles Removing Cream among green leaves',
    },
    {
      key: 'serum-and-oil',
      heading: 'Serum & Oil',
      subtitle: 'Face care that works',
      description: 'Niacinamide, alpha arbutin and rosehip oil for a smoother, brighter, more even complexion.',
      alt: 'Bottles of glow oil, glow serum and carrot oil on a golden background',
    },
  ].map((slide, i) => ({
    id: -(i + 1),
    image_url: `/images/slides/${slide.key}.svg`,
    alt: slide.alt,
    heading: slide.heading,
    subtitle: slide.subtitle,
    description: slide.description,
    cta_primary_label: null,
    cta_primary_url: null,
    cta_secondary_label: null,
    cta_secondary_url: null,
    sort_order: i,
    is_active: true,
  })),
);
