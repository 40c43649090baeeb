/** Opening a row of the error catalogue, from the Catalogue tab and from a test run. */
import { tokens } from '../../src/api/tokens';
import { db } from '../db';
import { catalogueLink, type CatalogueRow } from '../scenarios/catalogue';
import { startSession } from '../services/auth';

const EMAILS = { customer: 'customer@example.com', admin: 'admin@example.com' } as const;

/** Opens a catalogue row: signs in (or out) as the row needs, then loads its link. */
export async function openRow(row: CatalogueRow) {
  if (row.session === 'signed-out') tokens.clear();
  else {
    const user = db.users.getBy('email', EMAILS[row.session]);
    if (user) {
      const issued = await startSession(db, user);
      tokens.setSession({
        access_token: issued.access_token,
        refresh_token: issued.refresh_token,
        user: { id: user.id, email: user.email, role: user.role, created_at: user.created_at, orders_count: 0 },
      });
    }
  }
  location.assign(catalogueLink(row));
}
