/** An HTTP exchange checked against openapi.yaml both ways, as the e2e suite over HTTP does. */
import { describe, expect, it } from 'vitest';
import { checkExchange, formatViolation, type HttpExchange } from './exchange';

const API = 'http://127.0.0.1:4010/api';
const bytes = (value: unknown) => new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value));
const json = 'application/json';

const login = (over: Partial<HttpExchange> = {}): HttpExchange => ({
  method: 'POST',
  url: `${API}/login`,
  requestContentType: json,
  requestBody: bytes({ email: 'customer@example.com', password: 'password123' }),
  status: 401,
  responseContentType: json,
  responseBody: bytes({ error: 'invalid_credentials', message: 'Invalid email or password.' }),
  ...over,
});

describe('checkExchange', () => {
  it('passes an exchange that keeps the contract both ways', async () => {
    expect(await checkExchange(login())).toEqual([]);
  });

  it('names a request body that breaks the schema', async () => {
    const [violation, ...rest] = await checkExchange(login({ requestBody: bytes({ email: 42 }) }));
    expect(rest).toEqual([]);
    expect(violation).toMatchObject({
      operation: 'login',
      method: 'POST',
      path: '/api/login',
      status: 401,
      side: 'request',
    });
    expect(violation!.problem).toMatch(/email|password/);
  });

  it('names a query the contract does not allow', async () => {
    const list = {
      method: 'GET',
      url: `${API}/products?page=zero`,
      status: 400,
      responseContentType: json,
      responseBody: bytes({ error: 'invalid_payload', message: 'Invalid request.' }),
    };
    const violations = await checkExchange(list);
    expect(violations.map((v) => [v.operation, v.side])).toEqual([['listProducts', 'request']]);
    expect(violations[0]!.problem).toMatch(/page/);
  });

  it('names an undocumented status and a body that breaks the response schema', async () => {
    expect(await checkExchange(login({ status: 418 }))).toEqual([
      {
        operation: 'login',
        method: 'POST',
        path: '/api/login',
        status: 418,
        side: 'response',
        problem: expect.stringMatching(/status 418 is not documented/),
      },
    ]);
    const [broken] = await checkExchange({
      method: 'GET',
      url: `${API}/me`,
      status: 200,
      responseContentType: json,
      responseBody: bytes({ user: { id: 'one' } }),
    });
    expect(broken).toMatchObject({
      operation: 'getMe',
      side: 'response',
      problem: expect.stringMatching(
        /^body does not match the schema: user\.email is required; .*user\.id must be integer\.$/,
      ),
    });
    const [notJson] = await checkExchange({
      method: 'GET',
      url: `${API}/me`,
      status: 200,
      responseContentType: json,
      responseBody: bytes('<html>'),
    });
    expect(notJson).toMatchObject({ operation: 'getMe', side: 'response', problem: 'body is not valid JSON' });
  });

  it('names a call to no operation, and skips what is not an API call', async () => {
    const [unknown] = await checkExchange({ method: 'GET', url: `${API}/nowhere`, status: 404 });
    expect(unknown).toMatchObject({
      operation: null,
      side: 'request',
      problem: 'matches no operation of openapi.yaml',
    });
    expect(formatViolation(unknown!)).toBe(
      '(no operation) GET /api/nowhere → 404: request matches no operation of openapi.yaml',
    );
    expect(await checkExchange({ method: 'OPTIONS', url: `${API}/nowhere`, status: 204 })).toEqual([]);
    expect(await checkExchange({ method: 'POST', url: 'http://127.0.0.1:4010/__mock/reset', status: 200 })).toEqual([]);
  });

  it('reads a multipart body as the form it is, files included', async () => {
    const form = new FormData();
    form.set('heading', 'Harmattan Glow');
    form.set('image', new File([new Uint8Array([137, 80, 78, 71])], 'slide.png', { type: 'image/png' }));
    const encoded = new Request('http://x/', { method: 'POST', body: form });
    const exchange: HttpExchange = {
      method: 'POST',
      url: `${API}/admin/carousel/slides`,
      requestContentType: encoded.headers.get('content-type'),
      requestBody: new Uint8Array(await encoded.arrayBuffer()),
      status: 401,
      responseContentType: json,
      responseBody: bytes({ error: 'unauthorized', message: 'Sign in to continue.' }),
    };
    expect(await checkExchange(exchange)).toEqual([]);
    // The same bytes sent as JSON are not JSON.
    const [violation] = await checkExchange({ ...exchange, requestContentType: 'application/json' });
    expect(violation).toMatchObject({
      operation: 'createSlide',
      side: 'request',
      problem: expect.stringMatching(/not valid JSON/),
    });
  });
});
