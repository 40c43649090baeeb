/**
 * `shapes:lean`: the leanest host the spec allows. Everything `shapes:spec` does (its alternative
 * names and shapes, no extensions, the extension endpoints refused), then only what the spec's
 * section 7 shows and nothing of this project's own:
 * - "not shown" answers are `{"message":"OK"}` or an empty body, always 200;
 * - a new product is `{ product: { id } }` and a checkout `{ authorization_url }`, 200;
 * - error bodies carry their code alone, `{ error }` (a 429 keeps its Retry-After header);
 * - timestamps are Lagos time without a zone (`2025-06-02T11:05:00` or `2025-06-02 11:05:00`);
 * - the shopper's orders are a bare array whenever they fit one page;
 * - some reviews have no `author_name`; the home page's slides have no `sort_order` nor `is_active` (the
 *   admin's list, called with `limit`, keeps them);
 * - the products listing's pagination has no `page` on even pages.
 * Every choice is deterministic (by record id, path id or page) and every answer stays valid by
 * openapi.yaml. One pipeline: the spec's transform first (spec-shapes.ts), then this one.
 */
import type { OperationId } from '../../src/api/operations.gen';
import { idOf, isObject, specOrder, specOrderList, toSpecShape } from './spec-shapes';

export const LEAN_SHAPES_STATE = 'shapes:lean';

type Json = Record<string, unknown>;

/** The operations whose answer spec section 7 says is "not shown" (`components/responses/NotShown`). */
export const NOT_SHOWN_OPERATIONS: ReadonlySet<OperationId> = new Set<OperationId>([
  'createReview',
  'register',
  'updateProduct',
  'deleteProduct',
  'deleteReview',
  'deleteProductImage',
  'createSlide',
  'updateSlide',
  'fulfillOrder',
  'cancelOrder',
  'refundOrder',
  'updateUserRole',
  'revokeUserSessions',
]);

/** The last number in a request's path (`/products/7/reviews/12` → 12), or null. */
function lastPathId(request: Request): number | null {
  const ids = new URL(request.url).pathname.match(/\d+/g);
  return ids ? Number(ids[ids.length - 1]) : null;
}

/**
 * A "not shown" answer sends nothing when its path's last id is odd (and for a new slide, which
 * has no id in its path); otherwise `{ message: 'OK' }`.
 */
export function notShownIsEmpty(operation: OperationId, request: Request): boolean {
  const id = lastPathId(request);
  return id === null ? operation === 'createSlide' : id % 2 === 1;
}

const ZONED = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|z|[+-]\d{2}(?::?\d{2})?)$/;
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/**
 * A timestamp with a zone as Lagos time without one (UTC+1, no daylight saving): `T` between date
 * and time, or a space when `spaced`. Anything else (a calendar date, a name) is returned as it is.
 */
export function lagosLocal(value: string, spaced = false): string {
  if (!ZONED.test(value)) return value;
  const ms = Date.parse(value.replace(' ', 'T'));
  if (Number.isNaN(ms)) return value;
  const iso = new Date(ms + LAGOS_OFFSET_MS).toISOString(); // 2025-06-02T11:05:00.000Z
  const fraction = iso.slice(19, 23) === '.000' ? '' : iso.slice(19, 23);
  return `${iso.slice(0, 10)}${spaced ? ' ' : 'T'}${iso.slice(11, 19)}${fraction}`;
}

/**
 * Every zoned timestamp anywhere in a JSON value, as Lagos time without a zone: one walk. A
 * record whose id leaves 2 when divided by 3 writes them with a space (a record without an id
 * takes its parent's).
 */
export function withoutZones(value: unknown, recordId = 0): unknown {
  if (typeof value === 'string') return lagosLocal(value, recordId % 3 === 2);
  if (Array.isArray(value)) return value.map((item) => withoutZones(item, recordId));
  if (!isObject(value)) return value;
  const id = typeof value.id === 'number' ? value.id : recordId;
  const out: Json = {};
  for (const [key, item] of Object.entries(value)) out[key] = withoutZones(item, id);
  return out;
}

/** A review without `author_name` when its id is even (the spec: "shown as Anonymous if missing"). */
function leanReview(review: Json): Json {
  if (idOf(review) % 2 !== 0) return review;
  const { author_name: _name, ...rest } = review;
  return rest;
}

/** A slide as the spec's server sends it to the home page: no admin-side `sort_order` nor `is_active`. */
function leanSlide(slide: Json): Json {
  const { sort_order: _order, is_active: _active, ...rest } = slide;
  return rest;
}

/** Whether the shopper's whole list is on this one page. */
function fitsOnePage(body: Json): boolean {
  const pagination = isObject(body.pagination) ? body.pagination : {};
  return (pagination.page ?? 1) === 1 && pagination.has_next === false;
}

/**
 * A successful JSON answer as the leanest host sends it, from the operation's own answer (`own`):
 * the spec's shape first, then only what section 7 shows. Not for "not shown" answers (see
 * `leanShapedResponse`).
 */
export function toLeanShape(operation: OperationId, own: unknown, { adminSide = false } = {}): unknown {
  const spec = toSpecShape(operation, own);
  return withoutZones(leaner(operation, own, spec, adminSide));
}

function leaner(operation: OperationId, own: unknown, spec: unknown, adminSide: boolean): unknown {
  if (!isObject(own)) return spec;
  switch (operation) {
    case 'createProduct':
      return { product: { id: own.id } };
    case 'initiateOrder':
      return { authorization_url: own.authorization_url };
    case 'listOrders':
      return fitsOnePage(own) ? ((own.orders as Json[] | undefined) ?? []).map(specOrder) : specOrderList(own);
    case 'getProduct': {
      const product = spec as Json;
      return Array.isArray(product.reviews)
        ? { ...product, reviews: (product.reviews as Json[]).map(leanReview) }
        : product;
    }
    case 'listSlides': {
      const list = spec as Json;
      // The admin's list (called with `limit`) keeps sort_order and is_active: "Admin side adds
      // sort_order and is_active" (spec section 3). The home page's list has neither.
      return adminSide ? list : { ...list, items: ((list.items as Json[] | undefined) ?? []).map(leanSlide) };
    }
    case 'listProducts': {
      const list = spec as Json;
      const pagination = list.pagination;
      if (!isObject(pagination) || typeof pagination.page !== 'number' || pagination.page % 2 !== 0) return list;
      const { page: _page, ...rest } = pagination;
      return { ...list, pagination: rest };
    }
    default:
      return spec;
  }
}

function jsonResponse(body: unknown, status: number, from: Headers): Response {
  const headers = new Headers(from);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(body), { status, headers });
}

/** An empty 200 that says so (`Content-Length: 0`, which clients read as no body). */
function emptyOk(): Response {
  return new Response(null, { status: 200, headers: { 'Content-Length': '0' } });
}

/**
 * The handler's answer as the leanest host sends it: a 2xx becomes 200 with the lean body (or
 * none); other answers pass unchanged (`leanErrorResponse` strips them later, in the gate).
 */
export async function leanShapedResponse(
  operation: OperationId,
  request: Request,
  response: Response,
): Promise<Response> {
  if (response.status < 200 || response.status >= 300) return response;
  if (NOT_SHOWN_OPERATIONS.has(operation))
    return notShownIsEmpty(operation, request) ? emptyOk() : jsonResponse({ message: 'OK' }, 200, new Headers());
  const text = (response.headers.get('content-type') ?? '').includes('json') ? await response.text() : '';
  if (!text) return response.status === 200 ? response : emptyOk();
  const adminSide = new URL(request.url).searchParams.has('limit');
  return jsonResponse(toLeanShape(operation, JSON.parse(text) as unknown, { adminSide }), 200, response.headers);
}

/**
 * An error answer with its code alone, `{ error }`: no `message`, no `fields`, no `retry_after`
 * (a 429 keeps its Retry-After header). An answer without a code, a success or a network error
 * passes unchanged.
 */
export async function leanErrorResponse(response: Response): Promise<Response> {
  if (response.status < 400 || !(response.headers.get('content-type') ?? '').includes('json')) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as unknown;
  if (!isObject(body) || typeof body.error !== 'string') return response;
  return jsonResponse({ error: body.error }, response.status, response.headers);
}
