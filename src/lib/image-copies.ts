/**
 * The picture to show at the size it is shown (docs/decisions/0020-performance-choices.md).
 *
 * A real image host serves a photo at the width asked for (Cloudinary by a transformation in the
 * URL). The mock's generated pictures are SVGs, and Chromium makes a document of its own for each
 * SVG an `<img>` shows, parsed, laid out and painted on the main thread: on a phone's listing, more
 * main-thread work than anything but the scripts. So for those pictures, and only those, the store
 * asks for the WebP copies that `npm run gen:images` draws into /images/copies/<set>, at the widths
 * below. Any other URL (an upload, a pasted link, a real host's picture) is shown as it is.
 */
export const COPY_WIDTHS = {
  products: [360, 720],
  categories: [256],
  slides: [800, 1200, 1600],
} as const;

type CopySet = keyof typeof COPY_WIDTHS;

/**
 * A hero slide's drawn width: 1600 × 700 pictures cover a frame of 16:10 on phones, 16:9 from
 * 768 px, 2:1 from 1024 px and the full width from 1280 px (src/features/home/hero-slide.tsx).
 */
export const SLIDE_SIZES = '(min-width: 1280px) 100vw, (min-width: 1024px) 115vw, (min-width: 768px) 129vw, 143vw';

/** A product card's width in CSS pixels: 2 columns, 3 from 640 px, 4 from 1024 px, 1280 px of page at most. */
export const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 24vw, (min-width: 640px) 32vw, 48vw';

/**
 * The product page's large picture: the page's width less its padding, half of it (less the gap)
 * from 1024 px, at most 592 px (src/features/product/product-page.tsx).
 */
export const GALLERY_SIZES =
  '(min-width: 1280px) 592px, (min-width: 1024px) calc(50vw - 48px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';

/** The gallery's thumbnails: four to a row on phones, five from 640 px, under the large picture. */
export const THUMBNAIL_SIZES =
  '(min-width: 1280px) 112px, (min-width: 1024px) calc(10vw - 16px), (min-width: 640px) calc(20vw - 16px), calc(25vw - 14px)';

const GENERATED = /^\/images\/(products|categories|slides)\/([a-z0-9-]+)\.svg$/;

export interface ImageSource {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** `sizes` is the width the picture is shown at: a product card's by default. */
export function imageCopy(url: string, sizes: string = CARD_SIZES): ImageSource {
  const match = GENERATED.exec(url);
  if (!match) return { src: url };
  const [, set, name] = match as unknown as [string, CopySet, string];
  const widths: readonly number[] = COPY_WIDTHS[set];
  const copy = (width: number) => `/images/copies/${set}/${name}-${width}.webp`;
  if (widths.length === 1) return { src: copy(widths[0]!) };
  return { src: copy(widths[0]!), srcSet: widths.map((width) => `${copy(width)} ${width}w`).join(', '), sizes };
}
