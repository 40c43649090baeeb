/**
 * `shapes:spec`: the mock answers like the backend the spec describes (docs/spec.md, sections 3
 * and 7), not like this project's own: the alternative field names and shapes the spec allows,
 * and none of this project's extensions (the fields marked `x-extension: true` in openapi.yaml).
 * The choice is deterministic and varies across records, by record id, so one session sees every
 * alternative: some products with `title`, some with `name`; some order lists as `{ data }`, some
 * as `{ orders }`, a short one as a bare array. Every answer stays valid by the contract.
 *
 * It is one transform of the operation's own answer, applied by the gate after its checks
 * (mocks/handlers/gate.ts), so it holds in the browser, in Storybook, in msw/node and behind
 * `npm run mock:server`.
 */
import type { OperationId } from '../../src/api/operations.gen';
import { extensionsOf } from '../contract/extensions';

export const SPEC_SHAPES_STATE = 'shapes:spec';

type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function omit(record: Json, ...keys: string[]): Json {
  const out = { ...record };
  for (const key of keys) delete out[key];
  return out;
}

/** Moves `from` to `to` (the alternative name), keeping the key order readable. */
function rename(record: Json, from: string, to: string): Json {
  if (!(from in record)) return record;
  const out: Json = {};
  for (const [key, value] of Object.entries(record)) out[key === from ? to : key] = value;
  return out;
}

export const idOf = (record: Json) => (typeof record.id === 'number' ? record.id : 0);

/** This project's additions to each record (`x-extension: true` in openapi.yaml), left out here. */
const EXTENSIONS = {
  product: extensionsOf('Product'),
  reviewsPagination: extensionsOf('ReviewsPagination'),
  review: extensionsOf('Review'),
  order: extensionsOf('Order'),
  orderItem: extensionsOf('OrderItem'),
  fulfillment: extensionsOf('Fulfillment'),
  pagination: extensionsOf('Pagination'),
  overview: extensionsOf('Overview'),
};

/** "4,500.00": a price as some hosts send it (spec section 3: "price (number or string)"). */
function priceText(price: number): string {
  return price.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A product as the spec's backend may send it (section 3, Product). */
export function specProduct(product: Json): Json {
  const id = idOf(product);
  let out = omit(product, ...EXTENSIONS.product);
  if (id % 2 === 0) out = rename(out, 'name', 'title');
  if (id % 3 === 0) out = rename(out, 'highlights', 'uses');
  const images = Array.isArray(out.images) ? (out.images as unknown[]) : [];
  switch (id % 4) {
    case 0:
      out = rename(out, 'images', 'image_urls');
      out.image_urls = images.map((image) => (isObject(image) ? image.url : image));
      break;
    case 1:
      out.images = images.map((image) =>
        typeof image === 'string'
          ? { url: image, ...(typeof out.image_alt === 'string' ? { alt: out.image_alt } : {}) }
          : image,
      );
      break;
    case 2:
      // image, hover_image and image_alt are listed by the spec but need not be sent.
      out = omit(out, 'image', 'hover_image');
      break;
  }
  if (id % 3 === 1) out = rename(out, 'avg_rating', 'average_rating');
  if (id % 3 === 2) out = rename(out, 'avg_rating', 'rating_avg');
  if (id % 3 === 1) out = rename(out, 'review_count', 'reviews_count');
  if (id % 3 === 2) out = rename(out, 'review_count', 'rating_count');
  if (id % 5 === 1 && typeof out.price === 'number') out.price = priceText(out.price);
  if (Array.isArray(out.reviews)) out.reviews = (out.reviews as Json[]).map(specReview);
  if (isObject(out.reviews_pagination))
    out.reviews_pagination = omit(out.reviews_pagination, ...EXTENSIONS.reviewsPagination);
  return out;
}

/** A review without this project's extensions (`product_id`). */
export function specReview(review: Json): Json {
  return omit(review, ...EXTENSIONS.review);
}

/** A slide as the spec's backend may send it: `src` for `image_url`, `title` for `heading`. */
export function specSlide(slide: Json): Json {
  const id = idOf(slide);
  let out = slide;
  if (id % 2 === 0) out = rename(out, 'image_url', 'src');
  if (id % 3 !== 1) out = rename(out, 'heading', 'title');
  return out;
}

/**
 * An order with the spec's fields only (section 3, Order); for even ids without `amount_total`
 * when `amount_paid_kobo` holds the same amount, so the total is derived from it.
 */
export function specOrder(order: Json): Json {
  let out = omit(order, ...EXTENSIONS.order);
  if (Array.isArray(out.items)) out.items = (out.items as Json[]).map((item) => omit(item, ...EXTENSIONS.orderItem));
  if (isObject(out.fulfillment)) out.fulfillment = omit(out.fulfillment, ...EXTENSIONS.fulfillment);
  const total = out.amount_total;
  if (idOf(out) % 2 === 0 && typeof total === 'number' && out.amount_paid_kobo === Math.round(total * 100))
    out = omit(out, 'amount_total');
  return out;
}

/**
 * The shopper's orders in the three shapes of spec section 7: a list that fits one page as a bare
 * array (nothing of its paging is lost), otherwise `{ data, pagination }` on odd pages and
 * `{ orders, pagination }` on even ones.
 */
export function specOrderList(body: Json): unknown {
  const orders = ((body.orders as Json[] | undefined) ?? []).map(specOrder);
  const pagination = isObject(body.pagination) ? body.pagination : undefined;
  const page = typeof pagination?.page === 'number' ? pagination.page : 1;
  if (pagination && page === 1 && pagination.has_next === false && orders.length > 0) return orders;
  return page % 2 === 1 ? { data: orders, pagination } : { orders, pagination };
}

/** The admin overview without range, low_stock, previous_net and per-day net and refunds. */
export function specOverview(body: Json): Json {
  const out = omit(body, ...EXTENSIONS.overview);
  if (isObject(out.revenue_window)) {
    const revenue = omit(out.revenue_window, 'previous_net', 'discounts');
    if (Array.isArray(revenue.timeseries_daily))
      revenue.timeseries_daily = (revenue.timeseries_daily as Json[]).map((day) => omit(day, 'net', 'refunds'));
    out.revenue_window = revenue;
  }
  return out;
}

const mapList = (body: Json, key: string, one: (item: Json) => Json): Json => ({
  ...body,
  [key]: ((body[key] as Json[] | undefined) ?? []).map(one),
});

/** The JSON body of a successful answer, reshaped; anything else is returned as it is. */
export function toSpecShape(operation: OperationId, body: unknown): unknown {
  if (!isObject(body)) return body;
  switch (operation) {
    case 'listProducts': {
      const out = mapList(body, 'items', specProduct);
      if (isObject(out.pagination)) out.pagination = omit(out.pagination, ...EXTENSIONS.pagination);
      return out;
    }
    case 'getProduct':
    case 'createProduct':
    case 'updateProduct':
      return specProduct(body);
    case 'createReview':
      return specReview(body);
    case 'listSlides':
      return mapList(body, 'items', specSlide);
    case 'createSlide':
    case 'updateSlide':
      return specSlide(body);
    case 'listOrders':
      return specOrderList(body);
    case 'getOrder':
      return specOrder(body);
    case 'listAdminOrders': {
      const out = mapList(body, 'orders', specOrder);
      if (isObject(out.pagination)) out.pagination = omit(out.pagination, 'per_page', 'total_pages');
      return out;
    }
    case 'fulfillOrder':
    case 'cancelOrder':
    case 'refundOrder':
      return specOrder(body);
    case 'getAdminOverview':
      return specOverview(body);
    case 'listAdminUsers':
      return isObject(body.pagination)
        ? { ...body, pagination: omit(body.pagination, ...EXTENSIONS.pagination) }
        : body;
    default:
      return body;
  }
}

/**
 * What a host without the promo-code extension (decision 0034) answers before any handler: no
 * such path for the check (404), and an unknown field for a checkout that names a code (400
 * invalid_payload, as a strict host refuses a field it does not know); so is a checkout line
 * naming a variant (decision 0046). Without paying again (decision 0035): no such path (404).
 */
export async function specRefusal(operation: OperationId, request: Request): Promise<Response | undefined> {
  if (operation === 'checkPromoCode')
    return Response.json({ error: 'not_found', message: 'No endpoint POST /promo-codes/check.' }, { status: 404 });
  // Nor paying an order again (decision 0035): the store makes a new order from the cart instead.
  if (operation === 'payOrder')
    return Response.json({ error: 'not_found', message: 'No endpoint POST /orders/{id}/pay.' }, { status: 404 });
  if (operation !== 'initiateOrder') return undefined;
  const body = (await request
    .clone()
    .json()
    .catch(() => null)) as unknown;
  if (!isObject(body)) return undefined;
  // Nor variants (decision 0046): a line naming one is a field the host does not know.
  const named = Array.isArray(body.items) ? body.items.findIndex((item) => isObject(item) && 'variant_id' in item) : -1;
  if (named >= 0) {
    const field = `items.${named}.variant_id`;
    return Response.json(
      { error: 'invalid_payload', message: `Unknown field: ${field}.`, fields: { [field]: 'is not allowed' } },
      { status: 400 },
    );
  }
  if (!('promo_code' in body)) return undefined;
  return Response.json(
    {
      error: 'invalid_payload',
      message: 'Unknown field: promo_code.',
      fields: { promo_code: 'is not allowed' },
    },
    { status: 400 },
  );
}

/** Reshapes a JSON answer of 2xx; other answers (errors, empty bodies) pass unchanged. */
export async function specShapedResponse(operation: OperationId, response: Response): Promise<Response> {
  if (response.status < 200 || response.status >= 300) return response;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return response;
  const text = await response.text();
  if (!text) return new Response(null, { status: response.status, headers: response.headers });
  const body = toSpecShape(operation, JSON.parse(text) as unknown);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, statusText: response.statusText, headers });
}
