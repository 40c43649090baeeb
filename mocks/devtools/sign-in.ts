/**
 * Signs this browser in as an account of the mock's database: a new session issued by the mock
 * (as `POST /login` would, without the password), stored as the app stores a login. A catalogue
 * row's `?as=` (../scenarios/row-setup.ts), a repro file's import and the tests' `signInAs` all
 * sign in this way.
 */
import { tokens } from '../../src/api/tokens';
import { db as mockDb, type Database } from '../db';
import { toUserAlone } from '../handlers/serialize';
import { startSession } from '../services/auth';

/** Returns the access token, or null (and signs out) when the database has no such account. */
export async function startBrowserSession(email: string, db: Database = mockDb): Promise<string | null> {
  const user = db.users.getBy('email', email);
  if (!user) {
    tokens.clear();
    return null;
  }
  const issued = await startSession(db, user);
  tokens.setSession({
    access_token: issued.access_token,
    refresh_token: issued.refresh_token,
    user: toUserAlone(db, user),
  });
  return issued.access_token;
}
