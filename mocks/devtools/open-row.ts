/** Opening a row of the error catalogue, from the Catalogue tab and from a test run. */
import { tokens } from '../../src/api/tokens';
import { catalogueLink, type CatalogueRow } from '../scenarios/catalogue';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { startBrowserSession } from './sign-in';

/** Opens a catalogue row: signs in (or out) as the row needs, then loads its link. */
export async function openRow(row: CatalogueRow) {
  if (row.session === 'signed-out') tokens.clear();
  else await startBrowserSession(DEMO_ACCOUNTS[row.session]);
  location.assign(catalogueLink(row));
}
