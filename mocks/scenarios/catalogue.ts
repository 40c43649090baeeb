/**
 * The spec's error catalogue (section 8), row by row: the case, the scenario that produces it, the
 * message a person must see, and where: the page to open, who is signed in, and what to do there to
 * trigger it. A row's link (`catalogueLink`) carries all it needs, so it reproduces the row cold in
 * a new browser: the scenarios (`?scenario=`), who is signed in (`?as=`) and, where the row is about
 * paying, the cart filled and the delivery details typed (`?setup=`; mocks/scenarios/row-setup.ts).
 * The devtools' catalogue page, the generated docs/error-catalogue.md and the catalogue e2e suite
 * all read this list.
 */
import { AS_PARAM, SCENARIO_PARAM, SETUP_PARAM } from '../../src/config/mock-storage-keys';

export const CATALOGUE_SESSIONS = ['signed-out', 'customer', 'admin'] as const;
export type CatalogueSession = (typeof CATALOGUE_SESSIONS)[number];

/**
 * What a row's link sets up besides the session: `cart`, a product in the cart; `checkout`, that
 * and the checkout's details typed (pickup, a contact name and phone), with no earlier order to
 * pay again, so Pay Now starts a new one.
 */
export const CATALOGUE_SETUPS = ['cart', 'checkout'] as const;
export type CatalogueSetup = (typeof CATALOGUE_SETUPS)[number];

/**
 * What to do on the page for the message to appear, and nothing else (the link has set the page
 * up). Most are steps in ./catalogue-steps.ts, played by the test run in the page and by the e2e
 * walk; the rest only the e2e walk plays (e2e/support/catalogue-actions.ts):
 * - `none`: it shows on load;
 * - `login` / `register` / `forgot` / `reset`: fill the account form validly and submit;
 * - `admin-login`: the admin page's sign-in form;
 * - `review`: a valid review on the product page;
 * - `pay`: press Pay Now;
 * - `create-product` / `create-product-with-image`: the create form, valid (with a file);
 * - `update-product`: edit the product and save;
 * - `create-slide-with-image` / `update-slide`: the slide forms;
 * - `reset-with-code`: ask for a code, read it from the mock's outbox, reset with it;
 * - `pay-declined`: press Pay Now, then pay with the test card that is declined;
 * - `pay-success-card`: press Pay Now, then pay with the test card that pays (the row's scenario
 *   says what the provider answers);
 * - `open-unavailable-category`: pick a category the shop does not stock yet;
 * - `apply-promo`: type a code in the cart's Promo code field and press Apply;
 * - `pay-again`: press Pay now on the order the page shows (an order that is not paid).
 * A row without scenarios is the normal answer; its link clears any (`?scenario=none`).
 */
export type CatalogueAction =
  | 'none'
  | 'login'
  | 'register'
  | 'forgot'
  | 'reset'
  | 'admin-login'
  | 'review'
  | 'pay'
  | 'create-product'
  | 'create-product-with-image'
  | 'update-product'
  | 'create-slide-with-image'
  | 'update-slide'
  | 'reset-with-code'
  | 'pay-declined'
  | 'pay-success-card'
  | 'open-unavailable-category'
  | 'apply-promo'
  | 'pay-again';

/** What a row's action needs in place: the checkout filled to pay, a product in the cart for a promo code. */
export function setupFor(action: CatalogueAction): CatalogueSetup | null {
  if (action === 'pay' || action === 'pay-declined' || action === 'pay-success-card') return 'checkout';
  return action === 'apply-promo' ? 'cart' : null;
}

/** Does this text show the row's message: the whole text, or its start where the spec appends the server's words (a message ending in a space)? */
export function showsMessage(text: string, message: string): boolean {
  return message.endsWith(' ') ? text.startsWith(message) : text === message;
}

export interface CatalogueRow {
  area: string;
  case: string;
  /** Scenario names, as in ?scenario=. */
  scenarios: string[];
  /** What must be on the screen (a prefix where the spec appends the server's words). */
  message: string;
  path: string;
  session: CatalogueSession;
  action: CatalogueAction;
  /** A case not in the spec's section 8: the 429s and the promo code of openapi.yaml, the pending payment. */
  extension?: true;
}

const WAIT = 'Too many attempts. Try again in 12 minutes.';

export const CATALOGUE: readonly CatalogueRow[] = [
  {
    area: 'Any call',
    case: '401, and the refresh fails: tokens cleared, sent to /account',
    scenarios: ['session:refresh_fails'],
    message: 'Log in',
    path: '/orders',
    session: 'customer',
    action: 'none',
  },
  {
    area: 'Register',
    case: 'invalid_email',
    scenarios: ['register:invalid_email'],
    message: 'Invalid email address.',
    path: '/account?mode=register',
    session: 'signed-out',
    action: 'register',
  },
  {
    area: 'Register',
    case: 'weak_password',
    scenarios: ['register:weak_password'],
    message: 'Password must be at least 8 characters.',
    path: '/account?mode=register',
    session: 'signed-out',
    action: 'register',
  },
  {
    area: 'Register',
    case: 'email_in_use',
    scenarios: ['register:email_in_use'],
    message: 'Email is already in use.',
    path: '/account?mode=register',
    session: 'signed-out',
    action: 'register',
  },
  {
    area: 'Register',
    case: 'anything else',
    scenarios: ['register:500'],
    message: 'Registration failed. Please try again.',
    path: '/account?mode=register',
    session: 'signed-out',
    action: 'register',
  },
  {
    area: 'Login',
    case: 'invalid_credentials',
    scenarios: ['login:invalid_credentials'],
    message: 'Invalid email or password.',
    path: '/account',
    session: 'signed-out',
    action: 'login',
  },
  {
    area: 'Login',
    case: 'anything else',
    scenarios: ['login:500'],
    message: 'Login failed. Please try again.',
    path: '/account',
    session: 'signed-out',
    action: 'login',
  },
  {
    area: 'Login (admin)',
    case: 'anything else: the server’s message',
    scenarios: ['login:500'],
    message: 'Internal server error.',
    path: '/admin',
    session: 'signed-out',
    action: 'admin-login',
  },
  {
    area: 'Forgot',
    case: 'success, the default message',
    scenarios: [],
    message: 'If that account exists, a code will be sent shortly.',
    path: '/account?mode=forgot',
    session: 'signed-out',
    action: 'forgot',
  },
  {
    area: 'Forgot',
    case: 'invalid_payload, email missing',
    scenarios: ['forgotPassword:invalid_payload.email'],
    message: 'Please enter your email address.',
    path: '/account?mode=forgot',
    session: 'signed-out',
    action: 'forgot',
  },
  {
    area: 'Forgot',
    case: 'otherwise: the server’s message',
    scenarios: ['forgotPassword:500'],
    message: 'Internal server error.',
    path: '/account?mode=forgot',
    session: 'signed-out',
    action: 'forgot',
  },
  {
    area: 'Forgot',
    case: 'otherwise, no message',
    scenarios: ['forgotPassword:network_error'],
    message: 'Failed to send reset code. Please try again.',
    path: '/account?mode=forgot',
    session: 'signed-out',
    action: 'forgot',
  },
  {
    area: 'Reset',
    case: 'invalid_payload, email missing',
    scenarios: ['resetPassword:invalid_payload.email'],
    message: 'Please enter your email address.',
    path: '/account?mode=reset',
    session: 'signed-out',
    action: 'reset',
  },
  {
    area: 'Reset',
    case: 'invalid_payload, code missing',
    scenarios: ['resetPassword:invalid_payload.code'],
    message: 'Please enter the code sent to your email.',
    path: '/account?mode=reset',
    session: 'signed-out',
    action: 'reset',
  },
  {
    area: 'Reset',
    case: 'invalid_payload, new password missing',
    scenarios: ['resetPassword:invalid_payload.new_password'],
    message: 'Please enter your new password.',
    path: '/account?mode=reset',
    session: 'signed-out',
    action: 'reset',
  },
  {
    area: 'Reset',
    case: 'invalid_payload, no field named',
    scenarios: ['resetPassword:invalid_payload'],
    message: 'Please fill in all required fields.',
    path: '/account?mode=reset',
    session: 'signed-out',
    action: 'reset',
  },
  {
    area: 'Reset',
    case: 'invalid_code_or_email',
    scenarios: ['resetPassword:invalid_code_or_email'],
    message: 'Invalid code or email address.',
    path: '/account?mode=reset',
    session: 'signed-out',
    action: 'reset',
  },
  {
    area: 'Reset',
    case: 'invalid_or_expired_code',
    scenarios: ['resetPassword:invalid_or_expired_code'],
    message: 'The code is invalid or expired.',
    path: '/account?mode=reset',
    session: 'signed-out',
    action: 'reset',
  },
  {
    area: 'Reset',
    case: 'weak_password: the server’s message',
    scenarios: ['resetPassword:weak_password'],
    message: 'Password must be at least 8 characters.',
    path: '/account?mode=reset',
    session: 'signed-out',
    action: 'reset',
  },
  {
    area: 'Reset',
    case: 'otherwise',
    scenarios: ['resetPassword:network_error'],
    message: 'Failed to reset password. Please try again.',
    path: '/account?mode=reset',
    session: 'signed-out',
    action: 'reset',
  },
  {
    area: 'Reset',
    case: 'success',
    scenarios: [],
    message: 'Password reset successful! You can now log in.',
    path: '/account?mode=forgot',
    session: 'signed-out',
    action: 'reset-with-code',
  },
  {
    area: 'Review',
    case: 'success',
    scenarios: [],
    message: 'Thanks for your review!',
    path: '/product/1',
    session: 'customer',
    action: 'review',
  },
  {
    area: 'Review',
    case: 'invalid_rating: the server’s message',
    scenarios: ['createReview:invalid_rating'],
    message: 'Please select a rating between 1 and 5.',
    path: '/product/1',
    session: 'customer',
    action: 'review',
  },
  {
    area: 'Review',
    case: 'title_too_long',
    scenarios: ['createReview:title_too_long'],
    message: 'Title is too long.',
    path: '/product/1',
    session: 'customer',
    action: 'review',
  },
  {
    area: 'Review',
    case: 'author_name_too_long',
    scenarios: ['createReview:author_name_too_long'],
    message: 'Name is too long.',
    path: '/product/1',
    session: 'customer',
    action: 'review',
  },
  {
    area: 'Review',
    case: 'otherwise',
    scenarios: ['createReview:500'],
    message: 'Failed to submit review.',
    path: '/product/1',
    session: 'customer',
    action: 'review',
  },
  {
    area: 'Checkout',
    case: 'failure: the server’s message',
    scenarios: ['initiateOrder:unknown_product'],
    message: 'Product 999999 does not exist.',
    path: '/cart',
    session: 'customer',
    action: 'pay',
  },
  {
    area: 'Checkout',
    case: 'failure, no message',
    scenarios: ['initiateOrder:network_error'],
    message: 'Could not start payment.',
    path: '/cart',
    session: 'customer',
    action: 'pay',
  },
  {
    area: 'Orders (shopper)',
    case: '401: a sign-in prompt',
    scenarios: ['listOrders:401'],
    message: 'Sign in to see your orders',
    path: '/orders',
    session: 'customer',
    action: 'none',
  },
  {
    area: 'Orders (shopper)',
    case: 'other errors, with Retry',
    scenarios: ['listOrders:500'],
    message: "Couldn't load orders",
    path: '/orders',
    session: 'customer',
    action: 'none',
  },
  {
    area: 'Orders (shopper)',
    case: 'a single order',
    scenarios: ['getOrder:500'],
    message: "Couldn't load order",
    path: '/orders?order=1',
    session: 'customer',
    action: 'none',
  },
  {
    area: 'Create product',
    case: 'invalid_payload',
    scenarios: ['createProduct:invalid_payload.name'],
    message: 'Missing required: name',
    path: '/admin/create',
    session: 'admin',
    action: 'create-product',
  },
  {
    area: 'Create product',
    case: 'invalid_price',
    scenarios: ['createProduct:invalid_price'],
    message: 'Price must be a number.',
    path: '/admin/create',
    session: 'admin',
    action: 'create-product',
  },
  {
    area: 'Create product',
    case: 'invalid_images',
    scenarios: ['createProduct:invalid_images'],
    message: 'Images must be an array of URLs (strings).',
    path: '/admin/create',
    session: 'admin',
    action: 'create-product',
  },
  {
    area: 'Create product',
    case: 'cloudinary_not_configured',
    scenarios: ['uploads:not_configured'],
    message: 'Cloudinary is not configured on the server. File uploads will fail.',
    path: '/admin/create',
    session: 'admin',
    action: 'create-product-with-image',
  },
  {
    area: 'Create product',
    case: 'upload_failed',
    scenarios: ['uploads:fail'],
    message: 'Image upload failed: ',
    path: '/admin/create',
    session: 'admin',
    action: 'create-product-with-image',
  },
  {
    area: 'Slides',
    case: 'uploads not configured',
    scenarios: ['uploads:not_configured'],
    message: "Cloudinary is not configured; uploads won't work.",
    path: '/admin/carousels',
    session: 'admin',
    action: 'create-slide-with-image',
  },
  {
    area: 'Slides',
    case: 'upload failed',
    scenarios: ['uploads:fail'],
    message: 'Upload failed: ',
    path: '/admin/carousels',
    session: 'admin',
    action: 'create-slide-with-image',
  },
  {
    area: 'Slides',
    case: 'list failure',
    scenarios: ['listSlides:500'],
    message: 'Could not load slides.',
    path: '/admin/carousels',
    session: 'admin',
    action: 'none',
  },
  {
    area: 'Slides',
    case: 'update failure, no message',
    scenarios: ['updateSlide:network_error'],
    message: 'Update failed',
    path: '/admin/carousels',
    session: 'admin',
    action: 'update-slide',
  },
  {
    area: 'Product update',
    case: 'failure, no message',
    scenarios: ['updateProduct:network_error'],
    message: 'Update failed',
    path: '/admin/product/1',
    session: 'admin',
    action: 'update-product',
  },
  {
    area: 'Other',
    case: 'admin product list failure',
    scenarios: ['listProducts:500'],
    message: 'Could not load products. Check your network or permissions.',
    path: '/admin/products',
    session: 'admin',
    action: 'none',
  },
  {
    area: 'Other',
    case: 'unknown product',
    scenarios: ['getProduct:404'],
    message: 'Product not found',
    path: '/product/1',
    session: 'signed-out',
    action: 'none',
  },
  {
    area: 'Other',
    case: 'payment not verified, with Try again',
    scenarios: ['verifyPayment:500', 'verifyPaymentByBody:500'],
    message: 'Couldn’t verify',
    path: '/paystack/callback?reference=BS-TEST',
    session: 'customer',
    action: 'none',
  },
  {
    area: 'Other',
    case: 'payment declined',
    scenarios: [],
    message: 'Payment failed',
    path: '/cart',
    session: 'customer',
    action: 'pay-declined',
  },
  {
    area: 'Other',
    case: 'payment pending, not yet confirmed by the provider (this project’s addition)',
    scenarios: ['verifyPayment:pending'],
    message: 'Payment pending',
    path: '/cart',
    session: 'customer',
    action: 'pay-success-card',
    extension: true,
  },
  {
    area: 'Other',
    case: 'a category not stocked yet (an alert)',
    scenarios: [],
    message: 'Coming soon',
    path: '/',
    session: 'signed-out',
    action: 'open-unavailable-category',
  },
  {
    area: 'Other',
    case: 'empty dashboard window',
    scenarios: ['getAdminOverview:200'],
    message: 'No data for selected range',
    path: '/admin?from=2001-01-01&to=2001-01-31',
    session: 'admin',
    action: 'none',
  },
  {
    area: 'Other',
    case: 'no products match',
    scenarios: ['listProducts:empty'],
    message: 'No products match your filters.',
    path: '/admin/products',
    session: 'admin',
    action: 'none',
  },
  {
    area: 'Other',
    case: 'customer details failure, with Retry',
    scenarios: ['getAdminUser:500'],
    message: 'Could not load user details.',
    path: '/admin/users?q=customer@example.com&user=2',
    session: 'admin',
    action: 'none',
  },
  {
    area: 'Register',
    case: 'too_many_requests, with its wait (this project’s addition)',
    scenarios: ['register:too_many_requests'],
    message: WAIT,
    path: '/account?mode=register',
    session: 'signed-out',
    action: 'register',
    extension: true,
  },
  {
    area: 'Login',
    case: 'too_many_requests, with its wait (this project’s addition)',
    scenarios: ['login:too_many_requests'],
    message: WAIT,
    path: '/account',
    session: 'signed-out',
    action: 'login',
    extension: true,
  },
  {
    area: 'Forgot',
    case: 'too_many_requests, with its wait (this project’s addition)',
    scenarios: ['forgotPassword:too_many_requests'],
    message: WAIT,
    path: '/account?mode=forgot',
    session: 'signed-out',
    action: 'forgot',
    extension: true,
  },
  {
    area: 'Reset',
    case: 'too_many_requests, with its wait (this project’s addition)',
    scenarios: ['resetPassword:too_many_requests'],
    message: WAIT,
    path: '/account?mode=reset',
    session: 'signed-out',
    action: 'reset',
    extension: true,
  },
  {
    area: 'Review',
    case: 'too_many_requests, with its wait (this project’s addition)',
    scenarios: ['createReview:too_many_requests'],
    message: WAIT,
    path: '/product/1',
    session: 'customer',
    action: 'review',
    extension: true,
  },
  {
    area: 'Checkout',
    case: 'too_many_requests, with its wait (this project’s addition)',
    scenarios: ['initiateOrder:too_many_requests'],
    message: WAIT,
    path: '/cart',
    session: 'customer',
    action: 'pay',
    extension: true,
  },
  ...promoRows(),
  ...payAgainRows(),
  {
    area: 'Dashboard',
    case: 'failure',
    scenarios: ['getAdminOverview:500'],
    message: 'Could not load dashboard. You may not be authorized or the server is unreachable.',
    path: '/admin',
    session: 'admin',
    action: 'none',
  },
];

/**
 * Pay now on an order that is not paid (this project's extension, decision 0035): the seeded
 * customer's declined order #6, in its detail on /orders.
 */
function payAgainRows(): CatalogueRow[] {
  const row = (kase: string, scenarios: string[], message: string) => ({
    area: 'Pay again',
    case: `${kase} (this project’s addition)`,
    scenarios,
    message,
    path: '/orders?order=6',
    session: 'customer' as const,
    action: 'pay-again' as const,
    extension: true as const,
  });
  return [
    row(
      'invalid_transition: paid or cancelled meanwhile',
      ['payOrder:invalid_transition'],
      'An order that is paid cannot be paid again.',
    ),
    row('too_many_requests, with its wait', ['payOrder:too_many_requests'], WAIT),
    row('a host that cannot pay an order again', ['payOrder:404'], 'This order can’t be paid again here. '),
  ];
}

/** The first-order promo code (this project's extension, decision 0034): each refusal in the cart. */
function promoRows(): CatalogueRow[] {
  const row = (kase: string, scenarios: string[], message: string, session: CatalogueSession = 'customer') => ({
    area: 'Promo code',
    case: `${kase} (this project’s addition)`,
    scenarios,
    message,
    path: '/cart',
    session,
    action: 'apply-promo' as const,
    extension: true as const,
  });
  return [
    row(
      'promo_code_unknown',
      ['checkPromoCode:promo_code_unknown'],
      'We don’t recognise this code. Check it against your welcome email.',
    ),
    row(
      'promo_code_expired',
      ['checkPromoCode:promo_code_expired'],
      'This code has expired: a welcome code lasts 30 days.',
    ),
    row('promo_code_used', ['checkPromoCode:promo_code_used'], 'This code has already been used.'),
    row(
      'promo_code_not_first_order',
      ['checkPromoCode:promo_code_not_first_order'],
      'This code is for a first order, and your account already has one.',
    ),
    row('not signed in', [], 'Log in to use a promo code.', 'signed-out'),
    row('too_many_requests, with its wait', ['checkPromoCode:too_many_requests'], WAIT),
    row(
      'a host without promo codes: the field is hidden',
      ['checkPromoCode:404'],
      'Promo codes can’t be used on this store yet.',
    ),
    {
      area: 'Checkout',
      case: 'out_of_stock, a line the host cannot fill (this project’s addition)',
      scenarios: ['initiateOrder:out_of_stock'],
      message: 'Only 1 left of Full Coverage Liquid Foundation 30ml (04 Caramel).',
      path: '/cart',
      session: 'customer',
      action: 'pay',
      extension: true,
    },
    {
      area: 'Checkout',
      case: 'promo code refused at checkout, used since it was applied (this project’s addition)',
      scenarios: ['initiateOrder:promo_code_used'],
      message:
        'This code has already been used. It has been taken off your order: check the total and press Pay Now again.',
      path: '/cart',
      session: 'customer',
      action: 'pay',
      extension: true,
    },
  ];
}

/** The page to open for a row: its path, the row's scenarios in ?scenario=, who is signed in (?as=) and what it needs set up (?setup=). */
export function catalogueLink(row: CatalogueRow): string {
  const [path, query = ''] = row.path.split('?');
  const params = new URLSearchParams(query);
  params.set(SCENARIO_PARAM, row.scenarios.length > 0 ? row.scenarios.join(',') : 'none');
  params.set(AS_PARAM, row.session);
  const setup = setupFor(row.action);
  if (setup) params.set(SETUP_PARAM, setup);
  return `${path}?${params.toString().replace(/%3A/g, ':').replace(/%2C/g, ',')}`;
}

/** docs/error-catalogue.md, generated from CATALOGUE (`npm run gen:catalogue`; a test keeps it current). */
export function catalogueMarkdown(): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const lines = [
    '# The error catalogue, reproducible',
    '',
    '<!-- Generated from mocks/scenarios/catalogue.ts by `npm run gen:catalogue`. Do not edit. -->',
    '',
    'Every row of section 8 of the specification: the case, the mock scenario that produces it, the',
    'message that must appear, and the page to open (in mock mode: `npm run dev`, then the link on',
    'the dev server, e.g. http://localhost:5173 + link). The link sets the row up in any browser:',
    '`as=` signs in as the demo account (or out), `setup=cart` puts a product in the cart and',
    '`setup=checkout` also types the delivery details, so only the "Then" step is left to do',
    '([decision 0041](decisions/0041-catalogue-links-set-up-their-row.md)). The devtools panel (the',
    'Mock button, bottom left) shows the same list with the same links. `e2e/error-catalogue.e2e.ts`',
    'walks it.',
    '',
    'Rows marked "this project’s addition" are not in the spec: the `429 too_many_requests` answers',
    'that openapi.yaml adds to slow down guessing ([mock-backend.md](mock-backend.md#rate-limits)), and',
    'the first-order promo code ([decision 0034](decisions/0034-promo-code-extension.md)), stock',
    '([decision 0046](decisions/0046-stock-taken-at-payment.md)); the pending',
    'payment is a state of section 4 that section 8 gives no message.',
    '',
    '| Area | Case | Scenario | Signed in as (set up) | Then | Message | Link |',
    '|---|---|---|---|---|---|---|',
    ...CATALOGUE.map((row) =>
      [
        row.area,
        row.case,
        row.scenarios.length ? row.scenarios.map((s) => '`' + s + '`').join(', ') : '(normal answer)',
        setupFor(row.action) ? `${row.session} (${setupFor(row.action)})` : row.session,
        row.action === 'none' ? 'shows on load' : '`' + row.action + '`',
        cell(row.message.endsWith(' ') ? `'${row.message}…'` : `'${row.message}'`),
        '[open](' + catalogueLink(row) + ')',
      ]
        .map(cell)
        .join(' | ')
        .replace(/^/, '| ')
        .concat(' |'),
    ),
    '',
  ];
  return lines.join('\n');
}
