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

let snapshot: Session = { isAuthenticated: false, user: null, isAdmin: false };
let snapshotKey = '';

/** The session as storage holds it now; the same object while storage has not changed. */
function read(): Session {
  const key = `${tokens.getAccess() ?? ''}\u0000${tokens.getRawUser() ?? ''}`;
  if (key === snapshotKey) return snapshot;
  snapshotKey = key;
  const user = tokens.getUser();
  const isAuthenticated = Boolean(tokens.getAccess());
  snapshot = { isAuthenticated, user: isAuthenticated ? user : null, isAdmin: isAuthenticated && user?.role === 'admin' };
  return snapshot;
}

export const sessionStore = {
  /** Always current, even when nothing was subscribed while storage changed. */
  get: read,
  subscribe(listener: () => void): () => void {
    return tokens.subscribe(listener);
  },
  /** Kept for callers that want to be explicit; `get` already re-reads storage. */
  refresh(): void {
    read();
  },
};

const SIGNED_OUT: Session = { isAuthenticated: false, user: null, isAdmin: false };

/**
 * A prerendered page was rendered signed out (src/prerender.tsx), so hydration reads "signed out"
 * too; React renders again at once with the stored session.
 */
export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => SIGNED_OUT);
}
