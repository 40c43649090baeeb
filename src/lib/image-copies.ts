/**
 * The picture to show at the size it is shown (decision record 0025).
 *
 * A real image host serves a photo at the width asked for (Cloudinary by a transformation in the
 * URL). The mock's generated pictures are SVGs, and Chromium makes a document of its own for
 * each SVG an `<img>` shows: on a phone's listing that was the main thread's largest cost after
 * the scripts. So for those pictures, and only those, the store asks for the WebP copies that
 * `npm run gen:images` draws into /images/copies/<set>, at the widths below. Any other URL (an
 * upload, a pasted link, a real host's picture) is shown as it is.
 */
export const COPY_WIDTHS = {
  products: [360, 720],
  categories: [256],
} as const;

type CopySet = keyof typeof COPY_WIDTHS;

/** A product card's width in CSS pixels: 2 columns, 3 from 640 px, 4 from 1024 px, 1280 px of page at most. */
export const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 24vw, (min-width: 640px) 32vw, 48vw';

const GENERATED = /^\/images\/(products|categories)\/([a-z0-9-]+)\.svg$/;

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
