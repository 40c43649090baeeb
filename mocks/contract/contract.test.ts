import { describe, expect, it } from 'vitest';
import { operationIds, operations } from '../../src/api/operations.gen';
import { getResponse } from 'msw';
import { handlers, operationHandlers } from '../handlers';
import { call, signIn, withMockBackend } from '@/testing/mock-backend';
import { matchOperation, validateResponse } from './validator';

withMockBackend();

describe('the contract and the handlers', () => {
  it('has a handler for every operation of openapi.yaml, and no handler outside it', () => {
    const handled = new Set(
      operationHandlers.map((h) => {
        const info = h.info as { method: string; path: string };
        const path = String(info.path)
          .replace(/^\*\/api/, '')
          .replace(/:(\w+)/g, '{$1}');
        return `${info.method.toLowerCase()} ${path}`;
      }),
    );
    const documented = operationIds.map((id) => `${operations[id].method} ${operations[id].path}`);
    expect([...handled].sort()).toEqual([...documented].sort());
  });

  it('matches literal paths before parameters', () => {
    expect(matchOperation('GET', '/orders/verify')?.id).toBe('verifyPayment');
    expect(matchOperation('GET', '/orders/12')).toEqual({ id: 'getOrder', params: { id: '12' } });
    expect(matchOperation('GET', '/nowhere')).toBeNull();
  });

  it('catches a response that breaks the schema or an undocumented status', () => {
    expect(
      validateResponse('getMe', 200, 'application/json', {
        user: { id: 1, email: 'a@b.c', role: 'user', created_at: '2026-01-01T00:00:00Z', orders_count: 0 },
      }),
    ).toBeNull();
    expect(validateResponse('getMe', 200, 'application/json', { user: { id: 'one' } })?.message).toMatch(
      /does not match/,
    );
    expect(validateResponse('getMe', 418, 'application/json', {})?.message).toMatch(/not documented/);
  });
});

describe('what the mock leaves alone', () => {
  it.each([
    'http://localhost/src/api/session.ts',
    'http://localhost/src/api/queries/auth.ts',
    'http://localhost/node_modules/.vite/deps/api.js',
  ])('lets the dev server serve %s', async (url) => {
    expect(await getResponse(handlers, new Request(url))).toBeUndefined();
  });
});

describe('malformed requests get a documented 4xx, never a crash', () => {
  it('answers invalid JSON with 400 invalid_payload', async () => {
    const res = await call('/login', {
      method: 'POST',
      body: '{"email":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_payload', message: 'The body is not valid JSON.' });
  });

  it('names the fields that break the schema', async () => {
    const res = await call('/login', { method: 'POST', json: { email: 42 } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields).sort()).toEqual(['email', 'password']);
  });

  it('refuses an undocumented content type', async () => {
    const res = await call('/login', { method: 'POST', body: 'email=a', headers: { 'Content-Type': 'text/plain' } });
    expect(res.status).toBe(400);
  });

  it('answers an unknown endpoint with 404 not_found', async () => {
    const res = await call('/does-not-exist');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'not_found' });
  });

  it('checks authentication before the body', async () => {
    expect((await call('/orders/initiate', { method: 'POST', json: { nonsense: true } })).status).toBe(401);
    const { access_token } = await signIn('customer@example.com');
    const res = await call('/orders/initiate', { method: 'POST', token: access_token, json: { nonsense: true } });
    expect(res.status).toBe(400);
  });
});
