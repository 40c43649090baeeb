/**
 * Storage model of the mock backend. These are the rows the handlers keep; what the API sends is
 * projected from them in `mocks/handlers/serialize.ts` and typed by the generated contract.
 * A row that holds one of the contract's records is that record as generated from openapi.yaml
 * (`./contract.gen.ts`, by `npm run gen`), less what is worked out when it answers, plus the row's
 * own columns: only those are written here (docs/decisions/0040-mock-rows-from-the-contract.md).
 * Plain foreign keys (user_id, product_id) instead of @msw/data relations: relations slow seeding,
 * are dropped by persistence and are not needed for the queries the API makes.
 */
import { z } from 'zod';
import * as contract from './contract.gen';

const id = contract.Id;
const isoDate = z.string();
const nullableString = z.string().nullable();

/** A user: the contract's User, less the order count worked out when it answers, plus the password and name. */
export const userRow = contract.User.omit({ orders_count: true }).extend({
  password_salt: z.string(),
  password_hash: z.string(),
  name: nullableString,
});

/** One sign-in: a refresh token that rotates, with a short grace period for the previous one. */
export const sessionRow = z.object({
  id,
  user_id: id,
  refresh_token: z.string(),
  previous_refresh_token: nullableString,
  previous_valid_until: nullableString,
  created_at: isoDate,
  expires_at: isoDate,
  revoked_at: nullableString,
});

export const accessTokenRow = z.object({
  id,
  token: z.string(),
  user_id: id,
  session_id: id,
  expires_at: isoDate,
});

export const resetCodeRow = z.object({
  id,
  email: z.string(),
  code: z.string(),
  expires_at: isoDate,
  used_at: nullableString,
  failed_attempts: z.number().int(),
  created_at: isoDate,
});

/**
 * A one-time promo code (this project's extension, decision 0034): the first-order code sent on
 * registering. It is used when an order carrying it is paid (derived from the orders, not kept).
 */
export const promoCodeRow = z.object({
  id,
  code: z.string(),
  user_id: id,
  percent_off: z.number().int().min(1).max(100),
  created_at: isoDate,
  expires_at: isoDate,
});

/** Mail the mock would have sent (password reset codes, welcome codes), for testers to read. */
export const outboxRow = z.object({
  id,
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  code: nullableString,
  created_at: isoDate,
});

/**
 * What the serialiser works out when it answers (mocks/handlers/serialize.ts), kept nowhere: the
 * pictures from `images`, the mean rating from `rating_sum`, and the reviews from their own table.
 */
const productAnswerOnly = {
  image: true,
  hover_image: true,
  avg_rating: true,
  reviews: true,
  reviews_pagination: true,
} as const;

/**
 * A product: the contract's Product (a property added there is a column here, optional unless the
 * contract requires it, so saved data without it still loads), less what is worked out when it
 * answers, with what the mock always writes required, plus its own columns.
 */
export const productRow = contract.Product.omit(productAnswerOnly)
  .required({ name: true, brand: true, highlights: true, images: true, image_alt: true, review_count: true })
  .extend({
    /** Kept in step with the reviews so listing can filter and sort by rating cheaply. */
    rating_sum: z.number().int(),
    updated_at: isoDate,
  });

export const reviewRow = contract.Review.required({ product_id: true, author_name: true }).extend({
  /** Who wrote it; null for the seed's reviews. */
  user_id: id.nullable(),
});

export const orderItemRow = contract.OrderItem.required({ product_id: true });

export const shippingAddressRow = contract.ShippingAddress;

export const orderStatus = contract.OrderStatus;
export const paystackStatus = contract.PaystackStatus;

export const refundRow = contract.Refund;

/**
 * An order: the contract's Order with what the mock always writes required (`amount_discount` and
 * `promo_code` stay optional: older data has neither, which means none), plus its own columns.
 */
export const orderRow = contract.Order.required({
  user_id: true,
  updated_at: true,
  paid_at: true,
  currency: true,
  items: true,
  amount_total: true,
  amount_paid_kobo: true,
  amount_refunded_kobo: true,
  cancel_reason: true,
  refunds: true,
}).extend({
  items: z.array(orderItemRow),
  fulfillment: contract.Fulfillment.required({ shipped_at: true }).nullable(),
  /** The references of earlier payments of this order, before it was paid again (payOrder); absent means none. */
  previous_references: z.array(z.string()).optional(),
  paystack_access_code: z.string(),
  callback_url: nullableString,
  /** Its checkout counted stock (variants and stock, decision 0046); absent: it did not (older data, shapes:spec). */
  counts_stock: z.boolean().optional(),
  /** Its stock is taken (paid), to give back when it is cancelled or fully refunded; absent: not taken. */
  stock_taken: z.boolean().optional(),
});

export const slideRow = contract.Slide.required({
  image_url: true,
  heading: true,
  sort_order: true,
  is_active: true,
}).extend({
  created_at: isoDate,
  updated_at: isoDate,
});

/** An uploaded file's metadata; the bytes live in IndexedDB (browser) or memory (Node). */
export const uploadRow = z.object({
  id,
  key: z.string(),
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  url: z.string(),
  created_at: isoDate,
});

export type UserRow = z.infer<typeof userRow>;
export type SessionRow = z.infer<typeof sessionRow>;
export type AccessTokenRow = z.infer<typeof accessTokenRow>;
export type ResetCodeRow = z.infer<typeof resetCodeRow>;
export type OutboxRow = z.infer<typeof outboxRow>;
export type PromoCodeRow = z.infer<typeof promoCodeRow>;
export type ProductRow = z.infer<typeof productRow>;
export type ReviewRow = z.infer<typeof reviewRow>;
export type OrderItemRow = z.infer<typeof orderItemRow>;
export type OrderRow = z.infer<typeof orderRow>;
export type OrderStatus = z.infer<typeof orderStatus>;
export type PaystackStatus = z.infer<typeof paystackStatus>;
export type ShippingAddressRow = z.infer<typeof shippingAddressRow>;
export type RefundRow = z.infer<typeof refundRow>;
export type SlideRow = z.infer<typeof slideRow>;
export type UploadRow = z.infer<typeof uploadRow>;
