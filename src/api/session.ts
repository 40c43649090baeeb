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

const SIGNED_OUT: Session = { isAuthenticated: false, user: null, isAdmin: false };

/** The key of "no token, no user": the first read of a signed-out visitor is SIGNED_OUT itself. */
let snapshotKey = '\u0000';
let snapshot: Session = SIGNED_OUT;

/** The session as storage holds it now; the same object while storage has not changed. */
function read(): Session {
  const key = `${tokens.getAccess() ?? ''}\u0000${tokens.getRawUser() ?? ''}`;
  if (key === snapshotKey) return snapshot;
  snapshotKey = key;
  const user = tokens.getUser();
  const isAuthenticated = Boolean(tokens.getAccess());
  snapshot = {
    isAuthenticated,
    user: isAuthenticated ? user : null,
    isAdmin: isAuthenticated && user?.role === 'admin',
  };
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

/**
 * A prerendered page was rendered signed out (src/prerender.tsx), so hydration reads "signed out"
 * too; React renders again at once with the stored session (not for a visitor: the same object).
 */
export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => SIGNED_OUT);
}
