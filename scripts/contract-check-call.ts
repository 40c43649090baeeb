/**
 * What the contract check's reads and writes share: one call to the host whose answer is checked
 * against openapi.yaml and recorded, and a skipped operation recorded with why.
 */
import { validateResponse } from '../mocks/contract/validator';
import type { OperationId } from '../src/api/operations.gen';

export interface CheckResult {
  operation: OperationId;
  method: string;
  url: string;
  status: number | null;
  /** null: the answer matches the contract. */
  problem: string | null;
  /** Set when the operation was not made (or made but could not do its part): why. Never drift. */
  skipped?: string;
}

export interface Answer {
  status: number;
  /** 2xx */
  ok: boolean;
  body: unknown;
  /** The line recorded for this answer. */
  result: CheckResult;
}

export interface CallInit {
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
}

export type Json = Record<string, unknown>;

export const asObject = (value: unknown): Json | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;

/** An id as the contract has it (a positive integer), or a non-blank string a host may send. */
export function idOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value;
  return undefined;
}

/** The shopper's orders: the spec allows `orders`, a bare array or `data` (section 7). */
export function orderListOf(body: unknown): Json[] | undefined {
  const list = Array.isArray(body) ? body : (asObject(body)?.orders ?? asObject(body)?.data);
  return Array.isArray(list) ? (list as Json[]) : undefined;
}

export function createCaller(baseUrl: string, scenario: string | undefined, results: CheckResult[]) {
  const base = baseUrl.replace(/\/$/, '');

  /** Makes the call, checks the answer against openapi.yaml and records it; undefined when no answer came. */
  async function call(
    operation: OperationId,
    method: string,
    path: string,
    init: CallInit = {},
  ): Promise<Answer | undefined> {
    const url = base + path;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    if (scenario) headers['X-Mock-Scenario'] = scenario;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    } catch (error) {
      results.push({ operation, method, url, status: null, problem: `no answer: ${(error as Error).message}` });
      return undefined;
    }
    const type = response.headers.get('content-type');
    const text = await response.text();
    let body: unknown = text || undefined;
    if (text && type?.includes('json')) {
      try {
        body = JSON.parse(text);
      } catch {
        const result = { operation, method, url, status: response.status, problem: 'the body is not valid JSON' };
        results.push(result);
        return { status: response.status, ok: false, body: undefined, result };
      }
    }
    const problem = validateResponse(operation, response.status, type, body);
    const result: CheckResult = { operation, method, url, status: response.status, problem: problem?.message ?? null };
    results.push(result);
    return { status: response.status, ok: response.ok, body, result };
  }

  /** Records an operation that was not made, and why. */
  function skip(operation: OperationId, method: string, path: string, reason: string): void {
    results.push({ operation, method, url: base + path, status: null, problem: null, skipped: reason });
  }

  return { base, call, skip };
}

export type Caller = ReturnType<typeof createCaller>;
