/**
 * The signed-in session as the spec stores it (section 3, "Session storage"): an access token,
 * a refresh token and a cached user in localStorage. Reads never throw: storage that is blocked or
 * holds junk reads as "signed out". Other tabs learn of changes through the `storage` event.
 */
import type { components } from './schema.gen';

export type User = components['schemas']['User'];

export const TOKEN_KEYS = {
  access: 'access_token',
  refresh: 'refresh_token',
  user: 'user',
} as const;

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  const s = storage();
  if (!s) return;
  try {
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // A full or blocked storage keeps the session in memory only for this page.
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

export const tokens = {
  getAccess: (): string | null => read(TOKEN_KEYS.access),
  getRefresh: (): string | null => read(TOKEN_KEYS.refresh),
  getRawUser: (): string | null => read(TOKEN_KEYS.user),
  getUser(): User | null {
    const raw = read(TOKEN_KEYS.user);
    if (!raw) return null;
    try {
      const value = JSON.parse(raw) as Partial<User> | null;
      return value && typeof value.email === 'string' && typeof value.id === 'number' ? (value as User) : null;
    } catch {
      return null;
    }
  },
  /** Store the tokens of a successful login (and the user when known). */
  setSession(session: { access_token: string; refresh_token?: string | null; user?: User | null }): void {
    write(TOKEN_KEYS.access, session.access_token);
    if (session.refresh_token) write(TOKEN_KEYS.refresh, session.refresh_token);
    if (session.user !== undefined) write(TOKEN_KEYS.user, session.user ? JSON.stringify(session.user) : null);
    notify();
  },
  setUser(user: User | null): void {
    write(TOKEN_KEYS.user, user ? JSON.stringify(user) : null);
    notify();
  },
  /** Sign out: both tokens and the cached user go. */
  clear(): void {
    write(TOKEN_KEYS.access, null);
    write(TOKEN_KEYS.refresh, null);
    write(TOKEN_KEYS.user, null);
    notify();
  },
  /** Called on changes in this tab and, through the storage event, in other tabs. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || (Object.values(TOKEN_KEYS) as string[]).includes(event.key)) listener();
    };
    if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
    };
  },
};
