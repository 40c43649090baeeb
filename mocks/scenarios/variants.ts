/**
 * Every answer the mock can be asked to give instead of its normal one, derived from openapi.yaml
 * (through src/api/operations.gen.ts and the contract's JSON copy), so an error code added to the
 * contract becomes a variant with no other change.
 *
 * Names are `operationId:variant`:
 * - an error code for a documented error (`register:email_in_use`), except the generic codes that
 *   every protected or id-addressed operation shares, named by status (`getProduct:404`,
 *   `listAdminOrders:401`, `listAdminOrders:403`);
 * - `invalid_payload.<field>` for each required field of a JSON body (the field named as missing);
 * - the status for a success (`createProduct:2XX`, `login:200`: answer normally, even under a session-wide state);
 * - `verifyPayment:pending`, `verifyPayment:failed` (and the same for `verifyPaymentByBody`): the
 *   payment provider's answer is still pending, or declined, laid over the normal answer
 *   (`PAYMENT_OUTCOMES` in ./bodies.ts); the contract's statuses stay open;
 * - `:500` an undocumented server failure; `:network_error` the request fails; `:slow` a few
 *   seconds' delay, then the normal answer; `:hang` no answer ever; `:empty` (lists) an empty page;
 *   `:malformed` (JSON answers) the normal answer with a required field left out, which the
 *   contract check must report as drift.
 * Session-wide states have names of their own (see STATES).
 */
import { operations, type OperationId } from '../../src/api/operations.gen';
import { describeOperation, derefContract, type ResponseDoc } from '../contract/validator';
import { canonicalSchema, PAYMENT_OUTCOMES, type PaymentOutcomeName } from './bodies';

export type VariantKind =
  | 'error'
  | 'field_error'
  | 'success'
  | 'outcome'
  | 'server_error'
  | 'network_error'
  | 'slow'
  | 'hang'
  | 'empty'
  | 'malformed';

export interface Variant {
  /** `operationId:variant` */
  id: string;
  operation: OperationId;
  kind: VariantKind;
  status?: number;
  code?: string;
  field?: string;
  /** For `outcome`: which of PAYMENT_OUTCOMES. */
  outcome?: PaymentOutcomeName;
  description: string;
}

/** The operations that answer a payment's state (`VerifyResponse`): they have the PAYMENT_OUTCOMES variants. */
const VERIFY_OPERATIONS: ReadonlySet<OperationId> = new Set<OperationId>(['verifyPayment', 'verifyPaymentByBody']);

export interface SessionState {
  id: string;
  description: string;
}

/** Session-wide states: they change the whole mock, not one operation's answer. */
export const STATES = [
  {
    id: 'session:access_expired',
    description: 'Every access token expires at once, and new ones live 20 seconds: the app refreshes and replays.',
  },
  {
    id: 'session:refresh_fails',
    description: 'Access tokens expire at once and every refresh fails: the app signs out and goes to /account.',
  },
  {
    id: 'uploads:not_configured',
    description: 'The image host is not configured: any request with a file answers 503 cloudinary_not_configured.',
  },
  { id: 'uploads:fail', description: 'The image host rejects every file: 502 upload_failed.' },
  { id: 'store:empty', description: 'Every list answers an empty page (products, orders, users, slides).' },
  {
    id: 'stock:race',
    description:
      'Another shopper buys first: at Pay Now the first line has one less left than it asks for (sold out when it asks for one), and checkout answers 409 out_of_stock naming it.',
  },
  { id: 'network:slow', description: 'Every answer comes a few seconds late.' },
  {
    id: 'network:3g',
    description: 'A 3G connection: every answer 0.3 to 1.5 s late (add seed:N to replay the same latencies).',
  },
  {
    id: 'network:flaky',
    description:
      'A mobile connection in the evening: answers 0.2 to 4 s late, and one request in five never arrives (add seed:N to replay the same run).',
  },
  {
    id: 'shapes:spec',
    description:
      "Answers like the spec's backend: its alternative names and shapes (title, uses, image_urls, a price string, orders as an array or data, …), varied by record, and none of this project's extensions.",
  },
  {
    id: 'shapes:lean',
    description:
      'The leanest host the spec allows: shapes:spec, plus only what its section 7 shows (not-shown answers a bare 200, errors their code alone, timestamps without a zone, no author on some reviews, …).',
  },
] as const satisfies readonly SessionState[];

export type StateId = (typeof STATES)[number]['id'];

/** A documented status as a number: a range (`2XX`, where the spec shows no answer) as its first, 200. */
function statusNumber(status: string): number {
  return /^[1-5]XX$/.test(status) ? Number(status[0]) * 100 : Number(status);
}

/** Codes named by their status, since every protected or id-addressed operation has them. */
const GENERIC_CODES = new Set(['unauthorized', 'forbidden', 'not_found']);

/** How long `:slow` and `network:slow` wait before answering. */
export const SLOW_MS = 3000;

type Json = Record<string, unknown>;

function hasJsonBody(doc: ResponseDoc | undefined): boolean {
  return Boolean(doc?.schema);
}

/** The list in a 200 answer of a list operation: an array beside `pagination` or `count` (items, orders). */
export function listProperty(id: OperationId): string | null {
  const ok = describeOperation(id).responses.find((r) => r.status === '200');
  const properties = (canonicalSchema(ok?.schema)?.properties ?? {}) as Record<string, Json>;
  if (!('pagination' in properties) && !('count' in properties)) return null;
  for (const [name, schema] of Object.entries(properties)) {
    if (derefContract<Json>(schema).type === 'array') return name;
  }
  return null;
}

function buildVariants(): Variant[] {
  const out: Variant[] = [];
  for (const [operation, info] of Object.entries(operations) as Array<
    [OperationId, (typeof operations)[OperationId]]
  >) {
    const doc = describeOperation(operation);
    const add = (name: string, v: Omit<Variant, 'id' | 'operation'>) =>
      out.push({ id: `${operation}:${name}`, operation, ...v });
    const errors = info.errors as Record<string, readonly string[]>;
    // A code documented at two statuses (upload_failed: 400 for a file that is not an image, 502
    // from the image host) keeps its plain name at the highest; the others add their status.
    const highest = new Map<string, number>();
    for (const [statusText, codes] of Object.entries(errors))
      for (const code of codes) highest.set(code, Math.max(highest.get(code) ?? 0, Number(statusText)));
    for (const statusText of info.statuses) {
      const status = statusNumber(statusText);
      const response = doc.responses.find((r) => r.status === statusText);
      if (status < 400) {
        add(statusText, {
          kind: 'success',
          status,
          description: `The normal answer (${status}): ${response?.description ?? ''}`.trim(),
        });
        continue;
      }
      for (const code of errors[statusText] ?? []) {
        const name = GENERIC_CODES.has(code) ? statusText : highest.get(code) === status ? code : `${code}.${status}`;
        add(name, { kind: 'error', status, code, description: `${status} ${code}` });
        if (code === 'invalid_payload') {
          for (const field of doc.requiredBodyFields) {
            add(`invalid_payload.${field}`, {
              kind: 'field_error',
              status,
              code,
              field,
              description: `${status} invalid_payload naming ${field} as missing`,
            });
          }
        }
      }
    }
    if (VERIFY_OPERATIONS.has(operation))
      for (const [name, outcome] of Object.entries(PAYMENT_OUTCOMES))
        add(name, {
          kind: 'outcome',
          status: 200,
          outcome: name as PaymentOutcomeName,
          description: `${outcome.description} Over the normal answer (its order), when there is one.`,
        });
    add('500', {
      kind: 'server_error',
      status: 500,
      code: 'server_error',
      description: 'An undocumented server failure (500).',
    });
    add('network_error', { kind: 'network_error', description: 'The request fails: no answer reaches the app.' });
    add('slow', { kind: 'slow', description: `The normal answer, ${SLOW_MS / 1000} s late.` });
    add('hang', { kind: 'hang', description: 'No answer ever (the request stays pending).' });
    if (listProperty(operation)) add('empty', { kind: 'empty', status: 200, description: 'An empty page.' });
    const success = doc.responses.find((r) => statusNumber(r.status) >= 200 && statusNumber(r.status) < 300);
    if (hasJsonBody(success) && (canonicalSchema(success?.schema)?.required as string[] | undefined)?.length) {
      add('malformed', {
        kind: 'malformed',
        status: statusNumber(success!.status),
        description: 'The normal answer with a required field left out (contract drift).',
      });
    }
  }
  return out;
}

/** Built on first use: describing all 31 operations is work the mock's start need not wait for. */
let built: { list: readonly Variant[]; byId: Map<string, Variant> } | null = null;

function catalogue() {
  if (!built) {
    const list = buildVariants();
    built = { list, byId: new Map(list.map((v) => [v.id, v])) };
  }
  return built;
}

/** Every variant of every operation, from the contract. */
export function variants(): readonly Variant[] {
  return catalogue().list;
}

export function findVariant(id: string): Variant | undefined {
  return catalogue().byId.get(id);
}

export function isStateId(id: string): id is StateId {
  return STATES.some((s) => s.id === id);
}
