/**
 * What every handler shares: the typed `http` (openapi-msw over the generated paths), the API's
 * base on any origin, and the error answer `{ error, message, fields? }` of the contract.
 */
import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../../src/api/schema.gen';

/** Matches the API on any origin: the page's own (/api), the mock server's, or a test's. */
export const API_BASE = '*/api';

export const http = createOpenApiHttp<paths>({ baseUrl: API_BASE });

export function errorResponse(status: number, error: string, message: string, fields?: Record<string, string>) {
  return HttpResponse.json({ error, message, ...(fields ? { fields } : {}) }, { status });
}

/** Stops a handler with an error answer (MSW sends a thrown Response as it is). */
export function fail(status: number, error: string, message: string, fields?: Record<string, string>): never {
  throw errorResponse(status, error, message, fields);
}

export const notFound = (what = 'Not found.'): never => fail(404, 'not_found', what);

/** The API path of a request URL: /api/products/3 → /products/3. */
export function apiPath(url: URL): string {
  return url.pathname.startsWith('/api/') ? url.pathname.slice(4) : url.pathname;
}

/** Reads a JSON or form body into plain values (form files stay File objects). */
export async function readBody(
  request: Request,
): Promise<{ body: unknown; contentType: string | null; bodyError?: string }> {
  const contentType = request.headers.get('content-type');
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
    try {
      const form = await request.formData();
      const body: Record<string, unknown> = {};
      for (const [key, value] of form.entries()) {
        const existing = body[key];
        if (existing === undefined) body[key] = value;
        else body[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
      }
      return { body, contentType };
    } catch {
      return { body: undefined, contentType, bodyError: 'The form data could not be read.' };
    }
  }
  const text = await request.text();
  if (text.trim() === '') return { body: undefined, contentType };
  try {
    return { body: JSON.parse(text) as unknown, contentType };
  } catch {
    return { body: undefined, contentType, bodyError: 'The body is not valid JSON.' };
  }
}

/** Form values of one field as a list (a single value or repeated keys). */
export function formList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

export function isFile(value: unknown): value is File {
  return typeof File !== 'undefined' && value instanceof File;
}

/** Integer path parameter (already checked against the contract by the gate). */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : notFound();
}

/** Where a request came from: the page's origin when the browser says so, else the request's. */
export function requestOrigin(request: Request): string {
  const origin = request.headers.get('origin');
  if (origin && origin !== 'null') {
    try {
      return new URL(origin).origin;
    } catch {
      // fall through to the request's own origin
    }
  }
  return new URL(request.url).origin;
}
