/**
 * Test helpers for the home feature: a matchMedia that answers min-width queries for a given
 * window width (px or rem at 16 px) and the reduced-motion query, and fixture slides.
 */
import { vi } from 'vitest';
import type { SlideView } from '@/api/normalize';

export function stubMatchMedia(width: number, { reducedMotion = false }: { reducedMotion?: boolean } = {}) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const min = /min-width:\s*([\d.]+)(px|rem)/.exec(query);
      const matches = min
        ? width >= Number(min[1]) * (min[2] === 'rem' ? 16 : 1)
        : query.includes('prefers-reduced-motion') && reducedMotion;
      return {
        matches,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      };
    }),
  );
}

export function makeSlides(count: number): SlideView[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    imageUrl: `/images/slides/slide-${i + 1}.svg`,
    alt: `Slide image ${i + 1}`,
    heading: `Heading ${i + 1}`,
    subtitle: `Subtitle ${i + 1}`,
    description: `Description ${i + 1}`,
    primary: { label: 'Shop now', href: '/products' },
    secondary: { label: 'Shop the brand', href: '/products' },
  }));
}
