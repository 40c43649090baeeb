/**
 * For tests without a backend: a session stored as a login would store it (made-up tokens, no
 * request), and the browser's state back to a first visit. With the mock backend, `signInAs` of
 * ./session.ts signs a seeded user in with real tokens instead.
 */
import { sessionStore } from '@/api/session';
import { tokens, type User } from '@/api/tokens';

export const CUSTOMER: User = {
  id: 1,
  email: 'customer@example.com',
  role: 'user',
  created_at: '2026-01-01T00:00:00Z',
  orders_count: 0,
};

export const ADMIN: User = { ...CUSTOMER, id: 2, email: 'admin@example.com', role: 'admin' };

/** Stores a session as a login would (no request is made) and lets the session store see it. */
export function signInAs(user: User = CUSTOMER): void {
  tokens.setSession({ access_token: 'x', refresh_token: 'y', user });
  sessionStore.refresh();
}

/** Back to signed out (tokens, cached user) and an empty cart. */
export function resetBrowserState(): void {
  tokens.clear();
  sessionStore.refresh();
  localStorage.clear();
  sessionStorage.clear();
}
