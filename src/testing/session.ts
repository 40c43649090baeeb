/**
 * For jsdom tests: signs a seeded user in as a login would, with real tokens from the mock,
 * stored where the app reads them. Returns the access token (for direct API calls).
 */
import { sessionStore } from '@/api/session';
import { tokens } from '@/api/tokens';
import { db } from '@mocks/db';
import type { UserRow } from '@mocks/db/schema';
import { startSession } from '@mocks/services/auth';

export async function signInAs(who: UserRow | string): Promise<string> {
  const user = typeof who === 'string' ? db.users.getBy('email', who) : who;
  if (!user) throw new Error(`no seeded user ${String(who)}`);
  const issued = await startSession(db, user);
  tokens.setSession({
    access_token: issued.access_token,
    refresh_token: issued.refresh_token,
    user: { id: user.id, email: user.email, role: user.role, created_at: user.created_at, orders_count: 0 },
  });
  sessionStore.refresh();
  return issued.access_token;
}
