/**
 * The contract allows the alternative field names the spec lists (title for name, image_urls for
 * images, average_rating, reviews_count, …) and images as strings or { url } objects. The query
 * modules pass every product and slide through these once (in their `queryFn`), so screens see one
 * shape whatever the host sends. Orders: ./normalize-orders.ts; the overview: ./normalize-overview.ts.
 */
import { priceToNumber } from '@/lib/money';
import { normalizeVariants, type VariantView } from './normalize-variants';
import type { components } from './schema.gen';

type Product = components['schemas']['Product'];
type ProductList = components['schemas']['ProductList'];
type Review = components['schemas']['Review'];
type Slide = components['schemas']['Slide'];
type SlideList = components['schemas']['SlideList'];

export interface ProductView {
  id: number;
  /**
   * Whether the host sent `variants` or `stock` on this product, so it keeps them: the back office
   * offers its stock and variant editors only then (decision 0047).
   */
  stockKnown: boolean;
  name: string;
  category: string;
  subcategory: string | null;
  brand: string | null;
  price: number;
  description: string | null;
  details: string | null;
  uses: string[];
  images: Array<{ url: string; alt: string }>;
  rating: number | null;
  reviewCount: number;
  createdAt: string;
  /** Its shades or sizes (extension, decision 0046); empty on a host without them. */
  variants: VariantView[];
  /** Units left of a product without variants; null when not counted (a host without the extension). */
  stock: number | null;
}

export function normalizeProduct(p: Product): ProductView {
  const name = p.name ?? p.title ?? 'Untitled product';
  const raw = p.images?.length ? p.images : (p.image_urls ?? []);
  const images = raw
    .map((img) =>
      typeof img === 'string'
        ? { url: img, alt: p.image_alt ?? name }
        : { url: img.url, alt: img.alt ?? p.image_alt ?? name },
    )
    .filter((img) => img.url);
  if (images.length === 0 && p.image) images.push({ url: p.image, alt: p.image_alt ?? name });
  return {
    id: p.id,
    stockKnown: p.variants !== undefined || p.stock !== undefined,
    name,
    category: p.category,
    subcategory: p.subcategory,
    brand: p.brand ?? null,
    price: priceToNumber(p.price),
    description: p.description,
    details: p.details,
    uses: p.highlights?.length ? p.highlights : (p.uses ?? []),
    images,
    rating: p.avg_rating ?? p.average_rating ?? p.rating_avg ?? null,
    reviewCount: p.review_count ?? p.reviews_count ?? p.rating_count ?? 0,
    createdAt: p.created_at,
    variants: normalizeVariants(p.variants),
    stock: p.stock ?? null,
  };
}

/** A product with one page of its reviews (GET /products/{id}?include_reviews=true). */
export interface ProductDetailView extends ProductView {
  /** Empty when the reviews were not asked for. */
  reviews: Review[];
  /** null when the host sends no reviews_pagination; `total` is this project's extension (null when absent). */
  reviewsPagination: { page: number; totalPages: number; total: number | null } | null;
}

export function normalizeProductDetail(p: Product): ProductDetailView {
  const pages = p.reviews_pagination;
  return {
    ...normalizeProduct(p),
    reviews: p.reviews ?? [],
    reviewsPagination: pages ? { page: pages.page, totalPages: pages.total_pages, total: pages.total ?? null } : null,
  };
}

export interface ProductListView {
  items: ProductView[];
  /** per_page is this project's extension: null when the host does not send it. */
  pagination: { page: number; per_page: number | null; total: number; total_pages: number };
}

/**
 * The id in a create-product answer: `{ product: { id } }` (spec section 7, `product {id}`) or the
 * product itself with its `id`; null when the answer holds neither.
 */
export function createdProductId(answer: unknown): number | null {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isRecord(answer)) return null;
  const id = isRecord(answer.product) ? answer.product.id : answer.id;
  const number = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : null;
}

/** GET /products: items and pagination {total, total_pages} (also page), spec section 3. */
export function normalizeProductList(list: ProductList, asked: { page?: number } = {}): ProductListView {
  const { page, per_page, total, total_pages } = list.pagination;
  return {
    items: list.items.map(normalizeProduct),
    // `page` may be absent (spec section 3: "pagination {total, total_pages} (also page)"): the
    // page asked for is the page answered.
    pagination: { page: page ?? asked.page ?? 1, per_page: per_page ?? null, total, total_pages },
  };
}

/**
 * A slide as the screens read it: `image_url` (or `src`; null without either), `heading` (or
 * `title`), and the admin side's sort_order and is_active with their defaults (0, true).
 */
export type SlideRecord = Omit<Slide, 'image_url' | 'src' | 'heading' | 'title' | 'sort_order' | 'is_active'> & {
  image_url: string | null;
  heading: string;
  sort_order: number;
  is_active: boolean;
};

/** A slide as sent, or one already read (reading it again changes nothing). */
type SlideInput = Omit<Slide, 'image_url' | 'heading'> & { image_url?: string | null; heading?: string | null };

export function normalizeSlide(s: SlideInput): SlideRecord {
  const { src, title, image_url, heading, sort_order, is_active, ...rest } = s;
  return {
    ...rest,
    image_url: image_url || src || null,
    heading: heading || title || '',
    sort_order: sort_order ?? 0,
    is_active: is_active ?? true,
  };
}

/** GET /carousel/slides: items and count. */
export function normalizeSlideList(list: SlideList): { items: SlideRecord[]; count: number } {
  return { items: list.items.map(normalizeSlide), count: list.count };
}

export interface SlideView {
  id: number;
  imageUrl: string;
  alt: string;
  heading: string;
  subtitle: string | null;
  description: string | null;
  primary: { label: string; href: string };
  secondary: { label: string; href: string };
}

/** Slides without an image are dropped (spec section 3); button labels default to Shop now / Shop the brand, both to /products. */
export function normalizeSlides(slides: SlideInput[]): SlideView[] {
  return slides.flatMap((raw) => {
    const s = normalizeSlide(raw);
    const imageUrl = s.image_url;
    if (!imageUrl) return [];
    const heading = s.heading;
    return [
      {
        id: s.id,
        imageUrl,
        alt: s.alt ?? heading,
        heading,
        subtitle: s.subtitle,
        description: s.description,
        primary: { label: s.cta_primary_label || 'Shop now', href: s.cta_primary_url || '/products' },
        secondary: { label: s.cta_secondary_label || 'Shop the brand', href: s.cta_secondary_url || '/products' },
      },
    ];
  });
}
