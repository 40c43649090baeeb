/**
 * One HTTP exchange with the API, as it went over the wire, checked against openapi.yaml both
 * ways: the request (operation known, path, query and body valid) and the response (status
 * documented, body matching its schema). The e2e suite over HTTP (e2e/real-host.e2e.ts) runs it
 * on every call the store makes to mock:server; a violation fails the journey.
 */
import { apiPath, readBody } from '../handlers/http';
import { matchOperation, validateRequest, validateResponse } from './validator';

export interface HttpExchange {
  method: string;
  /** The full request URL, e.g. http://127.0.0.1:4010/api/products?q=soap */
  url: string;
  /** The request's Content-Type header, if any. */
  requestContentType?: string | null;
  requestBody?: Uint8Array | null;
  status: number;
  responseContentType?: string | null;
  responseBody?: Uint8Array | null;
}

export interface ContractViolation {
  /** The operationId, or null when no operation of the contract has this method and path. */
  operation: string | null;
  method: string;
  /** The path and query as sent. */
  path: string;
  status: number;
  /** Which side broke the contract. */
  side: 'request' | 'response';
  problem: string;
}

/** `operation METHOD path → status: side problem`, one line. */
export function formatViolation(v: ContractViolation): string {
  return `${v.operation ?? '(no operation)'} ${v.method} ${v.path} → ${v.status}: ${v.side} ${v.problem}`;
}

function parseResponseBody(
  contentType: string | null,
  bytes: Uint8Array | null | undefined,
): { ok: true; body: unknown } | { ok: false; problem: string } {
  const text = bytes && bytes.length > 0 ? new TextDecoder().decode(bytes) : '';
  if (text === '') return { ok: true, body: undefined };
  if (!/json/i.test(contentType ?? '')) return { ok: true, body: text };
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, problem: 'body is not valid JSON' };
  }
}

/**
 * Every way the exchange breaks openapi.yaml; empty when it keeps it. Only paths under `/api/`
 * are API calls (a preflight OPTIONS is the browser's, not the store's, and is skipped).
 */
export async function checkExchange(exchange: HttpExchange): Promise<ContractViolation[]> {
  const url = new URL(exchange.url);
  const method = exchange.method.toUpperCase();
  if (method === 'OPTIONS' || !url.pathname.startsWith('/api/')) return [];
  const base = { method, path: `${url.pathname}${url.search}`, status: exchange.status };
  const match = matchOperation(method, apiPath(url));
  if (!match) return [{ ...base, operation: null, side: 'request', problem: 'matches no operation of openapi.yaml' }];
  const violations: ContractViolation[] = [];

  const hasBody = method !== 'GET' && method !== 'HEAD' && exchange.requestBody && exchange.requestBody.length > 0;
  const headers = new Headers();
  if (exchange.requestContentType) headers.set('content-type', exchange.requestContentType);
  const request = new Request(url, {
    method,
    headers,
    body: hasBody ? (exchange.requestBody as Uint8Array<ArrayBuffer>) : undefined,
  });
  const { body, contentType, bodyError } = await readBody(request);
  const asked = validateRequest(match.id, {
    params: match.params,
    query: url.searchParams,
    contentType,
    body,
    bodyError,
  });
  if (asked) {
    const problem = asked.status === 404 ? 'has a path parameter the contract does not allow' : asked.message;
    violations.push({ ...base, operation: match.id, side: 'request', problem });
  }

  const responseType = exchange.responseContentType ?? null;
  const parsed = parseResponseBody(responseType, exchange.responseBody);
  if (!parsed.ok) violations.push({ ...base, operation: match.id, side: 'response', problem: parsed.problem });
  else {
    const answered = validateResponse(match.id, exchange.status, responseType, parsed.body);
    // (The validator's field summary is worded for requests.)
    if (answered)
      violations.push({
        ...base,
        operation: match.id,
        side: 'response',
        problem: answered.message.replace(': Invalid request: ', ': '),
      });
  }
  return violations;
}
