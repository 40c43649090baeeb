/**
 * Orders as the screens read them, whatever shape the host answers in (spec sections 3 and 7):
 * the shopper's list as `{ orders, pagination }`, a bare array or `{ data, pagination }`; a total
 * derived from `amount_paid_kobo / 100` when `amount_total` is missing; currency NGN by default;
 * this project's extensions (refunds, paid_at, …) given their empty values when a host leaves
 * them out. The query modules call these once, in their `queryFn`.
 */
import { koboToNaira } from '@/lib/money';
import type { components } from './schema.gen';

type Order = components['schemas']['Order'];
type OrderItem = components['schemas']['OrderItem'];
type OrderListAnswer = components['schemas']['OrderListAnswer'];
type OrderListPagination = components['schemas']['OrderListPagination'];
type AdminOrderList = components['schemas']['AdminOrderList'];
type VerifyResponse = components['schemas']['VerifyResponse'];

export type OrderItemView = Omit<OrderItem, 'product_id'> & { product_id: number | null };
export type FulfillmentView = { carrier: string | null; tracking_number: string | null; shipped_at: string | null };

export type OrderView = Omit<
  Order,
  | 'amount_total'
  | 'currency'
  | 'user_id'
  | 'updated_at'
  | 'paid_at'
  | 'amount_paid_kobo'
  | 'amount_refunded_kobo'
  | 'amount_discount'
  | 'promo_code'
  | 'cancel_reason'
  | 'items'
  | 'fulfillment'
> & {
  /** amount_total, or amount_paid_kobo / 100 when it is missing; null when neither is sent. */
  amount_total: number | null;
  currency: 'NGN';
  user_id: number | null;
  updated_at: string;
  paid_at: string | null;
  amount_paid_kobo: number | null;
  amount_refunded_kobo: number;
  /** The promo code's discount in naira (decision 0034); 0 from a host without the extension. */
  amount_discount: number;
  promo_code: string | null;
  cancel_reason: string | null;
  /** Absent when the list was asked for without items. */
  items?: OrderItemView[];
  fulfillment: FulfillmentView | null;
};

/** The verify answer as the payment result reads it: the order's total always in naira (or null), the order null when not sent. */
export type VerifyView = Omit<VerifyResponse, 'order'> & {
  order:
    | (Omit<VerifyResponse['order'], 'amount_total' | 'amount_paid_kobo'> & {
        amount_total: number | null;
        amount_paid_kobo: number | null;
      })
    | null;
};

export interface OrderListView {
  orders: OrderView[];
  pagination: OrderListPagination;
}

export interface AdminOrderListView {
  orders: OrderView[];
  pagination: {
    page: number;
    per_page: number;
    total: number;
    total_pages: number;
    has_prev: boolean;
    has_next: boolean;
  };
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The total in naira: amount_total, or amount_paid_kobo / 100 when it is missing (spec section 3). */
export function orderTotal(order: Partial<Pick<Order, 'amount_total' | 'amount_paid_kobo'>>): number | null {
  if (finite(order.amount_total)) return order.amount_total;
  if (finite(order.amount_paid_kobo)) return koboToNaira(order.amount_paid_kobo);
  return null;
}

export function normalizeOrder(order: Order): OrderView {
  const fulfillment = order.fulfillment
    ? {
        carrier: order.fulfillment.carrier ?? null,
        tracking_number: order.fulfillment.tracking_number ?? null,
        shipped_at: order.fulfillment.shipped_at ?? null,
      }
    : null;
  return {
    ...order,
    amount_total: orderTotal(order),
    currency: 'NGN',
    user_id: order.user_id ?? null,
    updated_at: order.updated_at ?? order.created_at,
    paid_at: order.paid_at ?? null,
    amount_paid_kobo: order.amount_paid_kobo ?? null,
    amount_refunded_kobo: order.amount_refunded_kobo ?? 0,
    amount_discount: order.amount_discount ?? 0,
    promo_code: order.promo_code ?? null,
    cancel_reason: order.cancel_reason ?? null,
    items: order.items?.map((item) => ({ ...item, product_id: item.product_id ?? null })),
    fulfillment,
  };
}

/**
 * GET|POST /orders/verify (spec section 3, "Verify response: … order {id, paystack_reference,
 * amount_total, amount_paid_kobo, currency}"): the order's total is amount_total, or
 * amount_paid_kobo / 100 when it is missing, as for every order.
 */
export function normalizeVerify(answer: VerifyResponse): VerifyView {
  const order = answer.order as Partial<VerifyResponse['order']> | null | undefined;
  if (!order) return { ...answer, order: null };
  return {
    ...answer,
    order: {
      ...(order as VerifyResponse['order']),
      amount_total: orderTotal(order),
      amount_paid_kobo: order.amount_paid_kobo ?? null,
      currency: 'NGN',
    },
  };
}

/**
 * GET /orders in any of its three shapes (spec section 7: "orders (or an array, or data) and
 * pagination"). A bare array carries no pagination: it is taken as the page asked for, with no
 * next page.
 */
export function normalizeOrderList(answer: OrderListAnswer, asked: { page: number; page_size: number }): OrderListView {
  const list = Array.isArray(answer) ? answer : 'orders' in answer ? answer.orders : answer.data;
  const sent = Array.isArray(answer) ? undefined : answer.pagination;
  const orders = list.map(normalizeOrder);
  const pagination: OrderListPagination = sent ?? {
    page: asked.page,
    page_size: asked.page_size,
    total: (asked.page - 1) * asked.page_size + orders.length,
    has_prev: asked.page > 1,
    has_next: false,
  };
  return { orders, pagination };
}

/** GET /admin/orders: the spec's pagination is page, total, has_next, has_prev; per_page and total_pages follow from them. */
export function normalizeAdminOrderList(
  answer: AdminOrderList,
  asked: { page?: number; per_page?: number },
): AdminOrderListView {
  const sent = answer.pagination;
  const perPage = sent.per_page ?? asked.per_page ?? Math.max(answer.orders.length, 1);
  return {
    orders: answer.orders.map(normalizeOrder),
    pagination: {
      page: sent.page,
      per_page: perPage,
      total: sent.total,
      total_pages: sent.total_pages ?? Math.ceil(sent.total / perPage),
      has_prev: sent.has_prev,
      has_next: sent.has_next,
    },
  };
}
