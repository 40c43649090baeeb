import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { authSettings, revokeSessions } from '@mocks/services/auth';
import { clock } from '@mocks/services/clock';
import { withMockBackend } from '@/testing/mock-backend';
import { signInAs } from '@/testing/session';
import { createApiClient } from './client';
import { tokens } from './tokens';

withMockBackend();

const FIFTEEN_MINUTES = 15 * 60 * 1000;

function countCalls(path: string) {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) seen.push(request.headers.get('Authorization') ?? '');
  });
  return seen;
}

describe('the API client session middleware', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('sends the stored access token as a bearer header', async () => {
    await signInAs('customer');
    const { data, response } = await createApiClient().GET('/me');
    expect(response.status).toBe(200);
    expect(data?.user.email).toBe('customer@example.com');
  });

  it('refreshes an expired access token once and replays the request', async () => {
    const access = await signInAs('customer');
    const refresh = tokens.getRefresh();
    const refreshes = countCalls('/token/refresh');
    clock.advance(FIFTEEN_MINUTES + 1000);

    const { data, response } = await createApiClient().GET('/me');

    expect(response.status).toBe(200);
    expect(data?.user.email).toBe('customer@example.com');
    expect(refreshes).toEqual([`Bearer ${refresh}`]);
    expect(tokens.getAccess()).not.toBe(access);
  });

  it('shares one refresh between concurrent 401s and replays each request', async () => {
    await signInAs('customer');
    const refreshes = countCalls('/token/refresh');
    clock.advance(FIFTEEN_MINUTES + 1000);
    const api = createApiClient();

    const results = await Promise.all([
      api.GET('/me'),
      api.GET('/orders', { params: { query: { page: 1 } } }),
      api.GET('/orders', { params: { query: { page: 2 } } }),
      api.GET('/me'),
      api.GET('/products/{id}', { params: { path: { id: 1 } } }),
    ]);

    expect(results.map((r) => r.response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(refreshes).toHaveLength(1);
  });

  it('replays a request body intact after the refresh', async () => {
    await signInAs('customer');
    clock.advance(FIFTEEN_MINUTES + 1000);

    const { data, response } = await createApiClient().POST('/products/{id}/reviews', {
      params: { path: { id: 3 } },
      body: { rating: 4, title: 'Replayed after refresh', body: 'Still here.' },
    });

    expect(response.status).toBe(201);
    expect(data?.title).toBe('Replayed after refresh');
    expect(db.reviews.where((r) => r.title === 'Replayed after refresh')).toHaveLength(1);
  });

  it('clears both tokens and reports the expired session when the refresh fails', async () => {
    await signInAs('customer');
    const refreshes = countCalls('/token/refresh');
    await revokeSessions(db, tokens.getUser()!.id);
    const expired = vi.fn();

    const api = createApiClient({ onSessionExpired: expired });
    const results = await Promise.all([api.GET('/me'), api.GET('/orders')]);

    expect(results.map((r) => r.response.status)).toEqual([401, 401]);
    expect(tokens.getAccess()).toBeNull();
    expect(tokens.getRefresh()).toBeNull();
    expect(tokens.getUser()).toBeNull();
    expect(expired).toHaveBeenCalled();
    expect(refreshes).toHaveLength(1);
  });

  it('never retries the refresh call itself', async () => {
    await signInAs('customer');
    authSettings.refreshAlwaysFails = true;
    clock.advance(FIFTEEN_MINUTES + 1000);
    const refreshes = countCalls('/token/refresh');
    const expired = vi.fn();

    const { response } = await createApiClient({ onSessionExpired: expired }).GET('/me');

    expect(response.status).toBe(401);
    expect(refreshes).toHaveLength(1);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 alone when there is no refresh token', async () => {
    const refreshes = countCalls('/token/refresh');
    const expired = vi.fn();
    const { response, error } = await createApiClient({ onSessionExpired: expired }).GET('/me');
    expect(response.status).toBe(401);
    expect(error?.error).toBe('unauthorized');
    expect(refreshes).toHaveLength(0);
    expect(expired).not.toHaveBeenCalled();
  });

  it('does not treat a failed login as an expired session', async () => {
    await signInAs('customer');
    const refreshes = countCalls('/token/refresh');
    const { response, error } = await createApiClient().POST('/login', {
      body: { email: 'customer@example.com', password: 'wrong-password' },
    });
    expect(response.status).toBe(401);
    expect(error?.error).toBe('invalid_credentials');
    expect(refreshes).toHaveLength(0);
    expect(tokens.getRefresh()).not.toBeNull();
  });
});
