/**
 * Every error the contract defines, and what the store does with it: the message a person reads
 * and the story that shows it. `npm run gen:error-states` writes the matrix (docs/error-states.md)
 * from this list and the contract's variants (mocks/scenarios/variants.ts); its test fails when a
 * code in openapi.yaml is covered by no entry here, when an entry's words are neither the store's
 * nor the server's, or when its story does not exist or does not show them.
 *
 * `variants` are `operationId:variant` names, where `*` stands for any run of characters. A name
 * is covered by the most specific entry that matches it: an exact name first, then a pattern on its
 * own operation (`getOrder:*`), then a pattern on every operation (`*:403`).
 *
 * `words`:
 * - `store`: the store's own sentence, `message` as written (it must be in the store's source);
 * - `server`: the server's own sentence, shown as sent: the matrix gives, for each name, the words
 *   the mock sends (the contract's example for that code, else the mock's message);
 * - `store+server`: the store's words followed by the server's (`Image upload failed: …`).
 *
 * `story` is `Title#ExportName` of a story whose play function shows `message`: for `server`, the
 * words the mock sends for one of the names it covers; for `store+server`, the store's words and
 * whatever the story's server said.
 */

export type Words = 'store' | 'server' | 'store+server';

export interface ErrorState {
  variants: string[];
  words: Words;
  /** What the screen shows: the store's sentence, or (server) what the story shows. */
  message: string;
  story: string;
  /** How the store comes to show it, when that is not plain from the story. */
  note?: string;
  /**
   * For an entry on every operation (`*:403`): the operation its story is about. Another
   * operation's row has no story of its own: the matrix names the story as the same handling on
   * another screen.
   */
  about?: string;
}

const WAIT = 'Too many attempts. Try again in 12 minutes.';

/** A generic refusal (`*:403`, `*:404`, `*:invalid_payload`) on one operation, with its own story. */
const refusal = (variant: string, message: string, story: string): ErrorState => ({
  variants: [variant],
  words: 'server',
  message,
  story,
});

const INVALID = 'The request is invalid.';
const FORBIDDEN = 'Admin access required.';
const GONE = 'Not found.';

export const ERROR_STATES: readonly ErrorState[] = [
  // Account --------------------------------------------------------------------------------------
  {
    variants: ['login:invalid_credentials'],
    words: 'store',
    message: 'Invalid email or password.',
    story: 'Account/Account page#LoginWrongPassword',
  },
  {
    variants: ['login:too_many_requests'],
    words: 'store',
    message: WAIT,
    story: 'Account/Server refusals#LoginTooManyAttempts',
  },
  {
    variants: ['login:invalid_payload*'],
    words: 'store',
    message: 'Login failed. Please try again.',
    story: 'Account/Server refusals#LoginInvalidPayload',
  },
  {
    variants: ['register:invalid_email'],
    words: 'store',
    message: 'Invalid email address.',
    story: 'Account/Server refusals#RegisterInvalidEmailFromServer',
  },
  {
    variants: ['register:weak_password'],
    words: 'store',
    message: 'Password must be at least 8 characters.',
    story: 'Account/Account page#RegisterWeakPassword',
  },
  {
    variants: ['register:email_in_use'],
    words: 'store',
    message: 'Email is already in use.',
    story: 'Account/Account page#RegisterEmailInUse',
  },
  {
    variants: ['register:too_many_requests'],
    words: 'store',
    message: WAIT,
    story: 'Account/Server refusals#RegisterTooManyAttempts',
  },
  {
    variants: ['register:invalid_payload*'],
    words: 'store',
    message: 'Registration failed. Please try again.',
    story: 'Account/Server refusals#RegisterInvalidPayload',
  },
  {
    variants: ['forgotPassword:invalid_payload.email'],
    words: 'store',
    message: 'Please enter your email address.',
    story: 'Account/Server refusals#ForgotEmailMissing',
  },
  {
    variants: ['forgotPassword:invalid_payload'],
    words: 'server',
    message: 'Email is required.',
    story: 'Account/Server refusals#ForgotInvalidPayload',
  },
  {
    variants: ['forgotPassword:too_many_requests'],
    words: 'store',
    message: WAIT,
    story: 'Account/Server refusals#ForgotTooManyAttempts',
  },
  {
    variants: ['resetPassword:invalid_code_or_email'],
    words: 'store',
    message: 'Invalid code or email address.',
    story: 'Account/Password reset#ResetUnknownEmail',
  },
  {
    variants: ['resetPassword:invalid_or_expired_code'],
    words: 'store',
    message: 'The code is invalid or expired.',
    story: 'Account/Password reset#ResetWrongCode',
  },
  {
    variants: ['resetPassword:invalid_payload.email'],
    words: 'store',
    message: 'Please enter your email address.',
    story: 'Account/Server refusals#ResetEmailMissing',
  },
  {
    variants: ['resetPassword:invalid_payload.code'],
    words: 'store',
    message: 'Please enter the code sent to your email.',
    story: 'Account/Server refusals#ResetCodeMissing',
  },
  {
    variants: ['resetPassword:invalid_payload.new_password'],
    words: 'store',
    message: 'Please enter your new password.',
    story: 'Account/Server refusals#ResetNewPasswordMissing',
  },
  {
    variants: ['resetPassword:invalid_payload'],
    words: 'store',
    message: 'Please fill in all required fields.',
    story: 'Account/Server refusals#ResetInvalidPayload',
  },
  {
    variants: ['resetPassword:weak_password'],
    words: 'server',
    message: 'Password must be at least 8 characters.',
    story: 'Account/Server refusals#ResetWeakPassword',
  },
  {
    variants: ['resetPassword:too_many_requests'],
    words: 'store',
    message: WAIT,
    story: 'Account/Server refusals#ResetTooManyAttempts',
  },
  {
    variants: ['refreshToken:*'],
    words: 'store',
    message: 'Log in',
    story: 'Account/Server refusals#SentToLogInAfterSessionEnded',
    note: 'The session cannot be renewed: tokens cleared, and the person is sent to /account?next= the page they were on.',
  },
  // Reviews --------------------------------------------------------------------------------------
  {
    variants: ['createReview:too_many_requests'],
    words: 'store',
    message: WAIT,
    story: 'Product/Reviews: server refusals#TooManyAttempts',
  },
  {
    variants: ['createReview:invalid_rating'],
    words: 'server',
    message: 'Please select a rating between 1 and 5.',
    story: 'Product/Reviews: server refusals#InvalidRating',
    note: 'The server’s words, else the store’s own (the same sentence).',
  },
  {
    variants: ['createReview:title_too_long'],
    words: 'store',
    message: 'Title is too long.',
    story: 'Product/Reviews: server refusals#TitleTooLong',
  },
  {
    variants: ['createReview:author_name_too_long'],
    words: 'store',
    message: 'Name is too long.',
    story: 'Product/Reviews: server refusals#AuthorNameTooLong',
  },
  {
    variants: ['createReview:401'],
    words: 'store',
    message: 'Please sign in to leave a review.',
    story: 'Product/Reviews: server refusals#SessionRefused',
  },
  {
    variants: ['createReview:*'],
    words: 'store',
    message: 'Failed to submit review.',
    story: 'Product/Reviews: server refusals#InvalidPayload',
  },
  // Checkout -------------------------------------------------------------------------------------
  {
    variants: ['initiateOrder:too_many_requests'],
    words: 'store',
    message: WAIT,
    story: 'Checkout/Server refusals#TooManyAttempts',
  },
  {
    variants: ['initiateOrder:unknown_product'],
    words: 'server',
    message: 'Product 999999 does not exist.',
    story: 'Checkout/Server refusals#UnknownProduct',
  },
  {
    variants: ['initiateOrder:invalid_shipping'],
    words: 'server',
    message: 'The street address must be at least 6 characters.',
    story: 'Checkout/Server refusals#InvalidShipping',
  },
  {
    variants: ['initiateOrder:invalid_payload'],
    words: 'server',
    message: INVALID,
    story: 'Checkout/Server refusals#InvalidPayload',
  },
  {
    variants: ['initiateOrder:invalid_payload.shipping_address'],
    words: 'server',
    message: 'Missing required: shipping_address',
    story: 'Checkout/Server refusals#ShippingAddressMissing',
  },
  {
    variants: ['initiateOrder:invalid_payload*'],
    words: 'server',
    message: 'Missing required: items',
    story: 'Checkout/Server refusals#ItemsMissing',
    note: 'The server’s words; with none, its code; with neither, ‘Could not start payment.’',
  },
  {
    variants: ['initiateOrder:401'],
    words: 'server',
    message: 'Authentication required.',
    story: 'Checkout/Server refusals#SessionRefused',
    note: 'Only when the renewed session is refused too; when it cannot be renewed, the shopper is sent to log in.',
  },
  // The promo code (this project's extension, decision 0034) ------------------------------------
  {
    variants: ['checkPromoCode:promo_code_unknown'],
    words: 'store',
    message: 'We don’t recognise this code. Check it against your welcome email.',
    story: 'Checkout/Promo code#Unknown',
  },
  {
    variants: ['checkPromoCode:promo_code_expired'],
    words: 'store',
    message: 'This code has expired: a welcome code lasts 30 days.',
    story: 'Checkout/Promo code#Expired',
  },
  {
    variants: ['checkPromoCode:promo_code_used'],
    words: 'store',
    message: 'This code has already been used.',
    story: 'Checkout/Promo code#Used',
  },
  {
    variants: ['checkPromoCode:promo_code_not_first_order'],
    words: 'store',
    message: 'This code is for a first order, and your account already has one.',
    story: 'Checkout/Promo code#NotFirstOrder',
  },
  {
    variants: ['checkPromoCode:too_many_requests'],
    words: 'store',
    message: WAIT,
    story: 'Checkout/Promo code#TooManyAttempts',
  },
  {
    variants: ['checkPromoCode:404'],
    words: 'store',
    message: 'Promo codes can’t be used on this store yet.',
    story: 'Checkout/Promo code#HostWithoutPromoCodes',
    note: 'A host without the extension has no such path: the field is hidden until the page is reloaded.',
  },
  {
    variants: ['checkPromoCode:invalid_payload*', 'checkPromoCode:401'],
    words: 'store',
    message: 'Could not check the code. Please try again.',
    story: 'Checkout/Promo code#CheckFailed',
    note: 'A visitor is never sent: the field asks to log in first (‘Log in to use a promo code.’).',
  },
  {
    variants: ['initiateOrder:promo_code_*'],
    words: 'store',
    message: 'It has been taken off your order: check the total and press Pay Now again.',
    story: 'Checkout/Promo code#TakenOffAtCheckout',
    note: 'After the refusal’s own words (as for Apply); the code is taken off and the total is the full one again.',
  },
  // Paying again for an order (this project's extension, decision 0035) ---------------------------
  {
    variants: ['payOrder:invalid_transition'],
    words: 'server',
    message: 'An order that is paid cannot be paid again.',
    story: 'Payment/Payment result#PayAgainRefused',
    note: 'Pay now on an order paid or cancelled meanwhile; the orders list and detail are read again and show its status.',
  },
  {
    variants: ['payOrder:too_many_requests'],
    words: 'store',
    message: WAIT,
    story: 'Payment/Payment result#PayAgainTooManyAttempts',
  },
  {
    variants: ['payOrder:404'],
    words: 'store',
    message: 'This order can’t be paid again here.',
    story: 'Payment/Payment result#PayAgainUnavailable',
    note: 'Also a host without the extension. Then the result page adds ‘Go back to your cart to pay for your items.’, the orders pages point to Buy again, and the cart’s Pay Now makes a new order, with no message.',
  },
  // The shopper's own pages ---------------------------------------------------------------------
  {
    variants: ['listOrders:401', 'getOrder:401'],
    words: 'store',
    message: 'Sign in to see your orders',
    story: 'Orders/Server refusals#SessionRefused',
    note: 'The client renews the session once and asks again; still refused, the page asks the shopper to sign in (an order’s details too).',
  },
  {
    variants: ['listOrders:*'],
    words: 'store',
    message: "Couldn't load orders",
    story: 'Orders/Orders page#LoadError',
  },
  {
    variants: ['getOrder:*'],
    words: 'store',
    message: "Couldn't load order",
    story: 'Orders/Orders page#DetailError',
  },
  {
    variants: ['getProduct:404'],
    words: 'store',
    message: 'Product not found',
    story: 'Product/Product page#NotFound',
  },
  {
    variants: ['getProduct:*'],
    words: 'store',
    message: 'Failed to load product',
    story: 'Product/Product page#LoadFailed',
  },
  {
    variants: ['listProducts:*'],
    words: 'store',
    message: 'Could not load products. Check your network or permissions.',
    story: 'Catalog/Products listing#LoadError',
  },
  {
    variants: ['listSlides:*'],
    words: 'store',
    message: 'Could not load slides.',
    story: 'Admin/Carousels/Homepage slides#LoadError',
    note: 'On the home page the carousel shows its default slides instead (Home/Hero carousel, Defaults After Error).',
  },
  {
    variants: ['verifyPayment:*', 'verifyPaymentByBody:*'],
    words: 'store',
    message: 'Couldn’t verify',
    story: 'Payment/Payment result#CouldNotVerify',
    note: 'Refused for want of a session (401), it adds ‘Sign in to check this payment.’',
  },
  // The back office --------------------------------------------------------------------------------
  {
    variants: [
      'getMe:401',
      'getAdminOverview:401',
      'listAdminOrders:401',
      'listAdminUsers:401',
      'getAdminUser:401',
      '*:401',
    ],
    words: 'store',
    message: 'Admin sign in',
    story: 'Admin/Layout#Visitor',
    note: 'The client renews the session once and asks again; still refused, the back office signs out to its sign-in form.',
  },
  {
    variants: ['getAdminOverview:*'],
    words: 'store',
    message: 'Could not load dashboard. You may not be authorized or the server is unreachable.',
    story: 'Admin/Dashboard/Page#LoadError',
  },
  {
    variants: ['listAdminOrders:*'],
    words: 'store',
    message: 'Could not load orders',
    story: 'Admin/Orders/List#LoadError',
  },
  {
    variants: ['listAdminUsers:*'],
    words: 'store',
    message: 'Could not load customers.',
    story: 'Admin/Customers/Customers page#ListError',
  },
  {
    variants: ['getAdminUser:*'],
    words: 'store',
    message: 'Could not load user details.',
    story: 'Admin/Customers/Customers page#PanelError',
  },
  {
    variants: ['updateUserRole:last_admin'],
    words: 'server',
    message: 'The last admin cannot be demoted.',
    story: 'Admin/Customers/Customers page#LastAdminFailure',
  },
  {
    variants: ['fulfillOrder:invalid_transition', 'cancelOrder:invalid_transition', 'refundOrder:invalid_transition'],
    words: 'server',
    message: 'Cannot fulfil an order that is cancelled.',
    story: 'Admin/Orders/Server refusals#FulfilNotAllowed',
    note: 'The buttons follow the same rules, so this shows only when the order changed meanwhile.',
  },
  {
    variants: ['refundOrder:refund_exceeds_paid'],
    words: 'server',
    message: 'The refund exceeds the amount paid minus earlier refunds (₦6,500.00 left).',
    story: 'Admin/Orders/Server refusals#RefundExceedsPaid',
  },
  {
    variants: ['createProduct:invalid_payload*'],
    words: 'server',
    message: 'Missing required: name',
    story: 'Admin/Products/Create product: server refusals#NameMissing',
    note: 'The fields the server names, marked on the form; naming none, the server’s words.',
  },
  {
    variants: ['createProduct:invalid_payload'],
    words: 'server',
    message: 'Missing required: name, price',
    story: 'Admin/Products/Create product: server refusals#NameAndPriceMissing',
  },
  {
    variants: ['createProduct:invalid_payload.price'],
    words: 'server',
    message: 'Missing required: price',
    story: 'Admin/Products/Create product: server refusals#PriceMissing',
  },
  {
    variants: ['createProduct:invalid_payload.category'],
    words: 'server',
    message: 'Missing required: category',
    story: 'Admin/Products/Create product: server refusals#CategoryMissing',
  },
  {
    variants: ['createProduct:invalid_payload.subcategory'],
    words: 'server',
    message: 'Missing required: subcategory',
    story: 'Admin/Products/Create product: server refusals#SubcategoryMissing',
  },
  {
    variants: ['createProduct:upload_failed'],
    words: 'store+server',
    message: 'Image upload failed: The file is not an image.',
    story: 'Admin/Products/Create product: server refusals#UploadNotAnImage',
  },
  {
    variants: ['createProduct:upload_failed.400'],
    words: 'store+server',
    message: 'Image upload failed: notes.txt is not an image.',
    story: 'Admin/Products/Create product: server refusals#UploadRefusedFile',
  },
  {
    variants: ['createProduct:invalid_price', 'updateProduct:invalid_price'],
    words: 'store',
    message: 'Price must be a number.',
    story: 'Admin/Products/Create product#InvalidPrice',
  },
  {
    // The create page sends no variants (decision 0047): only the edit form meets it.
    variants: ['createProduct:invalid_variants', 'updateProduct:invalid_variants'],
    words: 'server',
    message: 'The server answered invalid_variants.',
    story: 'Admin/Products/Stock and variants#EditorRefusedByHost',
  },
  {
    variants: ['createProduct:invalid_images'],
    words: 'store',
    message: 'Images must be an array of URLs (strings).',
    story: 'Admin/Products/Create product#InvalidImages',
  },
  {
    variants: ['createProduct:cloudinary_not_configured', 'updateProduct:cloudinary_not_configured'],
    words: 'store',
    message: 'Cloudinary is not configured on the server. File uploads will fail.',
    story: 'Admin/Products/Create product#CloudinaryNotConfigured',
    note: 'Editing a product says it with the same words (product-form-values.ts).',
  },
  {
    variants: ['updateProduct:upload_failed'],
    words: 'store+server',
    message: 'Image upload failed: The file is not an image.',
    story: 'Admin/Products/Product detail: server refusals#UploadNotAnImage',
  },
  {
    variants: ['updateProduct:upload_failed.400'],
    words: 'store+server',
    message: 'Image upload failed: notes.txt is not an image.',
    story: 'Admin/Products/Product detail: server refusals#UploadRefusedFile',
  },
  {
    variants: ['createSlide:cloudinary_not_configured', 'updateSlide:cloudinary_not_configured'],
    words: 'store',
    message: "Cloudinary is not configured; uploads won't work.",
    story: 'Admin/Carousels/Homepage slides#CreateCloudinaryNotConfigured',
    note: 'Editing a slide says it with the same words (slide-messages.ts).',
  },
  {
    variants: ['createSlide:invalid_payload'],
    words: 'server',
    message: 'Missing required: heading, image_url or image upload',
    story: 'Admin/Carousels/Homepage slides#CreateNothingGiven',
  },
  {
    variants: ['createSlide:invalid_payload.image_url'],
    words: 'server',
    message: 'Missing required: image_url',
    story: 'Admin/Carousels/Homepage slides#CreateImageMissing',
  },
  {
    variants: ['createSlide:upload_failed.400'],
    words: 'store+server',
    message: 'Upload failed: notes.txt is not an image.',
    story: 'Admin/Carousels/Homepage slides#CreateUploadRefusedFile',
  },
  {
    variants: ['updateSlide:upload_failed.400'],
    words: 'store+server',
    message: 'Upload failed: notes.txt is not an image.',
    story: 'Admin/Carousels/Homepage slides#EditUploadRefusedFile',
  },
  {
    variants: ['createSlide:upload_failed*', 'updateSlide:upload_failed*'],
    words: 'store+server',
    message: 'Upload failed: The file is not an image.',
    story: 'Admin/Carousels/Homepage slides#CreateUploadFailed',
    note: 'Editing a slide says it with the same words (slide-messages.ts).',
  },
  refusal('cancelOrder:invalid_payload', INVALID, 'Admin/Orders/Server refusals#CancelInvalidPayload'),
  refusal('cancelOrder:404', GONE, 'Admin/Orders/Server refusals#CancelOrderGone'),
  refusal('fulfillOrder:invalid_payload', INVALID, 'Admin/Orders/Server refusals#FulfilInvalidPayload'),
  refusal('fulfillOrder:403', FORBIDDEN, 'Admin/Orders/Server refusals#FulfilForbidden'),
  refusal('refundOrder:403', FORBIDDEN, 'Admin/Orders/Server refusals#RefundForbidden'),
  refusal('refundOrder:404', GONE, 'Admin/Orders/Server refusals#RefundOrderGone'),
  refusal('updateProduct:invalid_payload', INVALID, 'Admin/Products/Product detail: server refusals#InvalidPayload'),
  refusal('updateProduct:403', FORBIDDEN, 'Admin/Products/Product detail: server refusals#Forbidden'),
  refusal('updateProduct:404', GONE, 'Admin/Products/Product detail: server refusals#ProductGone'),
  refusal('createSlide:403', FORBIDDEN, 'Admin/Carousels/Homepage slides#CreateForbidden'),
  refusal('updateSlide:invalid_payload', INVALID, 'Admin/Carousels/Homepage slides#EditInvalidPayload'),
  refusal('updateSlide:403', FORBIDDEN, 'Admin/Carousels/Homepage slides#EditForbidden'),
  refusal('updateSlide:404', GONE, 'Admin/Carousels/Homepage slides#EditSlideGone'),
  refusal('createProduct:403', FORBIDDEN, 'Admin/Products/Create product: server refusals#Forbidden'),
  refusal('updateUserRole:invalid_payload', INVALID, 'Admin/Customers/Customers page#MakeAdminInvalidPayload'),
  refusal(
    'updateUserRole:invalid_payload.role',
    'Missing required: role',
    'Admin/Customers/Customers page#MakeAdminRoleMissing',
  ),
  refusal('updateUserRole:403', FORBIDDEN, 'Admin/Customers/Customers page#MakeAdminForbidden'),
  refusal('updateUserRole:404', GONE, 'Admin/Customers/Customers page#MakeAdminUserGone'),
  refusal('revokeUserSessions:invalid_payload', INVALID, 'Admin/Customers/Customers page#RevokeInvalidPayload'),
  refusal('revokeUserSessions:403', FORBIDDEN, 'Admin/Customers/Customers page#RevokeForbidden'),
  refusal('revokeUserSessions:404', GONE, 'Admin/Customers/Customers page#RevokeUserGone'),
  {
    variants: ['*:invalid_payload.*'],
    words: 'server',
    message: 'Missing required: heading',
    story: 'Admin/Carousels/Homepage slides#CreateServerRefused',
    about: 'createSlide',
    note: 'A back-office form shows the server’s words, which name the field.',
  },
  {
    variants: ['*:403'],
    words: 'server',
    message: FORBIDDEN,
    story: 'Admin/Orders/Server refusals#CancelForbidden',
    about: 'cancelOrder',
    note: 'Only an account demoted meanwhile meets it: the back office shows a customer its own refusal first (Admin/Layout, Customer).',
  },
  {
    variants: ['*:404'],
    words: 'server',
    message: GONE,
    story: 'Admin/Orders/Server refusals#FulfilOrderGone',
    about: 'fulfillOrder',
  },
  {
    variants: ['*:invalid_payload'],
    words: 'server',
    message: INVALID,
    story: 'Admin/Orders/Server refusals#RefundInvalidPayload',
    about: 'refundOrder',
  },
];

/**
 * The story that shows each row of the error catalogue (the spec's section 8, mocks/scenarios/
 * catalogue.ts), keyed `Area: case`: the copy review page (Designers/Copy review) shows each
 * message beside it. The test checks that each story shows its row's message.
 */
export const CATALOGUE_STORIES: Readonly<Record<string, string>> = {
  'Any call: 401, and the refresh fails: tokens cleared, sent to /account':
    'Account/Server refusals#SentToLogInAfterSessionEnded',
  'Register: invalid_email': 'Account/Server refusals#RegisterInvalidEmailFromServer',
  'Register: weak_password': 'Account/Account page#RegisterWeakPassword',
  'Register: email_in_use': 'Account/Account page#RegisterEmailInUse',
  'Register: anything else': 'Account/Account page#RegisterFailed',
  'Login: invalid_credentials': 'Account/Account page#LoginWrongPassword',
  'Login: anything else': 'Account/Account page#LoginFailed',
  'Login (admin): anything else: the server’s message': 'Admin/Layout: sign-in refusals#ServerError',
  'Forgot: success, the default message': 'Account/Password reset#ForgotSuccess',
  'Forgot: invalid_payload, email missing': 'Account/Server refusals#ForgotEmailMissing',
  'Forgot: otherwise: the server’s message': 'Account/Server refusals#ForgotServerError',
  'Forgot: otherwise, no message': 'Account/Password reset#ForgotFailed',
  'Reset: invalid_payload, email missing': 'Account/Server refusals#ResetEmailMissing',
  'Reset: invalid_payload, code missing': 'Account/Server refusals#ResetCodeMissing',
  'Reset: invalid_payload, new password missing': 'Account/Server refusals#ResetNewPasswordMissing',
  'Reset: invalid_payload, no field named': 'Account/Server refusals#ResetInvalidPayload',
  'Reset: invalid_code_or_email': 'Account/Password reset#ResetUnknownEmail',
  'Reset: invalid_or_expired_code': 'Account/Password reset#ResetWrongCode',
  'Reset: weak_password: the server’s message': 'Account/Server refusals#ResetWeakPassword',
  'Reset: otherwise': 'Account/Password reset#ResetFailed',
  'Reset: success': 'Account/Password reset#ResetSuccess',
  'Review: success': 'Product/Reviews#Submitted',
  'Review: invalid_rating: the server’s message': 'Product/Reviews: server refusals#InvalidRating',
  'Review: title_too_long': 'Product/Reviews: server refusals#TitleTooLong',
  'Review: author_name_too_long': 'Product/Reviews: server refusals#AuthorNameTooLong',
  'Review: otherwise': 'Product/Reviews#ServerFails',
  'Checkout: failure: the server’s message': 'Checkout/Server refusals#UnknownProduct',
  'Checkout: failure, no message': 'Checkout/Server refusals#NoAnswer',
  'Orders (shopper): 401: a sign-in prompt': 'Orders/Server refusals#SessionRefused',
  'Orders (shopper): other errors, with Retry': 'Orders/Orders page#LoadError',
  'Orders (shopper): a single order': 'Orders/Orders page#DetailError',
  'Create product: invalid_payload': 'Admin/Products/Create product: server refusals#NameMissing',
  'Create product: invalid_price': 'Admin/Products/Create product#InvalidPrice',
  'Create product: invalid_images': 'Admin/Products/Create product#InvalidImages',
  'Create product: cloudinary_not_configured': 'Admin/Products/Create product#CloudinaryNotConfigured',
  'Create product: upload_failed': 'Admin/Products/Create product#UploadFailed',
  'Slides: uploads not configured': 'Admin/Carousels/Homepage slides#CreateCloudinaryNotConfigured',
  'Slides: upload failed': 'Admin/Carousels/Homepage slides#CreateUploadFailed',
  'Slides: list failure': 'Admin/Carousels/Homepage slides#LoadError',
  'Slides: update failure, no message': 'Admin/Carousels/Homepage slides#EditFailedNoReason',
  'Product update: failure, no message': 'Admin/Products/Product detail: server refusals#NoAnswer',
  'Other: admin product list failure': 'Admin/Products/Product list#LoadError',
  'Other: unknown product': 'Product/Product page#NotFound',
  'Other: payment not verified, with Try again': 'Payment/Payment result#CouldNotVerify',
  'Other: payment declined': 'Payment/Payment result#Failed',
  'Other: payment pending, not yet confirmed by the provider (this project’s addition)':
    'Payment/Payment result#Pending',
  'Other: a category not stocked yet (an alert)': 'Home/Category strip#ComingSoon',
  'Other: empty dashboard window': 'Admin/Dashboard/Page#EmptyRange',
  'Other: no products match': 'Admin/Products/Product list#Empty',
  'Other: customer details failure, with Retry': 'Admin/Customers/Customers page#PanelError',
  'Register: too_many_requests, with its wait (this project’s addition)':
    'Account/Server refusals#RegisterTooManyAttempts',
  'Login: too_many_requests, with its wait (this project’s addition)': 'Account/Server refusals#LoginTooManyAttempts',
  'Forgot: too_many_requests, with its wait (this project’s addition)': 'Account/Server refusals#ForgotTooManyAttempts',
  'Reset: too_many_requests, with its wait (this project’s addition)': 'Account/Server refusals#ResetTooManyAttempts',
  'Review: too_many_requests, with its wait (this project’s addition)':
    'Product/Reviews: server refusals#TooManyAttempts',
  'Checkout: too_many_requests, with its wait (this project’s addition)': 'Checkout/Server refusals#TooManyAttempts',
  'Dashboard: failure': 'Admin/Dashboard/Page#LoadError',
  'Promo code: promo_code_unknown (this project’s addition)': 'Checkout/Promo code#Unknown',
  'Promo code: promo_code_expired (this project’s addition)': 'Checkout/Promo code#Expired',
  'Promo code: promo_code_used (this project’s addition)': 'Checkout/Promo code#Used',
  'Promo code: promo_code_not_first_order (this project’s addition)': 'Checkout/Promo code#NotFirstOrder',
  'Promo code: not signed in (this project’s addition)': 'Checkout/Promo code#SignedOut',
  'Promo code: too_many_requests, with its wait (this project’s addition)': 'Checkout/Promo code#TooManyAttempts',
  'Promo code: a host without promo codes: the field is hidden (this project’s addition)':
    'Checkout/Promo code#HostWithoutPromoCodes',
  'Checkout: promo code refused at checkout, used since it was applied (this project’s addition)':
    'Checkout/Promo code#TakenOffAtCheckout',
  'Pay again: invalid_transition: paid or cancelled meanwhile (this project’s addition)':
    'Payment/Payment result#PayAgainRefused',
  'Pay again: too_many_requests, with its wait (this project’s addition)':
    'Payment/Payment result#PayAgainTooManyAttempts',
  'Pay again: a host that cannot pay an order again (this project’s addition)':
    'Payment/Payment result#PayAgainUnavailable',
};
