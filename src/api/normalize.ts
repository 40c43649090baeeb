/**
 * The contract allows the alternative field names the spec lists (title for name, image_urls for
 * images, average_rating, reviews_count, …) and images as strings or { url } objects. Screens read
 * products through `normalizeProduct`, so they see one shape whatever the host sends.
 */
import { priceToNumber } from '@/lib/money';
import type { components } from './schema.gen';

type Product = components['schemas']['Product'];
type Slide = components['schemas']['Slide'];

export interface ProductView {
  id: number;
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
}

export function normalizeProduct(p: Product): ProductView {
  const name = p.name ?? p.title ?? 'Untitled product';
  const raw = p.images?.length ? p.images : (p.image_urls ?? []);
  const images = raw
    .map((img) => (typeof img === 'string' ? { url: img, alt: p.image_alt ?? name } : { url: img.url, alt: img.alt ?? p.image_alt ?? name }))
    .filter((img) => img.url);
  if (images.length === 0 && p.image) images.push({ url: p.image, alt: p.image_alt ?? name });
  return {
    id: p.id,
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
  };
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
export function normalizeSlides(slides: Slide[]): SlideView[] {
  return slides.flatMap((s) => {
    const imageUrl = s.image_url || s.src;
    if (!imageUrl) return [];
    const heading = s.heading || s.title || '';
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
