/**
 * The bodies a variant answers with: the contract's own example when it is for that code, else
 * the message the mock's handlers give for that code, else a plain sentence naming the code (so a
 * new code in openapi.yaml still answers sensibly).
 */
import type { OperationId } from '../../src/api/operations.gen';
import { describeOperation, derefContract } from '../contract/validator';
import type { Variant } from './variants';

type Json = Record<string, unknown>;

/** The messages the mock's handlers send for each code (kept in step by a test). */
export const CODE_MESSAGES: Record<string, string> = {
  invalid_payload: 'The request is invalid.',
  unauthorized: 'Sign in to continue: the access token is missing, expired or revoked.',
  forbidden: 'This account is not allowed to do that.',
  not_found: 'Not found.',
  invalid_email: 'Invalid email address.',
  weak_password: 'Password must be at least 8 characters.',
  email_in_use: 'Email is already in use.',
  invalid_credentials: 'Invalid email or password.',
  invalid_refresh_token: 'The session has ended. Please sign in again.',
  invalid_code_or_email: 'Invalid code or email address.',
  invalid_or_expired_code: 'The code is invalid or expired.',
  invalid_rating: 'Please select a rating between 1 and 5.',
  title_too_long: 'Title is too long.',
  author_name_too_long: 'Name is too long.',
  invalid_price: 'Price must be a number.',
  invalid_images: 'Images must be an array of URLs (strings).',
  cloudinary_not_configured: 'Cloudinary is not configured on the server.',
  upload_failed: 'The image host did not accept the file.',
  // The same code at 400: the file was refused before any upload (openapi.yaml).
  'upload_failed.400': 'notes.txt is not an image.',
  unknown_product: 'Product 999999 does not exist.',
  // Variants and stock (decision 0046).
  unknown_variant: 'Choose a shade or size of Full Coverage Liquid Foundation 30ml.',
  out_of_stock: 'Only 1 left of Full Coverage Liquid Foundation 30ml (04 Caramel).',
  invalid_variants: 'Variant 1: A shade needs a swatch colour.',
  invalid_shipping: 'The delivery details are incomplete.',
  invalid_transition: 'The order’s status does not allow this action.',
  refund_exceeds_paid: 'The refund exceeds the amount paid minus earlier refunds.',
  last_admin: 'The last admin cannot be demoted.',
  server_error: 'Internal server error.',
  too_many_requests: 'Too many attempts. Try again in 12 minutes.',
};

/**
 * The shape a scenario builds an answer from: the schema itself, or, when the contract allows
 * several shapes (`oneOf`, e.g. GET /orders as `{ orders }`, a bare array or `{ data }`), the
 * first, which is the one the mock sends.
 */
export function canonicalSchema(schema: Json | undefined): Json | undefined {
  if (!schema) return schema;
  const node = derefContract<Json>(schema);
  const first = (node.oneOf as Json[] | undefined)?.[0];
  return first ? derefContract<Json>(first) : node;
}

export function errorBody(variant: Variant): Json {
  const code = variant.code ?? 'server_error';
  if (variant.kind === 'field_error' && variant.field) {
    return { error: code, message: `Missing required: ${variant.field}`, fields: { [variant.field]: 'is required' } };
  }
  const response = describeOperation(variant.operation).responses.find((r) => r.status === String(variant.status));
  const example = response?.example as Json | undefined;
  if (example && example.error === code && typeof example.message === 'string') {
    // A 429's wait (this project's addition) comes with it, as the handlers send it.
    return {
      error: code,
      message: example.message,
      ...(typeof example.retry_after === 'number' ? { retry_after: example.retry_after } : {}),
    };
  }
  const message = CODE_MESSAGES[`${code}.${variant.status}`] ?? CODE_MESSAGES[code] ?? `The server answered ${code}.`;
  return { error: code, message };
}

/**
 * An empty page for a list operation, shaped by its 200 schema: arrays empty, counts 0, page 1,
 * has_prev and has_next false, a page size from the request or the schema's default.
 */
export function emptyBody(operation: OperationId, query: URLSearchParams): Json {
  const ok = describeOperation(operation).responses.find((r) => r.status === '200');
  return shapeEmpty(canonicalSchema(ok?.schema) ?? {}, query) as Json;
}

/** Paging figures the mock sends even where the contract makes them optional (this project's extensions). */
const PAGE_KEYS = ['page', 'per_page', 'page_size', 'total', 'total_pages', 'has_prev', 'has_next'];

function shapeEmpty(schemaIn: Json, query: URLSearchParams, name = ''): unknown {
  const schema = derefContract<Json>(schemaIn);
  const type = schema.type ?? (schema.properties ? 'object' : undefined);
  if (type === 'array') return [];
  if (type === 'object') {
    const out: Json = {};
    const properties = (schema.properties ?? {}) as Record<string, Json>;
    const keys = new Set([
      ...((schema.required as string[] | undefined) ?? []),
      ...(name === 'pagination' ? PAGE_KEYS : []),
    ]);
    for (const key of keys) {
      if (properties[key]) out[key] = shapeEmpty(properties[key]!, query, key);
    }
    return out;
  }
  if (type === 'boolean') return false;
  if (type === 'integer' || type === 'number') {
    if (name === 'page') return 1;
    if (name === 'per_page' || name === 'page_size' || name === 'limit') {
      const asked = Number(query.get(name));
      return Number.isInteger(asked) && asked > 0 ? asked : Number(schema.default ?? 20);
    }
    return 0;
  }
  if (type === 'string') return typeof schema.default === 'string' ? schema.default : '';
  return null;
}

/** The normal answer with its first required top-level field left out (for the drift check). */
export function malform(body: unknown, operation: OperationId, status: number): unknown {
  const doc = describeOperation(operation).responses.find((r) => r.status === String(status));
  const required = (canonicalSchema(doc?.schema)?.required as string[] | undefined) ?? [];
  if (!body || typeof body !== 'object' || Array.isArray(body) || required.length === 0) return body;
  const copy = { ...(body as Json) };
  delete copy[required[0]!];
  return copy;
}

/**
 * What the payment provider may answer besides "paid" (spec section 4, "Payment result": pending,
 * failed), as the fields of a verify answer (`VerifyResponse`) that say it; the answer's `order`
 * stays the real one. The messages are the mock's own for an order in that state.
 */
export const PAYMENT_OUTCOMES = {
  pending: {
    description: 'The provider has not confirmed the payment yet: status pending, the provider’s status ongoing.',
    fields: { status: 'pending', verified: false, message: 'Payment is still pending.', paystack: 'ongoing' },
  },
  failed: {
    description: 'The provider declined the payment: status failed, the provider’s status failed.',
    fields: { status: 'failed', verified: false, message: 'Payment failed.', paystack: 'failed' },
  },
} as const;

export type PaymentOutcomeName = keyof typeof PAYMENT_OUTCOMES;

/**
 * A verify answer (`VerifyResponse`) as the provider's `outcome` makes it: its status, verified,
 * message and provider's status replaced, its order and currency kept.
 */
export function withOutcome(body: unknown, outcome: PaymentOutcomeName): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const real = body as Json;
  const { paystack, ...fields } = PAYMENT_OUTCOMES[outcome].fields;
  const provider = real.paystack && typeof real.paystack === 'object' ? (real.paystack as Json) : {};
  return { ...real, ...fields, paystack: { ...provider, status: paystack } };
}
