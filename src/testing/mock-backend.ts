/**
 * `withMockBackend()` in a test file: msw/node on the real handlers, unhandled requests are errors,
 * the database goes back to the seed before each test, and every response the mock answers is
 * checked against openapi.yaml (documented status, body matching its schema). A mismatch fails
 * the test that caused it.
 *
 * `withApp()` in a test file that draws the app on it: the same, plus a stubbed `scrollTo` (jsdom has
 * none, and the router scrolls on each navigation), put back after each test. Every jsdom test
 * starts signed out with empty storage (./setup-dom.ts).
 */
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { validateResponse, matchOperation } from '@mocks/contract/validator';
import { apiPath } from '@mocks/handlers/http';
import { resetMockBackend, server } from '@mocks/node';
import { DEMO_PASSWORD } from '@mocks/seed/demo-accounts';

export const API = 'http://localhost/api';

const problems: string[] = [];

async function checkResponse(request: Request, response: Response): Promise<void> {
  const url = new URL(request.url);
  if (!url.pathname.includes('/api/')) return;
  const match = matchOperation(request.method, apiPath(url));
  if (!match) return;
  const type = response.headers.get('content-type');
  const text = await response.clone().text();
  let body: unknown = text;
  if (type?.includes('json') && text) body = JSON.parse(text);
  if (!text) body = undefined;
  const problem = validateResponse(match.id, response.status, type, body);
  if (problem) problems.push(`${request.method} ${url.pathname}${url.search} → ${response.status}: ${problem.message}`);
}

const pending = new Set<Promise<void>>();

export function withMockBackend(): void {
  beforeAll(() => {
    server.listen({ onUnhandledFrame: 'error' });
    server.events.on('response:mocked', ({ request, response }) => {
      const check = checkResponse(request, response).catch((error: unknown) => void problems.push(String(error)));
      pending.add(check);
      void check.finally(() => pending.delete(check));
    });
  });
  beforeEach(async () => {
    problems.length = 0;
    await resetMockBackend();
  });
  afterEach(async () => {
    server.resetHandlers();
    await Promise.all(pending);
    if (problems.length > 0) {
      const list = problems.splice(0).join('\n');
      throw new Error(`Mock responses that break openapi.yaml:\n${list}`);
    }
  });
  afterAll(() => {
    server.events.removeAllListeners();
    server.close();
  });
}

/**
 * Takes the contract problems found so far in this test (so they do not fail it): for tests that
 * break the contract on purpose (a `:malformed` or `:500` scenario) and assert on what was found.
 */
export async function takeContractProblems(): Promise<string[]> {
  await Promise.all(pending);
  return problems.splice(0);
}

/** Records the API requests whose method and path match (with their JSON bodies). */
export function recordCalls(method: string, path: RegExp) {
  const calls: { url: URL; body: unknown }[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (request.method !== method || !path.test(url.pathname)) return;
    const entry = { url, body: undefined as unknown };
    calls.push(entry);
    if (method !== 'GET')
      void request
        .clone()
        .text()
        .then((text) => (entry.body = text ? JSON.parse(text) : undefined));
  };
  server.events.on('request:start', listener);
  return { calls, stop: () => server.events.removeListener('request:start', listener) };
}

/** Calls the mock API like a client would, with an optional bearer token. */
export async function call(
  path: string,
  init: RequestInit & { token?: string | null; json?: unknown } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  }
  return fetch(`${API}${path}`, { ...init, headers, body });
}

/**
 * POST /login, for tokens to call the API with (tests of the mock and the API; `api`: another
 * host's, as mock:server's). The app is signed in with `signInAs` (./session.ts).
 */
export async function signIn(
  email: string,
  password = DEMO_PASSWORD,
  api = API,
): Promise<{ access_token: string; refresh_token: string }> {
  const response = await fetch(`${api}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login failed for ${email}: ${response.status}`);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

export function withApp(): void {
  withMockBackend();
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
