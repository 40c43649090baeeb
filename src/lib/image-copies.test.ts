import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COPY_WIDTHS, imageCopy, SLIDE_SIZES } from './image-copies';
// @ts-expect-error: a plain .mjs script without types
import { SETS } from '../../scripts/gen-image-copies.mjs';

const publicDir = join(process.cwd(), 'public');

describe('imageCopy', () => {
  it('points a generated product picture at its copies, smallest first, for the width it is shown at', () => {
    expect(imageCopy('/images/products/tablet-soap-3.svg')).toEqual({
      src: '/images/copies/products/tablet-soap-3-360.webp',
      srcSet:
        '/images/copies/products/tablet-soap-3-360.webp 360w, /images/copies/products/tablet-soap-3-720.webp 720w',
      sizes: expect.stringContaining('48vw'),
    });
    expect(imageCopy('/images/products/tablet-soap-3.svg', '64px').sizes).toBe('64px');
  });

  it('points a category picture at its one copy', () => {
    expect(imageCopy('/images/categories/face-cream.svg')).toEqual({
      src: '/images/copies/categories/face-cream-256.webp',
    });
  });

  it('points a hero slide at its copies, for the width a slide covers', () => {
    expect(imageCopy('/images/slides/black-soap.svg', SLIDE_SIZES)).toEqual({
      src: '/images/copies/slides/black-soap-800.webp',
      srcSet:
        '/images/copies/slides/black-soap-800.webp 800w, /images/copies/slides/black-soap-1200.webp 1200w, /images/copies/slides/black-soap-1600.webp 1600w',
      sizes: SLIDE_SIZES,
    });
  });

  it('leaves every other picture as it is', () => {
    for (const url of [
      'https://res.cloudinary.com/demo/image/upload/lotion.jpg',
      'blob:http://localhost/1234',
      'data:image/png;base64,AAAA',
      '/mock-uploads/moringa.png',
      '/images/placeholder.svg',
      '/images/products/../slides/black-soap.svg',
      '/images/products/tablet-soap-3.svg?v=2',
      'https://evil.example/images/products/tablet-soap-3.svg',
    ]) {
      expect(imageCopy(url)).toEqual({ src: url });
    }
  });

  it('asks for the widths the generator draws', () => {
    expect(COPY_WIDTHS).toEqual(
      Object.fromEntries(
        Object.entries(SETS as Record<string, { widths: number[] }>).map(([set, { widths }]) => [set, widths]),
      ),
    );
  });

  it('names copies that exist for every generated product, category and slide picture', () => {
    let checked = 0;
    for (const set of Object.keys(COPY_WIDTHS)) {
      for (const file of readdirSync(join(publicDir, 'images', set)).filter((f) => f.endsWith('.svg'))) {
        const { src, srcSet } = imageCopy(`/images/${set}/${file}`);
        const paths = srcSet ? srcSet.split(', ').map((candidate) => candidate.split(' ')[0]!) : [src];
        for (const path of paths) expect(existsSync(join(publicDir, path)), path).toBe(true);
        checked++;
      }
    }
    // Two pictures for each of the seed's 77 products (front and angled), 6 categories, 6 slides.
    expect(checked).toBe(154 + 6 + 6);
  });
});
