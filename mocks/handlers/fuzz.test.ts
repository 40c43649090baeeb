/**
 * The mock backend under fuzzing: fast-check generates requests across all 31 operations, valid
 * and invalid (path ids, query values, bodies of every shape, no, bad or real tokens), against
 * msw/node. No handler may throw, nothing may answer 5xx, and every answer must be a status the
 * contract documents for that operation with a body matching its schema. A failure prints the
 * seed and the request: replay with `FUZZ_SEED=<seed> npx vitest run mocks/handlers/fuzz.test.ts`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operations, type OperationId } from '../../src/api/operations.gen';
import { matchOperation, validateResponse } from '../contract/validator';
import { API, signIn, withMockBackend } from '../test/server';

withMockBackend();

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const ids = Object.keys(operations) as OperationId[];

const word = fc.constantFrom('1', '2', '20', '0', '-1', '99999999', 'abc', 'desc', 'asc', 'created_at', 'price', '7d', '30d', '2025-01-01', 'true', 'false', 'admin', 'user', 'paid', '', ' ', '%', '<script>alert(1)</script>', '1e3', '#1', 'customer@example.com');
const value = fc.oneof(word, fc.integer({ min: -5, max: 500 }).map(String), fc.string({ maxLength: 40 }), fc.string({ minLength: 201, maxLength: 260 }));
const pathId = fc.oneof(fc.integer({ min: 1, max: 80 }).map(String), word, fc.string({ minLength: 1, maxLength: 12 }));

/** A JSON body: free-form, or an object with the fields the operations know, given odd values. */
const FIELDS = ['email', 'password', 'code', 'new_password', 'name', 'price', 'category', 'subcategory', 'description', 'images', 'rating', 'title', 'body', 'author_name', 'items', 'shipping_address', 'shipping_amount', 'currency', 'callback_url', 'reference', 'carrier', 'tracking_number', 'shipped_at', 'reason', 'amount_kobo', 'perform_paystack_refund', 'role', 'heading', 'image_url', 'sort_order', 'is_active', 'url'];
const fieldValue = fc.oneof(
  value,
  fc.integer({ min: -1000, max: 1_000_000 }),
  fc.double({ noNaN: false }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(value, fc.record({ product_id: fc.integer({ min: -1, max: 90 }), quantity: fc.integer({ min: -2, max: 120 }) })), { maxLength: 3 }),
  fc.record({ type: fc.constantFrom('ship', 'pickup', 'drone'), state: value, lga: value, street: value, contact_name: value, contact_phone: value, address: value }, { requiredKeys: [] }),
);
const knownBody = fc.dictionary(fc.constantFrom(...FIELDS), fieldValue, { maxKeys: 8 });

type BodyPlan = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'text'; text: string } | { kind: 'form'; fields: Record<string, string>; file: boolean };
const bodyPlan: fc.Arbitrary<BodyPlan> = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  knownBody.map((value) => ({ kind: 'json' as const, value })),
  fc.jsonValue().map((value) => ({ kind: 'json' as const, value })),
  fc.constantFrom('{oops', '[', 'null', '"x"', '{"a":').map((text) => ({ kind: 'text' as const, text })),
  fc.record({ fields: fc.dictionary(fc.constantFrom(...FIELDS), word, { maxKeys: 6 }), file: fc.boolean() }).map((f) => ({ kind: 'form' as const, ...f })),
);

const request = fc.record({
  op: fc.constantFrom(...ids),
  ids: fc.tuple(pathId, pathId),
  query: fc.dictionary(fc.oneof(fc.constantFrom('q', 'page', 'per_page', 'page_size', 'sort', 'order', 'category', 'subcategory', 'brand', 'min_price', 'max_price', 'rating_min', 'include_unrated', 'include_reviews', 'reviews_page', 'reviews_per_page', 'include_items', 'compact', 'status', 'role', 'range', 'from', 'to', 'limit', 'reference'), fc.string({ maxLength: 8 })), value, { maxKeys: 5 }),
  body: bodyPlan,
  auth: fc.constantFrom('none', 'customer', 'admin', 'garbage', 'refresh'),
});

type Tokens = Record<'customer' | 'admin', { access_token: string; refresh_token: string }>;

type Generated = typeof request extends fc.Arbitrary<infer T> ? T : never;

function build(r: Generated, tokens: Tokens): Request {
  const op = operations[r.op];
  let n = 0;
  const path = op.path.replace(/\{\w+\}/g, () => encodeURIComponent(r.ids[n++]!));
  const url = new URL(API + path);
  for (const [k, v] of Object.entries(r.query)) url.searchParams.append(k, v);
  const headers = new Headers();
  if (r.auth === 'customer' || r.auth === 'admin') headers.set('Authorization', `Bearer ${tokens[r.auth].access_token}`);
  if (r.auth === 'refresh') headers.set('Authorization', `Bearer ${tokens.customer.refresh_token}`);
  if (r.auth === 'garbage') headers.set('Authorization', 'Bearer not-a-token');
  let body: BodyInit | undefined;
  const method = op.method.toUpperCase();
  if (method !== 'GET' && r.body.kind !== 'none') {
    if (r.body.kind === 'json') {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(r.body.value);
    } else if (r.body.kind === 'text') {
      headers.set('Content-Type', 'application/json');
      body = r.body.text;
    } else {
      const form = new FormData();
      for (const [k, v] of Object.entries(r.body.fields)) form.append(k, v);
      if (r.body.file) form.append('images', new File([new Uint8Array([137, 80, 78, 71, 13, 10])], 'x.png', { type: 'image/png' }));
      body = form;
    }
  }
  return new Request(url, { method, headers, body });
}

describe('the mock backend under fuzzing', () => {
  it(`answers ${RUNS} generated requests across every operation with documented statuses and bodies`, async () => {
    const tokens: Tokens = { customer: await signIn('customer@example.com'), admin: await signIn('admin@example.com') };
    const seen = new Set<OperationId>();
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        seen.add(r.op);
        const sent = build(r, tokens);
        const response = await fetch(sent);
        const type = response.headers.get('content-type');
        const text = await response.text();
        const body = text && type?.includes('json') ? (JSON.parse(text) as unknown) : text || undefined;
        expect(response.status, `${r.op}: ${text.slice(0, 300)}`).toBeLessThan(500);
        // An odd path id can make the path another operation's (/admin/users/ is the list) or none.
        const answered = matchOperation(sent.method, new URL(sent.url).pathname.slice(4));
        if (!answered) {
          expect(response.status).toBe(404);
          return;
        }
        expect(validateResponse(answered.id, response.status, type, body), `${answered.id} ${response.status}`).toBeNull();
      }),
      { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined, verbose: 1 },
    );
    expect(seen.size).toBe(ids.length);
  }, 180_000);
});
