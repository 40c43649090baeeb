/**
 * Sessions of the mock backend: salted SHA-256 password hashes (a mock, not a production scheme),
 * opaque access tokens that expire, refresh tokens that rotate on use with a short grace period
 * for the previous one, and revocation. Roles are read from the user row on every request, so a
 * role change takes effect on the next call.
 */
import type { Database } from '../db';
import type { UserRow } from '../db/schema';
import { clock } from './clock';

export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60;
/** How long a refresh token that was just rotated still works (two tabs refreshing at once). */
export const REFRESH_GRACE_S = 60;

/** Session-wide knobs the scenarios turn (issue: mock scenarios). */
export const authSettings = {
  /**
   * When set, new access tokens live this many seconds instead of ACCESS_TOKEN_TTL_S (the
   * 'session:access_expired' scenario: with `expireAccessTokens` it exercises the refresh path).
   */
  accessTokenTtlS: null as number | null,
  /** When set, every refresh fails (exercises the sign-out path). */
  refreshAlwaysFails: false,
};

const encoder = new TextEncoder();

function hex(bytes: ArrayBuffer | Uint8Array): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function randomToken(prefix: string, bytes = 24): string {
  const buf = new Uint8Array(bytes);
  crypto.getRandomValues(buf);
  return `${prefix}_${hex(buf)}`;
}

export async function hashPassword(password: string, salt: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(`${salt}:${password}`));
  return hex(digest);
}

export async function passwordMatches(user: UserRow, password: string): Promise<boolean> {
  return (await hashPassword(password, user.password_salt)) === user.password_hash;
}

function isoIn(seconds: number): string {
  return new Date(clock.now() + seconds * 1000).toISOString();
}

async function issueAccessToken(db: Database, userId: number, sessionId: number) {
  const token = randomToken('at');
  const ttl = authSettings.accessTokenTtlS ?? ACCESS_TOKEN_TTL_S;
  await db.accessTokens.insert({ token, user_id: userId, session_id: sessionId, expires_at: isoIn(ttl) });
  return { token, expiresIn: Math.max(ttl, 0) };
}

/** A new sign-in: a session with a refresh token, and a first access token. */
export async function startSession(db: Database, user: UserRow) {
  const session = await db.sessions.insert({
    user_id: user.id,
    refresh_token: randomToken('rt', 32),
    previous_refresh_token: null,
    previous_valid_until: null,
    created_at: new Date(clock.now()).toISOString(),
    expires_at: isoIn(REFRESH_TOKEN_TTL_S),
    revoked_at: null,
  });
  const access = await issueAccessToken(db, user.id, session.id);
  return { access_token: access.token, refresh_token: session.refresh_token, expires_in: access.expiresIn };
}

function bearer(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1]! : null;
}

/** The signed-in user of a request, or null (no token, unknown, expired or revoked). */
export function currentUser(db: Database, request: Request): UserRow | null {
  const token = bearer(request);
  if (!token) return null;
  const row = db.accessTokens.getBy('token', token);
  if (!row || Date.parse(row.expires_at) <= clock.now()) return null;
  const session = db.sessions.get(row.session_id);
  if (!session || session.revoked_at) return null;
  return db.users.get(row.user_id) ?? null;
}

/** Finds the live session a refresh token belongs to (current token, or previous within grace). */
function sessionForRefresh(db: Database, token: string) {
  const now = clock.now();
  const live = (s: { revoked_at: string | null; expires_at: string }) =>
    !s.revoked_at && Date.parse(s.expires_at) > now;
  const current = db.sessions.getBy('refresh_token', token);
  if (current) return live(current) ? current : null;
  const previous = db.sessions.find((s) => s.previous_refresh_token === token);
  if (previous && live(previous) && previous.previous_valid_until && Date.parse(previous.previous_valid_until) > now)
    return previous;
  return null;
}

/** POST /token/refresh: rotates the refresh token and issues a new access token. */
export async function refreshSession(db: Database, request: Request) {
  const token = bearer(request);
  if (!token || authSettings.refreshAlwaysFails) return null;
  const session = sessionForRefresh(db, token);
  if (!session) return null;
  let refreshToken = session.refresh_token;
  if (session.refresh_token === token) {
    refreshToken = randomToken('rt', 32);
    await db.sessions.update(session.id, (s) => {
      s.previous_refresh_token = token;
      s.previous_valid_until = isoIn(REFRESH_GRACE_S);
      s.refresh_token = refreshToken;
    });
  }
  const access = await issueAccessToken(db, session.user_id, session.id);
  return {
    access_token: access.token,
    token_type: 'bearer' as const,
    expires_in: access.expiresIn,
    refresh_token: refreshToken,
  };
}

/** Ends every session of a user: their access tokens stop working and refreshes fail. */
export async function revokeSessions(db: Database, userId: number): Promise<number> {
  const now = new Date(clock.now()).toISOString();
  const sessions = db.sessions.where((s) => s.user_id === userId && !s.revoked_at);
  for (const session of sessions) await db.sessions.update(session.id, (s) => void (s.revoked_at = now));
  for (const token of db.accessTokens.where((t) => t.user_id === userId)) db.accessTokens.remove(token.id);
  return sessions.length;
}

/** Every access token issued so far expires now (sessions and refresh tokens stay valid). */
export async function expireAccessTokens(db: Database): Promise<number> {
  const now = new Date(clock.now() - 1000).toISOString();
  const live = db.accessTokens.where((t) => t.expires_at > now);
  for (const token of live) await db.accessTokens.update(token.id, (t) => void (t.expires_at = now));
  return live.length;
}

/** Drops expired access tokens so the table does not grow without end. */
export function pruneAccessTokens(db: Database): void {
  const now = clock.now();
  for (const token of db.accessTokens.where((t) => Date.parse(t.expires_at) <= now - 60_000))
    db.accessTokens.remove(token.id);
}
