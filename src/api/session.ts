/**
 * The signed-in session for React: a stable snapshot of the stored tokens and cached user, updated
 * when this tab signs in or out and, through the storage event, when another tab does.
 */
import { useSyncExternalStore } from 'react';
import { tokens, type User } from './tokens';

export interface Session {
  /** True when an access token is stored (the user may still need refreshing). */
  isAuthenticated: boolean;
  user: User | null;
  isAdmin: boolean;
}

let snapshot: Session = read();

function read(): Session {
  const user = tokens.getUser();
  const isAuthenticated = Boolean(tokens.getAccess());
  return { isAuthenticated, user: isAuthenticated ? user : null, isAdmin: isAuthenticated && user?.role === 'admin' };
}

function same(a: Session, b: Session): boolean {
  return a.isAuthenticated === b.isAuthenticated && JSON.stringify(a.user) === JSON.stringify(b.user);
}

export const sessionStore = {
  get: (): Session => snapshot,
  subscribe(listener: () => void): () => void {
    return tokens.subscribe(() => {
      const next = read();
      if (same(next, snapshot)) return;
      snapshot = next;
      listener();
    });
  },
  /** Re-reads storage (tests, and after a sign-in in this tab). */
  refresh(): void {
    snapshot = read();
  },
};

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
