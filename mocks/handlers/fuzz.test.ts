/**
 * The mock backend under fuzzing: fast-check generates requests across all 31 operations, valid
 * and invalid (path ids, query values, bodies of every shape, no, bad or real tokens), against
 * msw/node. No handler may throw, nothing may answer 5xx, and every answer must be a status the
 * contract documents for that operation with a body matching its schema. A failure prints the
 * seed and the request: replay with `FUZZ_SEED=<seed> npx vitest run mocks/handlers/fuzz.test.ts`.
 * Every field at every depth, and the multipart forms' fields, are fuzzed in `fuzz-fields.test.ts`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operations, type OperationId } from '../../src/api/operations.gen';
import { matchOperation, validateResponse } from '../contract/validator';
import { API, signIn, withMockBackend } from '@/testing/mock-backend';
import contract from '../contract/openapi.gen.json';

withMockBackend();

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const ids = Object.keys(operations) as OperationId[];

const word = fc.constantFrom(
  '1',
  '2',
  '20',
  '0',
  '-1',
  '99999999',
  'abc',
  'desc',
  'asc',
  'created_at',
  'price',
  '7d',
  '30d',
  '2025-01-01',
  'true',
  'false',
  'admin',
  'user',
  'paid',
  '',
  ' ',
  '%',
  '<script>alert(1)</script>',
  '1e3',
  '#1',
  'customer@example.com',
);
const value = fc.oneof(
  word,
  fc.integer({ min: -5, max: 500 }).map(String),
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 201, maxLength: 260 }),
);
const pathId = fc.oneof(fc.integer({ min: 1, max: 80 }).map(String), word, fc.string({ minLength: 1, maxLength: 12 }));

/** A JSON body: free-form, or an object with the fields the operations know, given odd values. */
const FIELDS = [
  'email',
  'password',
  'code',
  'new_password',
  'name',
  'price',
  'category',
  'subcategory',
  'description',
  'images',
  'rating',
  'title',
  'body',
  'author_name',
  'items',
  'shipping_address',
  'shipping_amount',
  'currency',
  'callback_url',
  'reference',
  'carrier',
  'tracking_number',
  'shipped_at',
  'reason',
  'amount_kobo',
  'perform_paystack_refund',
  'role',
  'heading',
  'image_url',
  'sort_order',
  'is_active',
  'url',
];
const fieldValue = fc.oneof(
  value,
  fc.integer({ min: -1000, max: 1_000_000 }),
  fc.double({ noNaN: false }),
  fc.boolean(),
  fc.constant(null),
  fc.array(
    fc.oneof(
      value,
      fc.record({ product_id: fc.integer({ min: -1, max: 90 }), quantity: fc.integer({ min: -2, max: 120 }) }),
    ),
    { maxLength: 3 },
  ),
  fc.record(
    {
      type: fc.constantFrom('ship', 'pickup', 'drone'),
      state: value,
      lga: value,
      street: value,
      contact_name: value,
      contact_phone: value,
      address: value,
    },
    { requiredKeys: [] },
  ),
);
const knownBody = fc.dictionary(fc.constantFrom(...FIELDS), fieldValue, { maxKeys: 8 });

type BodyPlan =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; text: string }
  | { kind: 'form'; fields: Record<string, string>; file: boolean };
const bodyPlan: fc.Arbitrary<BodyPlan> = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  knownBody.map((value) => ({ kind: 'json' as const, value })),
  fc.jsonValue().map((value) => ({ kind: 'json' as const, value })),
  fc.constantFrom('{oops', '[', 'null', '"x"', '{"a":').map((text) => ({ kind: 'text' as const, text })),
  fc
    .record({ fields: fc.dictionary(fc.constantFrom(...FIELDS), word, { maxKeys: 6 }), file: fc.boolean() })
    .map((f) => ({ kind: 'form' as const, ...f })),
);

const request = fc.record({
  op: fc.constantFrom(...ids),
  ids: fc.tuple(pathId, pathId),
  query: fc.dictionary(
    fc.oneof(
      fc.constantFrom(
        'q',
        'page',
        'per_page',
        'page_size',
        'sort',
        'order',
        'category',
        'subcategory',
        'brand',
        'min_price',
        'max_price',
        'rating_min',
        'include_unrated',
        'include_reviews',
        'reviews_page',
        'reviews_per_page',
        'include_items',
        'compact',
        'status',
        'role',
        'range',
        'from',
        'to',
        'limit',
        'reference',
      ),
      fc.string({ maxLength: 8 }),
    ),
    value,
    { maxKeys: 5 },
  ),
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
  if (r.auth === 'customer' || r.auth === 'admin')
    headers.set('Authorization', `Bearer ${tokens[r.auth].access_token}`);
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
      if (r.body.file)
        form.append('images', new File([new Uint8Array([137, 80, 78, 71, 13, 10])], 'x.png', { type: 'image/png' }));
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
        expect(
          validateResponse(answered.id, response.status, type, body),
          `${answered.id} ${response.status}`,
        ).toBeNull();
      }),
      { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined, verbose: 1 },
    );
    expect(seen.size).toBe(ids.length);
  }, 180_000);
});

/**
 * At and just past every bound of the contract (issue 30): each top-level field of a JSON body and
 * each query parameter with a maxLength, maxItems, minimum or maximum gets the longest (largest)
 * value allowed and one more. Past a bound the answer is 400 invalid_payload naming the field; at
 * it the field is never named, and every answer is one the contract documents.
 */
type Schema = Record<string, any>;
const doc = contract as unknown as Schema;
const deref = (node: Schema | undefined): Schema => {
  let current = node ?? {};
  while (typeof current.$ref === 'string')
    current = (current.$ref as string)
      .slice(2)
      .split('/')
      .reduce((acc: Schema, key) => acc[key.replace(/~1/g, '/')], doc);
  return current;
};
const types = (s: Schema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** A string of exactly `length` characters that fits the schema's pattern and format. */
function stringOf(s: Schema, length: number): string {
  if (s.format === 'date') return length === 10 ? '2025-01-01' : '2025-01-01'.padEnd(length, '1');
  const fits = (v: string) => !s.pattern || new RegExp(s.pattern as string, 'u').test(v);
  const candidates = ['a'.repeat(length), '0'.repeat(length), '+' + '0'.repeat(Math.max(0, length - 1))];
  return candidates.find(fits) ?? candidates[0]!;
}

/** A small valid value of a schema, for array items. */
function sample(schemaIn: Schema): unknown {
  const s = deref(schemaIn);
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  const t = types(s)[0];
  if (t === 'integer' || t === 'number') return s.minimum ?? 1;
  if (t === 'boolean') return true;
  if (t === 'object' || s.properties)
    return Object.fromEntries(((s.required as string[]) ?? []).map((k) => [k, sample(s.properties[k])]));
  return stringOf(s, Math.min(Math.max(s.minLength ?? 1, 1), s.maxLength ?? 1)) === 'a' && !s.pattern
    ? '/x.png'
    : stringOf(s, Math.max(s.minLength ?? 1, 1));
}

interface BoundCase {
  op: OperationId;
  where: 'body' | 'query';
  field: string;
  bound: string;
  at: unknown;
  past: unknown;
}

function casesFor(op: OperationId, where: BoundCase['where'], field: string, schemaIn: Schema): BoundCase[] {
  const s = deref(schemaIn);
  const out: BoundCase[] = [];
  const t = types(s);
  const add = (bound: string, at: unknown, past: unknown) => out.push({ op, where, field, bound, at, past });
  if (
    t.includes('string') &&
    typeof s.maxLength === 'number' &&
    !['binary', 'uri', 'uri-reference'].includes(s.format) &&
    !Array.isArray(s.enum)
  ) {
    add(`maxLength ${s.maxLength}`, stringOf(s, s.maxLength), stringOf(s, s.maxLength + 1));
  }
  if ((t.includes('integer') || t.includes('number')) && !Array.isArray(s.enum)) {
    if (typeof s.maximum === 'number' && s.maximum > (s.minimum ?? -Infinity))
      add(`maximum ${s.maximum}`, s.maximum, s.maximum + 1);
    if (typeof s.minimum === 'number' && s.maximum !== s.minimum) add(`minimum ${s.minimum}`, s.minimum, s.minimum - 1);
  }
  if (t.includes('array') || (typeof s.maxItems === 'number' && !s.type)) {
    if (typeof s.maxItems === 'number') {
      const item = sample(s.items ?? {});
      add(
        `maxItems ${s.maxItems}`,
        Array.from({ length: s.maxItems }, () => item),
        Array.from({ length: s.maxItems + 1 }, () => item),
      );
    }
  }
  // Query strings carry text: numbers are sent as their digits.
  return where === 'query' ? out.map((c) => ({ ...c, at: String(c.at), past: String(c.past) })) : out;
}

const BOUND_CASES: BoundCase[] = ids.flatMap((op) => {
  const info = operations[op];
  const item = doc.paths[info.path];
  const operation = item[info.method];
  const params = [...(item.parameters ?? []), ...(operation.parameters ?? [])]
    .map(deref)
    .filter((p: Schema) => p.in === 'query');
  const query = params.flatMap((p: Schema) => casesFor(op, 'query', p.name, p.schema));
  const bodySchema = operation.requestBody
    ? deref(deref(operation.requestBody).content?.['application/json']?.schema)
    : undefined;
  const body = Object.entries((bodySchema?.properties ?? {}) as Record<string, Schema>).flatMap(([name, s]) =>
    casesFor(op, 'body', name, s),
  );
  return [...query, ...body];
});

describe('the contract at its bounds', () => {
  it(`answers at and just past each of the ${BOUND_CASES.length} bounds of the request schemas as documented`, async () => {
    const tokens: Tokens = { customer: await signIn('customer@example.com'), admin: await signIn('admin@example.com') };
    const seen = new Set<string>();
    const boundRequest = fc.record({
      index: fc.nat({ max: BOUND_CASES.length - 1 }),
      past: fc.boolean(),
      rest: knownBody,
    });
    // Every bound, at and past it, once with nothing else in the body; then random neighbours.
    const examples = BOUND_CASES.flatMap((_, index) =>
      [false, true].map(
        (past) => [{ index, past, rest: {} }] as [{ index: number; past: boolean; rest: Record<string, unknown> }],
      ),
    );
    await fc.assert(
      fc.asyncProperty(boundRequest, async ({ index, past, rest }) => {
        const c = BOUND_CASES[index]!;
        seen.add(`${c.op} ${c.field} ${c.bound} ${past}`);
        const info = operations[c.op];
        const roles = info.roles as readonly string[] | null;
        const url = new URL(API + info.path.replace(/\{\w+\}/g, '1'));
        const headers = new Headers();
        if (info.auth)
          headers.set('Authorization', `Bearer ${tokens[roles?.includes('user') ? 'customer' : 'admin'].access_token}`);
        const value = past ? c.past : c.at;
        let body: string | undefined;
        if (c.where === 'query') url.searchParams.set(c.field, value as string);
        else {
          headers.set('Content-Type', 'application/json');
          const { [c.field]: _drop, ...others } = rest;
          body = JSON.stringify({ ...others, [c.field]: value });
        }
        const response = await fetch(new Request(url, { method: info.method.toUpperCase(), headers, body }));
        const text = await response.text();
        const answer = text ? (JSON.parse(text) as { error?: string; fields?: Record<string, string> }) : undefined;
        const label = `${c.op} ${c.where} ${c.field} ${c.bound} ${past ? 'past' : 'at'}: ${response.status} ${text.slice(0, 200)}`;
        expect(validateResponse(c.op, response.status, response.headers.get('content-type'), answer), label).toBeNull();
        const named =
          response.status === 400 &&
          answer?.error === 'invalid_payload' &&
          answer.fields !== undefined &&
          c.field in answer.fields;
        expect(named, label).toBe(past);
      }),
      {
        numRuns: examples.length + 300,
        examples,
        seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
        verbose: 1,
      },
    );
    expect(seen.size).toBe(BOUND_CASES.length * 2);
  }, 180_000);
});
