/**
 * A catalogue row's set-up, from its link (mocks/scenarios/catalogue.ts, `catalogueLink`;
 * docs/decisions/0041-catalogue-links-set-up-their-row.md):
 * - `?as=customer` or `?as=admin` signs this browser in as that demo account, as the sign-in form
 *   would store it; `?as=signed-out` signs it out;
 * - `?setup=cart` makes the cart one seeded product; `?setup=checkout` also types the checkout's
 *   details as its draft (pickup, a contact name and a phone) and forgets the order the cart last
 *   started, so Pay Now starts a new one.
 * The app's boot reads both parameters, takes them off the address before the router sees it (a
 * reload does not set the row up again) and draws the page once the mock has applied them
 * (src/boot/mock-backend.ts). Mock builds only: a real-host build never reads them.
 */
import { tokens } from '../../src/api/tokens';
import { writeCart } from '../../src/lib/cart-storage';
import { CHECKOUT_DRAFT_KEY } from '../../src/lib/checkout-draft';
import { forgetPendingCheckout } from '../../src/lib/pending-checkout';
import type { Database } from '../db';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { bigBasketLines } from '../seed/presets';
import { startBrowserSession } from '../devtools/sign-in';
import { CATALOGUE_SESSIONS, CATALOGUE_SETUPS, type CatalogueSession, type CatalogueSetup } from './catalogue';

/** The parameters as the address gave them (null: absent). */
export interface RowSetUpParams {
  as: string | null;
  setup: string | null;
}

/** The details typed for `?setup=checkout`: what the checkout needs to pay, pickup from the shop. */
const SETUP_DETAILS = { type: 'pickup', contact_name: 'Ada Obi', contact_phone: '08031234567' } as const;

const known = <T extends string>(list: readonly T[], value: string | null): T | null =>
  list.includes(value as T) ? (value as T) : null;

async function startDemoSession(db: Database, session: CatalogueSession): Promise<void> {
  if (session === 'signed-out') return tokens.clear();
  if (!(await startBrowserSession(DEMO_ACCOUNTS[session], db)))
    throw new Error(`The demo account ${DEMO_ACCOUNTS[session]} is not in the data (reset it to the seed).`);
}

function fillCheckout(db: Database, setup: CatalogueSetup): void {
  writeCart(bigBasketLines(db.products.all()).slice(0, 1));
  if (setup !== 'checkout') return;
  forgetPendingCheckout();
  sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(SETUP_DETAILS));
}

/** Applies `?as=` and `?setup=`; an unknown value is ignored with a warning, as other mock parameters are. */
export async function applyRowSetUp(db: Database, params: RowSetUpParams): Promise<void> {
  const session = known(CATALOGUE_SESSIONS, params.as);
  const setup = known(CATALOGUE_SETUPS, params.setup);
  if (params.as !== null && !session) console.warn(`[mock] ?as= ignored: use one of ${CATALOGUE_SESSIONS.join(', ')}`);
  if (params.setup !== null && !setup)
    console.warn(`[mock] ?setup= ignored: use one of ${CATALOGUE_SETUPS.join(', ')}`);
  try {
    if (session) await startDemoSession(db, session);
    if (setup) fillCheckout(db, setup);
  } catch (error) {
    // Storage refused, or the demo account deleted: the page opens as it is.
    console.warn('[mock] the row could not be set up', error);
  }
}
