/** The hero on the real mock API: the server's slides, and the built-in ones on an error or an empty list. */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { withMockBackend } from '@/testing/mock-backend';
import { renderApp } from '@/testing/render-app';
import { DEFAULT_SLIDES } from './default-slides';
import { HERO_LABEL, HeroCarousel } from './hero-carousel';

// jsdom has no scrolling; the router restores scroll after navigations.
window.scrollTo = () => {};
// Whole grids of product cards render slowly in jsdom when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

withMockBackend();

afterEach(() => {
  vi.unstubAllGlobals();
});

const SLIDES_URL = '*/api/carousel/slides';

function slide(id: number, image_url: string, heading: string) {
  return {
    id,
    image_url,
    alt: null,
    heading,
    subtitle: null,
    description: null,
    cta_primary_label: null,
    cta_primary_url: null,
    cta_secondary_label: null,
    cta_secondary_url: null,
    sort_order: id,
    is_active: true,
  };
}

async function expectDefaultSlides() {
  await screen.findByText('1 / 3');
  const region = screen.getByRole('region', { name: HERO_LABEL });
  const headings = within(region)
    .getAllByRole('group')
    .filter((g) => g.getAttribute('aria-roledescription') === 'slide')
    .map((g) => within(g).getByRole('heading', { level: 2 }).textContent);
  expect(headings).toEqual(['Glow Recipe', 'Dark Knuckles Removing Cream', 'Serum & Oil']);
}

describe('HeroCarousel', () => {
  it('has three built-in slides with the spec’s names, images and default buttons', () => {
    expect(DEFAULT_SLIDES.map((s) => [s.heading, s.imageUrl])).toEqual([
      ['Glow Recipe', '/images/slides/glow-recipe.svg'],
      ['Dark Knuckles Removing Cream', '/images/slides/dark-knuckles-removing-cream.svg'],
      ['Serum & Oil', '/images/slides/serum-and-oil.svg'],
    ]);
    for (const s of DEFAULT_SLIDES) {
      expect(s.primary).toEqual({ label: 'Shop now', href: '/products' });
      expect(s.secondary).toEqual({ label: 'Shop the brand', href: '/products' });
    }
  });

  it('shows the first default slide’s frame and “Loading slides…” while the slides load, then the server’s slides', async () => {
    await renderApp(<HeroCarousel />);
    expect(screen.getByRole('status').textContent).toBe('Loading slides…');
    const frameImage = screen.getByRole('img', { name: DEFAULT_SLIDES[0]!.alt });
    expect(frameImage.getAttribute('src')).toBe('/images/copies/slides/glow-recipe-800.webp');
    expect(frameImage.getAttribute('fetchpriority')).toBe('high');
    await screen.findByText('1 / 6');
    expect(screen.queryByText('Loading slides…')).toBeNull();
    expect(within(screen.getByRole('group', { name: '4 of 6' })).getByRole('heading').textContent).toBe(
      'Brightening Black Soap',
    );
  });

  it('shows the default slides when the request fails', async () => {
    server.use(
      http.get(SLIDES_URL, () =>
        HttpResponse.json({ error: 'invalid_payload', message: 'The request is invalid.' }, { status: 400 }),
      ),
    );
    await renderApp(<HeroCarousel />);
    await expectDefaultSlides();
  });

  it('shows the default slides when the list is empty', async () => {
    server.use(http.get(SLIDES_URL, () => HttpResponse.json({ items: [], count: 0 })));
    await renderApp(<HeroCarousel />);
    await expectDefaultSlides();
  });

  it('drops slides without an image; one slide left means no navigation', async () => {
    server.use(
      http.get(SLIDES_URL, () =>
        HttpResponse.json({
          items: [slide(1, '', 'No picture'), slide(2, '/images/slides/black-soap.svg', 'Black soap')],
          count: 2,
        }),
      ),
    );
    await renderApp(<HeroCarousel />);
    const group = await screen.findByRole('group', { name: '1 of 1' });
    expect(within(group).getByRole('heading').textContent).toBe('Black soap');
    expect(screen.queryByText('No picture')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
  });
});
