/** Storage rows → the contract's shapes (typed by the generated schema). */
import type { components } from '../../src/api/schema.gen';
import type { Database } from '../db';
import type { Alternatives } from '../db/contract.gen';
import type { OrderRow, ProductRow, ReviewRow, SlideRow, UserRow } from '../db/schema';

type Schemas = components['schemas'];

/**
 * Every property of a contract schema, the optional ones too, except the spec's alternative names
 * and those in `Later` (set afterwards, by the handler): a property added to the contract is a
 * compile error in its serialiser until it is sent (mocks/handlers/serialize.test.ts checks it too).
 */
type Every<T, Later extends keyof T = never> = Required<Omit<T, Later>>;

/** Orders per user, counted once per request (a per-user scan would be quadratic). */
export function orderCounts(db: Database): Map<number, number> {
  const counts = new Map<number, number>();
  for (const order of db.orders.all()) counts.set(order.user_id, (counts.get(order.user_id) ?? 0) + 1);
  return counts;
}

export function toUser(user: UserRow, counts: Map<number, number>): Schemas['User'] {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    created_at: user.created_at,
    orders_count: counts.get(user.id) ?? 0,
  } satisfies Every<Schemas['User']>;
}

/** One user, counting only their orders. */
export function toUserAlone(db: Database, user: UserRow): Schemas['User'] {
  let count = 0;
  for (const order of db.orders.all()) if (order.user_id === user.id) count++;
  return toUser(user, new Map([[user.id, count]]));
}

export function averageRating(product: Pick<ProductRow, 'rating_sum' | 'review_count'>): number | null {
  return product.review_count > 0 ? Math.round((product.rating_sum / product.review_count) * 10) / 10 : null;
}

/** A product's answer; getProduct adds its reviews (`include_reviews`). */
export function toProduct(product: ProductRow): Schemas['Product'] {
  return {
    id: product.id,
    name: product.name,
    category: product.category,
    subcategory: product.subcategory,
    brand: product.brand,
    variants: (product.variants ?? []).map((variant) => ({ ...variant })),
    stock: product.stock ?? null,
    price: product.price,
    currency: product.currency,
    description: product.description,
    details: product.details,
    highlights: [...product.highlights],
    images: [...product.images],
    image: product.images[0] ?? null,
    hover_image: product.images[1] ?? null,
    image_alt: product.image_alt,
    avg_rating: averageRating(product),
    review_count: product.review_count,
    created_at: product.created_at,
  } satisfies Every<Schemas['Product'], Alternatives['Product'] | 'reviews' | 'reviews_pagination'>;
}

export function toReview(review: ReviewRow): Schemas['Review'] {
  return {
    id: review.id,
    product_id: review.product_id,
    rating: review.rating,
    title: review.title,
    body: review.body,
    author_name: review.author_name,
    created_at: review.created_at,
  } satisfies Every<Schemas['Review']>;
}

export function toOrder(order: OrderRow, includeItems = true): Schemas['Order'] {
  const out: Schemas['Order'] = {
    id: order.id,
    user_id: order.user_id,
    email: order.email,
    status: order.status,
    created_at: order.created_at,
    updated_at: order.updated_at,
    paid_at: order.paid_at,
    currency: order.currency,
    amount_subtotal: order.amount_subtotal,
    amount_shipping: order.amount_shipping,
    amount_total: order.amount_total,
    amount_discount: order.amount_discount ?? 0,
    promo_code: order.promo_code ?? null,
    amount_paid_kobo: order.amount_paid_kobo,
    amount_refunded_kobo: order.amount_refunded_kobo,
    paystack_reference: order.paystack_reference,
    paystack_status: order.paystack_status,
    paystack_transaction_id: order.paystack_transaction_id,
    shipping_address: { ...order.shipping_address } as Schemas['ShippingAddress'],
    fulfillment: order.fulfillment ? { ...order.fulfillment } : null,
    cancel_reason: order.cancel_reason,
    refunds: order.refunds.map((r) => ({ ...r })),
  } satisfies Every<Schemas['Order'], 'items'>;
  if (includeItems) out.items = order.items.map((item) => ({ ...item }));
  return out;
}

export function toOrderSummary(order: OrderRow): Schemas['OrderSummary'] {
  return {
    id: order.id,
    created_at: order.created_at,
    status: order.status,
    amount_total: order.amount_total,
  } satisfies Every<Schemas['OrderSummary']>;
}

export function toSlide(slide: SlideRow): Schemas['Slide'] {
  return {
    id: slide.id,
    image_url: slide.image_url,
    alt: slide.alt,
    heading: slide.heading,
    subtitle: slide.subtitle,
    description: slide.description,
    cta_primary_label: slide.cta_primary_label,
    cta_primary_url: slide.cta_primary_url,
    cta_secondary_label: slide.cta_secondary_label,
    cta_secondary_url: slide.cta_secondary_url,
    sort_order: slide.sort_order,
    is_active: slide.is_active,
  } satisfies Every<Schemas['Slide'], Alternatives['Slide']>;
}

/** Page bounds for a list of `total` rows. */
export function paginate<T>(rows: T[], page: number, perPage: number) {
  const total = rows.length;
  const totalPages = Math.ceil(total / perPage);
  const start = (page - 1) * perPage;
  return {
    items: rows.slice(start, start + perPage),
    total,
    totalPages,
    hasPrev: page > 1,
    hasNext: start + perPage < total,
  };
}
