/**
 * The typed API client (openapi-fetch over the generated `paths`).
 *
 * Session middleware, as section 4 of the spec describes it:
 * - the stored access token goes out as `Authorization: Bearer …`;
 * - on a 401, with a refresh token stored and the request not yet retried, it refreshes the access
 *   token (POST /token/refresh with the refresh token as the bearer) and replays the request once;
 * - concurrent 401s share one refresh: they wait for the new token, then each is replayed;
 * - if the refresh fails, both tokens go and `onSessionExpired` runs (the app sends the user to
 *   /account). The refresh call itself never goes through this retry.
 */
import createClient, { type Middleware } from 'openapi-fetch';
import { env } from '@/config/env';
import { signInPath } from '@/lib/safe-redirect';
import { backendReady } from './backend-ready';
import type { paths } from './schema.gen';
import { tokens } from './tokens';

export const REFRESH_PATH = '/token/refresh';
/** Calls whose 401 is an answer about credentials, never about an expired session. */
const NO_REFRESH_PATHS = new Set([REFRESH_PATH, '/login', '/register', '/password/forgot', '/password/reset']);

export interface ApiClientOptions {
  baseUrl?: string;
  /** Runs when the session cannot be refreshed; by default it goes to /account?next= (this page). */
  onSessionExpired?: () => void;
}

function absoluteBase(base: string): string {
  // Under jsdom (tests) a relative base would not resolve: anchor it on the page's origin.
  if (base.startsWith('/') && typeof location !== 'undefined')
    return new URL(base, location.origin).href.replace(/\/$/, '');
  return base;
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = absoluteBase(options.baseUrl ?? env.apiBaseUrl);
  // openapi-fetch captures fetch when the client is created; read it at call time so that MSW's
  // patched fetch (msw/node) is the one used.
  const fetchNow = async (input: Request) => {
    await backendReady();
    return globalThis.fetch(input);
  };
  let onSessionExpired =
    options.onSessionExpired ??
    (() => {
      if (typeof window !== 'undefined')
        window.location.assign(signInPath(window.location.pathname + window.location.search + window.location.hash));
    });

  /** The refresh in flight, shared by every request that got a 401 meanwhile. */
  let refreshing: Promise<string | null> | null = null;

  async function refreshOnce(): Promise<string | null> {
    const refreshToken = tokens.getRefresh();
    if (!refreshToken) return null;
    try {
      const response = await fetchNow(
        new Request(baseUrl + REFRESH_PATH, {
          method: 'POST',
          headers: { Authorization: `Bearer ${refreshToken}`, Accept: 'application/json' },
        }),
      );
      if (!response.ok) return null;
      const body = (await response.json()) as { access_token?: unknown; refresh_token?: unknown };
      if (typeof body.access_token !== 'string' || body.access_token === '') return null;
      tokens.setSession({
        access_token: body.access_token,
        refresh_token: typeof body.refresh_token === 'string' ? body.refresh_token : null,
      });
      return body.access_token;
    } catch {
      return null;
    }
  }

  function sharedRefresh(): Promise<string | null> {
    refreshing ??= refreshOnce().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** Untouched copies of outgoing requests, so a body can be sent again on replay. */
  const copies = new Map<string, Request>();

  const session: Middleware = {
    onRequest({ request, id, schemaPath }) {
      const token = tokens.getAccess();
      if (token && schemaPath !== REFRESH_PATH) request.headers.set('Authorization', `Bearer ${token}`);
      if (!NO_REFRESH_PATHS.has(schemaPath)) copies.set(id, request.clone());
      return request;
    },
    async onResponse({ response, id, schemaPath }) {
      const original = copies.get(id);
      copies.delete(id);
      if (response.status !== 401 || !original || NO_REFRESH_PATHS.has(schemaPath)) return response;
      if (!tokens.getRefresh()) return response;

      // Another request may have refreshed while this one was on the wire: use its token.
      const sentWith = original.headers.get('Authorization');
      const current = tokens.getAccess();
      const token = current && sentWith !== `Bearer ${current}` ? current : await sharedRefresh();
      if (!token) {
        tokens.clear();
        onSessionExpired();
        return response;
      }
      const replay = new Request(original);
      replay.headers.set('Authorization', `Bearer ${token}`);
      // Replayed once: a second 401 goes back to the caller as it is.
      return fetchNow(replay);
    },
    onError({ id }) {
      copies.delete(id);
    },
  };

  const client = createClient<paths>({ baseUrl, fetch: fetchNow });
  client.use(session);
  return Object.assign(client, {
    setSessionExpiredHandler(handler: () => void) {
      onSessionExpired = handler;
    },
    /**
     * The same session rule for requests that do not go through openapi-fetch (uploads with
     * progress, src/api/upload.ts): after a 401 sent with `sentWith` (the Authorization header
     * used), the token to replay with, sharing a refresh in flight; null when the session is over
     * (tokens cleared and `onSessionExpired` run, as the middleware does).
     */
    async refreshSession(sentWith: string | null): Promise<string | null> {
      if (!tokens.getRefresh()) return null;
      const current = tokens.getAccess();
      const token = current && sentWith !== `Bearer ${current}` ? current : await sharedRefresh();
      if (!token) {
        tokens.clear();
        onSessionExpired();
      }
      return token;
    },
  });
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client. */
export const api = createApiClient();

/** The app client's shared refresh, for requests made outside openapi-fetch (see upload.ts). */
export const refreshSession = (sentWith: string | null) => api.refreshSession(sentWith);

/** The app client's absolute base URL (what openapi-fetch prefixes to every path). */
export const apiBaseUrl = (): string => absoluteBase(env.apiBaseUrl);
