/**
 * Every field at every depth, malformed (issue 30): for each operation with a body, each of its
 * content types (JSON and the multipart forms of the image uploads), every field the contract names
 * (nested objects such as the checkout's address, array items such as a cart line's quantity)
 * gets each malformed value below, in an otherwise valid request. No handler may throw or answer
 * 5xx; every answer is a status the contract documents with a body matching its schema; and a
 * request the contract refuses is answered 4xx. `mocks/handlers/fuzz.test.ts` fuzzes whole
 * requests at random and each bound at and past it.
 */
import { describe, expect, it } from 'vitest';
import { operations, type OperationId } from '../../src/api/operations.gen';
import contract from '../contract/openapi.gen.json';
import { validateRequest, validateResponse } from '../contract/validator';
import { db } from '../db';
import { readBody } from './http';
import { resetMockBackend } from '../node';
import { rateLimits } from '../services/rate-limits';
import { API, signIn, withMockBackend } from '@/testing/mock-backend';

withMockBackend();

type Schema = Record<string, any>;
type Path = Array<string | number>;
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

/** Every field path of a schema, nested objects and array items included (all branches of a oneOf). */
function fieldPaths(schemaIn: Schema, at: Path = []): Path[] {
  const s = deref(schemaIn);
  const branches = [
    s,
    ...((s.allOf ?? []) as Schema[]),
    ...((s.oneOf ?? []) as Schema[]),
    ...((s.anyOf ?? []) as Schema[]),
  ].map(deref);
  const out: Path[] = [];
  const seen = new Set<string>();
  for (const branch of branches) {
    for (const [key, sub] of Object.entries((branch.properties ?? {}) as Record<string, Schema>)) {
      if (seen.has(key)) continue;
      seen.add(key);
      out.push([...at, key], ...fieldPaths(sub, [...at, key]));
    }
    if (branch.items && !seen.has('[]')) {
      seen.add('[]');
      out.push([...at, 0], ...fieldPaths(branch.items as Schema, [...at, 0]));
    }
  }
  return out;
}

const label = (path: Path) =>
  path
    .map((p) => (typeof p === 'number' ? '[]' : p))
    .join('.')
    .replace(/\.\[\]/g, '[]');

/** A copy of `body` with the value at `path` replaced (containers made as needed), or removed. */
function withValue(body: unknown, path: Path, value: unknown, remove: boolean): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const [i, key] of path.slice(0, -1).entries()) {
    const next = node[key];
    if (next === null || typeof next !== 'object') node[key] = typeof path[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  const last = path.at(-1)!;
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
}

const REMOVE = Symbol('remove');
const BAD_JSON: unknown[] = [
  REMOVE,
  null,
  true,
  0,
  -1,
  2.5,
  1e308,
  2 ** 53,
  '',
  ' ',
  'abc',
  '-1',
  '1e400',
  'NaN',
  '2025-02-30',
  'x'.repeat(25_000),
  '👩🏾‍🦱'.repeat(70),
  '<script>window.__xss=1</script>',
  '\u0000\u202E',
  {},
  { nested: { deeper: [] } },
  [],
  [null],
  [[1]],
];

const png = (name = 'x.png', type = 'image/png', bytes = [137, 80, 78, 71, 13, 10, 26, 10]) =>
  new File([new Uint8Array(bytes)], name, { type });
type FormValue = string | File | Array<string | File>;
const BAD_TEXT: FormValue[] = [
  '',
  ' ',
  'abc',
  '-1',
  '1e400',
  'NaN',
  'true',
  'null',
  '{}',
  '[1]',
  'x'.repeat(25_000),
  '👩🏾‍🦱'.repeat(70),
  png('text-as-file.png'),
  ['1', '2'],
];
const BAD_FILES: FormValue[] = [
  'not a file',
  png('empty.png', 'image/png', []),
  png('notes.txt', 'text/plain', [104, 105]),
  png('../../etc/passwd.png'),
  png(`${'n'.repeat(400)}.png`),
  png('x.png', 'application/octet-stream'),
  Array.from({ length: 21 }, (_, i) => png(`many-${i}.png`)),
];

interface Target {
  /** The path with its ids filled in. */
  path: () => string;
  json?: () => Record<string, unknown>;
  form?: () => Record<string, FormValue>;
}

const pendingOrder = () => db.orders.find((o) => o.status === 'pending');
const paidOrder = () => db.orders.find((o) => o.status === 'paid');
let registered = 0;
const ADDRESS = {
  type: 'ship',
  state: 'Lagos',
  lga: 'Ikeja',
  street: '14 Admiralty Way',
  contact_name: 'Tolu Adebayo',
  contact_phone: '08031234567',
};

/** An otherwise valid request for each operation with a body (ids read now: earlier requests change the data). */
const TARGETS: Partial<Record<OperationId, Target>> = {
  createProduct: {
    path: () => '/products',
    json: () => ({
      name: 'Fuzz Cream',
      price: 4500,
      category: 'Body Lotion',
      subcategory: 'Lotion',
      description: 'Light.',
      images: ['/x.png'],
    }),
    form: () => ({
      name: 'Fuzz Cream',
      price: '4500',
      category: 'Body Lotion',
      subcategory: 'Lotion',
      images: [png()],
    }),
  },
  updateProduct: {
    path: () => '/products/1',
    json: () => ({ name: 'Fuzz Cream', price: 4500, description: 'Light.', images: ['/x.png'] }),
    form: () => ({ name: 'Fuzz Cream', price: '4500', images: [png()] }),
  },
  createReview: {
    path: () => '/products/1/reviews',
    json: () => ({ rating: 5, title: 'Lovely', body: 'Soft skin.', author_name: 'Kemi A.' }),
  },
  deleteProductImage: {
    path: () => `/products/${db.products.find((p) => p.images.length > 0)!.id}/images`,
    json: () => ({ url: db.products.find((p) => p.images.length > 0)!.images[0] }),
  },
  register: {
    path: () => '/register',
    json: () => ({ email: `fuzz${++registered}@example.com`, password: 'password123' }),
  },
  login: { path: () => '/login', json: () => ({ email: 'customer@example.com', password: 'password123' }) },
  forgotPassword: { path: () => '/password/forgot', json: () => ({ email: 'customer@example.com' }) },
  resetPassword: {
    path: () => '/password/reset',
    json: () => ({ email: 'customer@example.com', code: '123456', new_password: 'password1234' }),
  },
  initiateOrder: {
    path: () => '/orders/initiate',
    json: () => ({
      items: [{ product_id: 1, quantity: 1 }],
      shipping_address: ADDRESS,
      callback_url: 'http://localhost/paystack/callback',
    }),
  },
  verifyPaymentByBody: {
    path: () => '/orders/verify',
    json: () => ({ reference: db.orders.find((o) => o.email === 'customer@example.com')!.paystack_reference }),
  },
  createSlide: {
    path: () => '/admin/carousel/slides',
    json: () => ({ heading: 'Fuzz', image_url: '/x.svg', sort_order: 1, is_active: true }),
    form: () => ({ heading: 'Fuzz', sort_order: '1', is_active: 'true', image: png() }),
  },
  updateSlide: {
    path: () => '/admin/carousel/slides/1',
    json: () => ({ heading: 'Fuzz', sort_order: 1 }),
    form: () => ({ heading: 'Fuzz', image: png() }),
  },
  fulfillOrder: {
    path: () => `/orders/${paidOrder()!.id}/fulfill`,
    json: () => ({ carrier: 'GIG Logistics', tracking_number: 'GIG-1', shipped_at: '2025-01-01' }),
  },
  cancelOrder: { path: () => `/orders/${pendingOrder()!.id}/cancel`, json: () => ({ reason: 'Changed my mind' }) },
  refundOrder: {
    path: () => `/orders/${paidOrder()!.id}/refund`,
    json: () => ({ amount_kobo: 100, reason: 'Damaged', perform_paystack_refund: false }),
  },
  updateUserRole: {
    path: () => `/admin/users/${db.users.find((u) => u.role === 'user' && u.id > 2)!.id}/role`,
    json: () => ({ role: 'user' }),
  },
};

function bodySchema(op: OperationId, type: string): Schema | undefined {
  const info = operations[op];
  const requestBody = doc.paths[info.path][info.method].requestBody;
  return requestBody ? deref(deref(requestBody).content?.[type]?.schema) : undefined;
}

interface Case {
  op: OperationId;
  kind: 'json' | 'form';
  field: string;
  /** The body with the malformed value in place. */
  body: () => unknown;
}

const CASES: Case[] = (Object.keys(TARGETS) as OperationId[]).flatMap((op) => {
  const target = TARGETS[op]!;
  const cases: Case[] = [];
  const json = bodySchema(op, 'application/json');
  if (json && target.json)
    for (const [i, path] of fieldPaths(json).entries())
      // A third of the values a field, turn by turn: every value reaches every depth, in half the time.
      for (const value of BAD_JSON.filter((_, j) => (i + j) % 3 === 0 || j === 0))
        cases.push({
          op,
          kind: 'json',
          field: label(path),
          body: () => withValue(target.json!(), path, value, value === REMOVE),
        });
  const form = bodySchema(op, 'multipart/form-data');
  if (form && target.form)
    for (const [field, sub] of Object.entries((form.properties ?? {}) as Record<string, Schema>)) {
      const s = deref(sub);
      const isFile = s.format === 'binary' || deref(s.items).format === 'binary';
      for (const value of isFile ? BAD_FILES : BAD_TEXT)
        cases.push({ op, kind: 'form', field, body: () => ({ ...target.form!(), [field]: value }) });
    }
  return cases;
});

function formData(fields: Record<string, FormValue>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) form.append(key, one);
  return form;
}

type Tokens = Record<'customer' | 'admin', string>;

async function send(c: Case, tokens: Tokens): Promise<{ request: Request; response: Response }> {
  const info = operations[c.op];
  const roles = info.roles as readonly string[] | null;
  const headers = new Headers();
  if (info.auth) headers.set('Authorization', `Bearer ${tokens[roles?.includes('user') ? 'customer' : 'admin']}`);
  const value = c.body();
  let body: BodyInit;
  if (c.kind === 'json') {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(value);
  } else body = formData(value as Record<string, FormValue>);
  const request = new Request(API + TARGETS[c.op]!.path(), { method: info.method.toUpperCase(), headers, body });
  return { request, response: await fetch(request.clone()) };
}

describe('every field at every depth, malformed', () => {
  it('reaches nested fields and the multipart forms', () => {
    const fields = new Set(CASES.map((c) => `${c.op} ${c.kind} ${c.field}`));
    for (const expected of [
      'initiateOrder json items[].quantity',
      'initiateOrder json items[].product_id',
      'initiateOrder json shipping_address.street',
      'initiateOrder json shipping_address.address',
      'createProduct form images',
      'createSlide form image',
      'updateProduct form price',
    ])
      expect(fields).toContain(expected);
    expect(new Set(CASES.map((c) => c.op)).size).toBe(Object.keys(TARGETS).length);
  });

  it('starts from requests the mock accepts, so each malformed field is the only thing wrong', async () => {
    const tokens: Tokens = {
      customer: (await signIn('customer@example.com')).access_token,
      admin: (await signIn('admin@example.com')).access_token,
    };
    for (const op of Object.keys(TARGETS) as OperationId[]) {
      const target = TARGETS[op]!;
      for (const kind of ['json', 'form'] as const) {
        const base = kind === 'json' ? target.json : target.form;
        if (!base) continue;
        rateLimits.clear();
        const { response } = await send({ op, kind, field: '', body: base }, tokens);
        const text = await response.text();
        // A reset code nobody asked for: the one base the mock must refuse, past the schema.
        if (op === 'resetPassword') expect(JSON.parse(text).error, text).not.toBe('invalid_payload');
        else expect(response.status, `${op} ${kind}: ${text}`).toBeLessThan(300);
      }
    }
    // Two requests an operation: about 2.5 s alone, over 5 s beside the browser journeys on 2 cores.
  }, 30_000);

  it(`answers each of the ${CASES.length} malformed requests with a documented status and body, 4xx when the contract refuses it`, async () => {
    let tokens: Tokens = {
      customer: (await signIn('customer@example.com')).access_token,
      admin: (await signIn('admin@example.com')).access_token,
    };
    const failures: string[] = [];
    for (const c of CASES) {
      rateLimits.clear();
      // Actions use up their orders (paid → fulfilled): start again from the seed when none is left.
      if (!pendingOrder() || !paidOrder()) {
        await resetMockBackend();
        tokens = {
          customer: (await signIn('customer@example.com')).access_token,
          admin: (await signIn('admin@example.com')).access_token,
        };
      }
      const { request, response } = await send(c, tokens);
      const text = await response.text();
      const type = response.headers.get('content-type');
      const where = `${c.op} ${c.kind} ${c.field}: ${response.status} ${text.slice(0, 160)}`;
      if (response.status >= 500) {
        failures.push(where);
        continue;
      }
      const body = text && type?.includes('json') ? (JSON.parse(text) as unknown) : text || undefined;
      const problem = validateResponse(c.op, response.status, type, body);
      if (problem) failures.push(`${where} (${problem.message})`);
      const sent = await readBody(request);
      const refused = validateRequest(c.op, { params: {}, query: new URL(request.url).searchParams, ...sent });
      if (refused && refused.status !== 404 && response.status < 400)
        failures.push(`${where} (the contract refuses it)`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
