/** The product and slide normalisers, one test per alternative the spec allows (section 3). */
import { describe, expect, it } from 'vitest';
import {
  normalizeProduct,
  normalizeProductDetail,
  normalizeProductList,
  normalizeSlide,
  normalizeSlideList,
  normalizeSlides,
} from './normalize';
import type { components } from './schema.gen';

type Product = components['schemas']['Product'];
type Slide = components['schemas']['Slide'];

/** A product with the spec's fields only, named the usual way. */
const base: Product = {
  id: 7,
  name: 'Carrot Glow Lotion',
  category: 'body-lotion',
  subcategory: 'skin-whitening-lotion',
  price: 4500,
  currency: 'NGN',
  description: 'A lotion.',
  details: '400 ml.',
  highlights: ['Evens out dark spots'],
  images: ['/a.svg', '/b.svg'],
  image_alt: 'A bottle',
  avg_rating: 4.5,
  review_count: 12,
  created_at: '2026-11-01T08:00:00Z',
};

function without(product: Product, ...keys: Array<keyof Product>): Product {
  const out = { ...product };
  for (const key of keys) delete out[key];
  return out;
}

const expected = normalizeProduct(base);

describe('products as the spec allows them', () => {
  it('Product: name (or title)', () => {
    expect(normalizeProduct({ ...without(base, 'name'), title: 'Carrot Glow Lotion' })).toEqual(expected);
  });

  it('Product: price (number or string)', () => {
    expect(normalizeProduct({ ...base, price: '4,500.00' })).toEqual(expected);
  });

  it('Product: highlights (or uses)', () => {
    expect(normalizeProduct({ ...without(base, 'highlights'), uses: ['Evens out dark spots'] })).toEqual(expected);
  });

  it('Product: images (strings or objects with url) or image_urls', () => {
    expect(normalizeProduct({ ...base, images: [{ url: '/a.svg', alt: 'A bottle' }, { url: '/b.svg' }] })).toEqual(
      expected,
    );
    expect(normalizeProduct({ ...without(base, 'images'), image_urls: ['/a.svg', '/b.svg'] })).toEqual(expected);
  });

  it('Product: also image, hover_image, image_alt', () => {
    expect(normalizeProduct({ ...without(base, 'images'), image: '/a.svg' }).images).toEqual([
      { url: '/a.svg', alt: 'A bottle' },
    ]);
    expect(normalizeProduct(without(base, 'image_alt')).images[0]).toEqual({
      url: '/a.svg',
      alt: 'Carrot Glow Lotion',
    });
  });

  it('Product: avg_rating (or average_rating, rating_avg)', () => {
    expect(normalizeProduct({ ...without(base, 'avg_rating'), average_rating: 4.5 })).toEqual(expected);
    expect(normalizeProduct({ ...without(base, 'avg_rating'), rating_avg: 4.5 })).toEqual(expected);
    expect(normalizeProduct(without(base, 'avg_rating')).rating).toBeNull();
  });

  it('Product: review_count (or reviews_count, rating_count)', () => {
    expect(normalizeProduct({ ...without(base, 'review_count'), reviews_count: 12 })).toEqual(expected);
    expect(normalizeProduct({ ...without(base, 'review_count'), rating_count: 12 })).toEqual(expected);
    expect(normalizeProduct(without(base, 'review_count')).reviewCount).toBe(0);
  });

  it("Product: brand is this project's extension (null when absent)", () => {
    expect(normalizeProduct({ ...base, brand: 'Carrot Glow' }).brand).toBe('Carrot Glow');
    expect(expected.brand).toBeNull();
  });

  it('Product: reviews, reviews_pagination {page, total_pages}', () => {
    const review = {
      id: 1,
      rating: 5,
      title: 'Good',
      body: null,
      author_name: null,
      created_at: '2026-11-02T08:00:00Z',
    };
    const view = normalizeProductDetail({
      ...base,
      reviews: [review],
      reviews_pagination: { page: 1, total_pages: 2 },
    });
    expect(view.reviews).toEqual([review]);
    expect(view.reviewsPagination).toEqual({ page: 1, totalPages: 2, total: null });
    expect(normalizeProductDetail(base)).toMatchObject({ reviews: [], reviewsPagination: null });
  });

  it('Listing response: items and pagination {total, total_pages} (also page)', () => {
    const view = normalizeProductList({
      items: [{ ...without(base, 'name'), title: 'Carrot Glow Lotion' }],
      pagination: { page: 1, total: 1, total_pages: 1 },
    });
    expect(view).toEqual({ items: [expected], pagination: { page: 1, per_page: null, total: 1, total_pages: 1 } });
  });

  it('takes the page asked for when the host sends none, not 1 (spec: pagination {total, total_pages}, also page)', () => {
    const view = normalizeProductList({ items: [], pagination: { total: 40, total_pages: 2 } }, { page: 2 });
    expect(view.pagination).toEqual({ page: 2, per_page: null, total: 40, total_pages: 2 });
  });
});

const slide: Slide = {
  id: 3,
  image_url: '/s.svg',
  alt: 'A jar',
  heading: 'Glow Recipe',
  subtitle: null,
  description: null,
  cta_primary_label: null,
  cta_primary_url: null,
  cta_secondary_label: null,
  cta_secondary_url: null,
  sort_order: 2,
  is_active: true,
};

describe('slides as the spec allows them', () => {
  it('Carousel slide: image_url (or src), heading (or title)', () => {
    const { image_url: _i, heading: _h, ...rest } = slide;
    expect(normalizeSlide({ ...rest, src: '/s.svg', title: 'Glow Recipe' })).toEqual(normalizeSlide(slide));
  });

  it('Carousel slide: admin side adds sort_order and is_active', () => {
    const { sort_order: _s, is_active: _a, ...rest } = slide;
    expect(normalizeSlide(rest)).toMatchObject({ sort_order: 0, is_active: true });
  });

  it('A slide without an image is dropped', () => {
    const { image_url: _i, ...rest } = slide;
    expect(normalizeSlides([rest, slide]).map((s) => s.id)).toEqual([3]);
    expect(normalizeSlideList({ items: [rest], count: 1 }).items[0]!.image_url).toBeNull();
  });
});
