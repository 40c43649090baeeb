/**
 * Storage model of the mock backend. These are the rows the handlers keep; what the API sends is
 * projected from them in `mocks/handlers/serialize.ts` and typed by the generated contract.
 * Plain foreign keys (user_id, product_id) instead of @msw/data relations: relations slow seeding,
 * are dropped by persistence and are not needed for the queries the API makes.
 */
import { z } from 'zod';
import { enums } from '../../src/api/enums.gen';

const id = z.number().int().positive();
const isoDate = z.string();
const nullableString = z.string().nullable();

export const userRow = z.object({
  id,
  email: z.string(),
  password_salt: z.string(),
  password_hash: z.string(),
  role: z.enum(enums.Role),
  name: nullableString,
  created_at: isoDate,
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

export const productRow = z.object({
  id,
  name: z.string(),
  category: z.string(),
  subcategory: nullableString,
  brand: nullableString,
  price: z.number(),
  currency: z.literal('NGN'),
  description: nullableString,
  details: nullableString,
  highlights: z.array(z.string()),
  images: z.array(z.string()),
  image_alt: nullableString,
  /** Kept in step with the reviews so listing can filter and sort by rating cheaply. */
  rating_sum: z.number().int(),
  review_count: z.number().int(),
  created_at: isoDate,
  updated_at: isoDate,
});

export const reviewRow = z.object({
  id,
  product_id: id,
  user_id: id.nullable(),
  rating: z.number().int().min(1).max(5),
  title: nullableString,
  body: nullableString,
  author_name: nullableString,
  created_at: isoDate,
});

export const orderItemRow = z.object({
  id,
  product_id: id,
  name: z.string(),
  quantity: z.number().int().positive(),
  unit_price: z.number(),
  total: z.number(),
  image_url: nullableString,
});

export const shippingAddressRow = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ship'),
    state: z.string(),
    lga: z.string(),
    street: z.string(),
    contact_name: z.string(),
    contact_phone: z.string(),
  }),
  z.object({
    type: z.literal('pickup'),
    address: z.string(),
    contact_name: z.string(),
    contact_phone: z.string(),
  }),
]);

export const orderStatus = z.enum(enums.OrderStatus);
export const paystackStatus = z.enum(enums.PaystackStatus);

export const refundRow = z.object({
  id,
  amount_kobo: z.number().int().positive(),
  reason: nullableString,
  paystack_refund: z.boolean(),
  created_at: isoDate,
});

export const orderRow = z.object({
  id,
  user_id: id,
  email: z.string(),
  status: orderStatus,
  currency: z.literal('NGN'),
  items: z.array(orderItemRow),
  amount_subtotal: z.number(),
  amount_shipping: z.number(),
  amount_total: z.number(),
  amount_paid_kobo: z.number().int().nullable(),
  amount_refunded_kobo: z.number().int(),
  /** The promo code's discount in naira; absent (older data, the seed) means none. */
  amount_discount: z.number().optional(),
  promo_code: nullableString.optional(),
  paystack_reference: z.string(),
  /** The references of earlier payments of this order, before it was paid again (payOrder); absent means none. */
  previous_references: z.array(z.string()).optional(),
  paystack_access_code: z.string(),
  paystack_status: paystackStatus.nullable(),
  paystack_transaction_id: nullableString,
  shipping_address: shippingAddressRow,
  fulfillment: z
    .object({ carrier: nullableString, tracking_number: nullableString, shipped_at: nullableString })
    .nullable(),
  cancel_reason: nullableString,
  refunds: z.array(refundRow),
  callback_url: nullableString,
  created_at: isoDate,
  updated_at: isoDate,
  paid_at: nullableString,
});

export const slideRow = z.object({
  id,
  image_url: z.string(),
  alt: nullableString,
  heading: z.string(),
  subtitle: nullableString,
  description: nullableString,
  cta_primary_label: nullableString,
  cta_primary_url: nullableString,
  cta_secondary_label: nullableString,
  cta_secondary_url: nullableString,
  sort_order: z.number().int(),
  is_active: z.boolean(),
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
