/**
 * Where checkout's authorization_url sends the payer, in each way the mock is served:
 *
 * - in the browser (service worker) and in msw/node tests: the app's own simulated page,
 *   `/mock-paystack?reference=…&access_code=…` on the callback's origin;
 * - behind `npm run mock:server`: the provider's page served by that server on its own origin,
 *   `/paystack/checkout/{reference}?access_code=…` (mocks/paystack/hosted-page.ts), as a real
 *   provider's checkout lives on the provider's site and not in the store.
 *
 * The server puts the second up while it listens (`hostedPage`, from hosted-page.ts), and takes
 * it down when it closes. Nothing else imports that page, so the browser's mock bundle carries none
 * of its code.
 */

/** The path of the server's payment page; the reference follows it. Outside /api/. */
export const HOSTED_PAGE_PATH = '/paystack/checkout';

export interface HostedPaystackPage {
  /** Answers a request to HOSTED_PAGE_PATH/…, or nothing to let it pass. */
  handle(request: Request): Promise<Response | undefined> | Response | undefined;
}

export const paymentPage: { hostedPage: HostedPaystackPage | null } = { hostedPage: null };

/** The hosted payment page's address for a new transaction. */
export function authorizationUrl(request: Request, callbackUrl: string, reference: string, accessCode: string): string {
  if (paymentPage.hostedPage) {
    // The server's own origin, as the request reached it (its Host header).
    const page = new URL(`${HOSTED_PAGE_PATH}/${encodeURIComponent(reference)}`, new URL(request.url).origin);
    page.searchParams.set('access_code', accessCode);
    return page.toString();
  }
  // The simulated hosted payment page, a screen of the app itself (on the callback's origin).
  const page = new URL('/mock-paystack', new URL(callbackUrl).origin);
  page.searchParams.set('reference', reference);
  page.searchParams.set('access_code', accessCode);
  return page.toString();
}
