// Generated from scripts/lib/error-states.ts by `npm run gen:error-states`. Do not edit.

export const ERROR_STATE_ROWS = [
  {
    "name": "cancelOrder:invalid_payload",
    "status": 400,
    "words": "server",
    "message": "The request is invalid.",
    "story": "Admin/Orders/Server refusals › Cancel Invalid Payload",
    "storyId": "admin-orders-server-refusals--cancel-invalid-payload",
    "own": true,
    "note": ""
  },
  {
    "name": "cancelOrder:401",
    "status": 401,
    "words": "store",
    "message": "Admin sign in",
    "story": "Admin/Layout › Visitor",
    "storyId": "admin-layout--visitor",
    "own": true,
    "note": "The client renews the session once and asks again; still refused, the back office signs out to its sign-in form."
  },
  {
    "name": "cancelOrder:403",
    "status": 403,
    "words": "server",
    "message": "Admin access required.",
    "story": "Admin/Orders/Server refusals › Cancel Forbidden",
    "storyId": "admin-orders-server-refusals--cancel-forbidden",
    "own": true,
    "note": "Only an account demoted meanwhile meets it: the back office shows a customer its own refusal first (Admin/Layout, Customer)."
  },
  {
    "name": "cancelOrder:404",
    "status": 404,
    "words": "server",
    "message": "Not found.",
    "story": "Admin/Orders/Server refusals › Cancel Order Gone",
    "storyId": "admin-orders-server-refusals--cancel-order-gone",
    "own": true,
    "note": ""
  },
  {
    "name": "cancelOrder:invalid_transition",
    "status": 409,
    "words": "server",
    "message": "Cannot fulfil an order that is cancelled.",
    "story": "Admin/Orders/Server refusals › Fulfil Not Allowed",
    "storyId": "admin-orders-server-refusals--fulfil-not-allowed",
    "own": true,
    "note": "The buttons follow the same rules, so this shows only when the order changed meanwhile."
  },
  {
    "name": "checkPromoCode:invalid_payload",
    "status": 400,
    "words": "store",
    "message": "Could not check the code. Please try again.",
    "story": "Checkout/Promo code › Check Failed",
    "storyId": "checkout-promo-code--check-failed",
    "own": true,
    "note": "A visitor is never sent: the field asks to log in first (‘Log in to use a promo code.’)."
  },
  {
    "name": "checkPromoCode:invalid_payload.code",
    "status": 400,
    "words": "store",
    "message": "Could not check the code. Please try again.",
    "story": "Checkout/Promo code › Check Failed",
    "storyId": "checkout-promo-code--check-failed",
    "own": true,
    "note": "A visitor is never sent: the field asks to log in first (‘Log in to use a promo code.’)."
  },
  {
    "name": "checkPromoCode:promo_code_expired",
    "status": 400,
    "words": "store",
    "message": "This code has expired: a welcome code lasts 30 days.",
    "story": "Checkout/Promo code › Expired",
    "storyId": "checkout-promo-code--expired",
    "own": true,
    "note": ""
  },
  {
    "name": "checkPromoCode:promo_code_not_first_order",
    "status": 400,
    "words": "store",
    "message": "This code is for a first order, and your account already has one.",
    "story": "Checkout/Promo code › Not First Order",
    "storyId": "checkout-promo-code--not-first-order",
    "own": true,
    "note": ""
  },
  {
    "name": "checkPromoCode:promo_code_unknown",
    "status": 400,
    "words": "store",
    "message": "We don’t recognise this code. Check it against your welcome email.",
    "story": "Checkout/Promo code › Unknown",
    "storyId": "checkout-promo-code--unknown",
    "own": true,
    "note": ""
  },
  {
    "name": "checkPromoCode:promo_code_used",
    "status": 400,
    "words": "store",
    "message": "This code has already been used.",
    "story": "Checkout/Promo code › Used",
    "storyId": "checkout-promo-code--used",
    "own": true,
    "note": ""
  },
  {
    "name": "checkPromoCode:401",
    "status": 401,
    "words": "store",
    "message": "Could not check the code. Please try again.",
    "story": "Checkout/Promo code › Check Failed",
    "storyId": "checkout-promo-code--check-failed",
    "own": true,
    "note": "A visitor is never sent: the field asks to log in first (‘Log in to use a promo code.’)."
  },
  {
    "name": "checkPromoCode:404",
    "status": 404,
    "words": "store",
    "message": "Promo codes can’t be used on this store yet.",
    "story": "Checkout/Promo code › Host Without Promo Codes",
    "storyId": "checkout-promo-code--host-without-promo-codes",
    "own": true,
    "note": "A host without the extension has no such path: the field is hidden until the page is reloaded."
  },
  {
    "name": "checkPromoCode:too_many_requests",
    "status": 429,
    "words": "store",
    "message": "Too many attempts. Try again in 12 minutes.",
    "story": "Checkout/Promo code › Too Many Attempts",
    "storyId": "checkout-promo-code--too-many-attempts",
    "own": true,
    "note": ""
  },
  {
    "name": "createProduct:invalid_images",
    "status": 400,
    "words": "store",
    "message": "Images must be an array of URLs (strings).",
    "story": "Admin/Products/Create product › Invalid Images",
    "storyId": "admin-products-create-product--invalid-images",
    "own": true,
    "note": ""
  },
  {
    "name": "createProduct:invalid_payload",
    "status": 400,
    "words": "server",
    "message": "Missing required: name, price",
    "story": "Admin/Products/Create product: server refusals › Name And Price Missing",
    "storyId": "admin-products-create-product-server-refusals--name-and-price-missing",
    "own": true,
    "note": ""
  },
  {
    "name": "createProduct:invalid_payload.name",
    "status": 400,
    "words": "server",
    "message": "Missing required: name",
    "story": "Admin/Products/Create product: server refusals › Name Missing",
    "storyId": "admin-products-create-product-server-refusals--name-missing",
    "own": true,
    "note": "The fields the server names, marked on the form; naming none, the server’s words."
  },
  {
    "name": "createProduct:invalid_payload.price",
    "status": 400,
    "words": "server",
    "message": "Missing required: price",
    "story": "Admin/Products/Create product: server refusals › Price Missing",
    "storyId": "admin-products-create-product-server-refusals--price-missing",
    "own": true,
    "note": ""
  },
  {
    "name": "createProduct:invalid_payload.category",
    "status": 400,
    "words": "server",
    "message": "Missing required: category",
    "story": "Admin/Products/Create product: server refusals › Category Missing",
    "storyId": "admin-products-create-product-server-refusals--category-missing",
    "own": true,
    "note": ""
  },
  {
    "name": "createProduct:invalid_payload.subcategory",
    "status": 400,
    "words": "server",
    "message": "Missing required: subcategory",
    "story": "Admin/Products/Create product: server refusals › Subcategory Missing",
    "storyId": "admin-products-create-product-server-refusals--subcategory-missing",
    "own": true,
    "note": ""
  },
  {
    "name": "createProduct:invalid_price",
    "status": 400,
    "words": "store",
    "message": "Price must be a number.",
    "story": "Admin/Products/Create product › Invalid Price",
    "storyId": "admin-products-create-product--invalid-price",
    "own": true,
    "note": ""
  },
  {
    "name": "createProduct:invalid_variants",
    "status": 400,
    "words": "server",
    "message": "Variant 1: A shade needs a swatch colour.",
    "story": "Admin/Products/Create product: server refusals › Invalid Variants",
    "storyId": "admin-products-create-product-server-refusals--invalid-variants",
    "own": true,
    "note": ""
  },
  {
    "name": "createProduct:upload_failed.400",
    "status": 400,
    "words": "store+server",
    "message": "Image upload failed: notes.txt is not an image.",
    "story": "Admin/Products/Create product: server refusals › Upload Refused File",
    "storyId": "admin-products-create-product-server-refusals--upload-refused-file",
    "own": true,
    "note": ""
  },
  {
    "name": "createProduct:401",
    "status": 401,
    "words": "store",
    "message": "Admin sign in",
    "story": "Admin/Layout › Visitor",
    "storyId": "admin-layout--visitor",
    "own": true,
    "note": "The client renews the session once and asks again; still refused, the back office signs out to its sign-in form."
  },
  {
    "name": "createProduct:403",
    "status": 403,
    "words": "server",
    "message": "Admin access required.",
    "story": "Admin/Products/Create product: server refusals › Forbidden",
    "storyId": "admin-products-create-product-server-refusals--forbidden",
    "own": true,
    "note": ""
  },
  {
    "name": "createProduct:upload_failed",
    "status": 502,
    "words": "store+server",
    "message": "Image upload failed: The file is not an image.",
    "story": "Admin/Products/Create product: server refusals › Upload Not An Image",
    "storyId": "admin-products-create-product-server-refusals--upload-not-an-image",
    "own": true,
    "note": ""
  },
  {
    "name": "createProduct:cloudinary_not_configured",
    "status": 503,
    "words": "store",
    "message": "Cloudinary is not configured on the server. File uploads will fail.",
    "story": "Admin/Products/Create product › Cloudinary Not Configured",
    "storyId": "admin-products-create-product--cloudinary-not-configured",
    "own": true,
    "note": "Editing a product says it with the same words (product-form-values.ts)."
  },
  {
    "name": "createReview:author_name_too_long",
    "status": 400,
    "words": "store",
    "message": "Name is too long.",
    "story": "Product/Reviews: server refusals › Author Name Too Long",
    "storyId": "product-reviews-server-refusals--author-name-too-long",
    "own": true,
    "note": ""
  },
  {
    "name": "createReview:invalid_payload",
    "status": 400,
    "words": "store",
    "message": "Failed to submit review.",
    "story": "Product/Reviews: server refusals › Invalid Payload",
    "storyId": "product-reviews-server-refusals--invalid-payload",
    "own": true,
    "note": ""
  },
  {
    "name": "createReview:invalid_rating",
    "status": 400,
    "words": "server",
    "message": "Please select a rating between 1 and 5.",
    "story": "Product/Reviews: server refusals › Invalid Rating",
    "storyId": "product-reviews-server-refusals--invalid-rating",
    "own": true,
    "note": "The server’s words, else the store’s own (the same sentence)."
  },
  {
    "name": "createReview:title_too_long",
    "status": 400,
    "words": "store",
    "message": "Title is too long.",
    "story": "Product/Reviews: server refusals › Title Too Long",
    "storyId": "product-reviews-server-refusals--title-too-long",
    "own": true,
    "note": ""
  },
  {
    "name": "createReview:401",
    "status": 401,
    "words": "store",
    "message": "Please sign in to leave a review.",
    "story": "Product/Reviews: server refusals › Session Refused",
    "storyId": "product-reviews-server-refusals--session-refused",
    "own": true,
    "note": ""
  },
  {
    "name": "createReview:404",
    "status": 404,
    "words": "store",
    "message": "Failed to submit review.",
    "story": "Product/Reviews: server refusals › Invalid Payload",
    "storyId": "product-reviews-server-refusals--invalid-payload",
    "own": true,
    "note": ""
  },
  {
    "name": "createReview:too_many_requests",
    "status": 429,
    "words": "store",
    "message": "Too many attempts. Try again in 12 minutes.",
    "story": "Product/Reviews: server refusals › Too Many Attempts",
    "storyId": "product-reviews-server-refusals--too-many-attempts",
    "own": true,
    "note": ""
  },
  {
    "name": "createSlide:invalid_payload",
    "status": 400,
    "words": "server",
    "message": "Missing required: heading, image_url or image upload",
    "story": "Admin/Carousels/Homepage slides › Create Nothing Given",
    "storyId": "admin-carousels-homepage-slides--create-nothing-given",
    "own": true,
    "note": ""
  },
  {
    "name": "createSlide:invalid_payload.heading",
    "status": 400,
    "words": "server",
    "message": "Missing required: heading",
    "story": "Admin/Carousels/Homepage slides › Create: server says invalid_payload",
    "storyId": "admin-carousels-homepage-slides--create-server-refused",
    "own": true,
    "note": "A back-office form shows the server’s words, which name the field."
  },
  {
    "name": "createSlide:invalid_payload.image_url",
    "status": 400,
    "words": "server",
    "message": "Missing required: image_url",
    "story": "Admin/Carousels/Homepage slides › Create Image Missing",
    "storyId": "admin-carousels-homepage-slides--create-image-missing",
    "own": true,
    "note": ""
  },
  {
    "name": "createSlide:upload_failed.400",
    "status": 400,
    "words": "store+server",
    "message": "Upload failed: notes.txt is not an image.",
    "story": "Admin/Carousels/Homepage slides › Create Upload Refused File",
    "storyId": "admin-carousels-homepage-slides--create-upload-refused-file",
    "own": true,
    "note": ""
  },
  {
    "name": "createSlide:401",
    "status": 401,
    "words": "store",
    "message": "Admin sign in",
    "story": "Admin/Layout › Visitor",
    "storyId": "admin-layout--visitor",
    "own": true,
    "note": "The client renews the session once and asks again; still refused, the back office signs out to its sign-in form."
  },
  {
    "name": "createSlide:403",
    "status": 403,
    "words": "server",
    "message": "Admin access required.",
    "story": "Admin/Carousels/Homepage slides › Create Forbidden",
    "storyId": "admin-carousels-homepage-slides--create-forbidden",
    "own": true,
    "note": ""
  },
  {
    "name": "createSlide:upload_failed",
    "status": 502,
    "words": "store+server",
    "message": "Upload failed: The file is not an image.",
    "story": "Admin/Carousels/Homepage slides › Create: upload failed",
    "storyId": "admin-carousels-homepage-slides--create-upload-failed",
    "own": true,
    "note": "Editing a slide says it with the same words (slide-messages.ts)."
  },
  {
    "name": "createSlide:cloudinary_not_configured",
    "status": 503,
    "words": "store",
    "message": "Cloudinary is not configured; uploads won't work.",
    "story": "Admin/Carousels/Homepage slides › Create: uploads not configured",
    "storyId": "admin-carousels-homepage-slides--create-cloudinary-not-configured",
    "own": true,
    "note": "Editing a slide says it with the same words (slide-messages.ts)."
  },
  {
    "name": "deleteProduct:invalid_payload",
    "status": 400,
    "words": "server",
    "message": "The request is invalid.",
    "story": "Admin/Orders/Server refusals › Refund Invalid Payload",
    "storyId": "admin-orders-server-refusals--refund-invalid-payload",
    "own": false,
    "note": ""
  },
  {
    "name": "deleteProduct:401",
    "status": 401,
    "words": "store",
    "message": "Admin sign in",
    "story": "Admin/Layout › Visitor",
    "storyId": "admin-layout--visitor",
    "own": true,
    "note": "The client renews the session once and asks again; still refused, the back office signs out to its sign-in form."
  },
  {
    "name": "deleteProduct:403",
    "status": 403,
    "words": "server",
    "message": "Admin access required.",
    "story": "Admin/Orders/Server refusals › Cancel Forbidden",
    "storyId": "admin-orders-server-refusals--cancel-forbidden",
    "own": false,
    "note": "Only an account demoted meanwhile meets it: the back office shows a customer its own refusal first (Admin/Layout, Customer)."
  },
  {
    "name": "deleteProduct:404",
    "status": 404,
    "words": "server",
    "message": "Not found.",
    "story": "Admin/Orders/Server refusals › Fulfil Order Gone",
    "storyId": "admin-orders-server-refusals--fulfil-order-gone",
    "own": false,
    "note": ""
  },
  {
    "name": "deleteProductImage:invalid_payload",
    "status": 400,
    "words": "server",
    "message": "The request is invalid.",
    "story": "Admin/Orders/Server refusals › Refund Invalid Payload",
    "storyId": "admin-orders-server-refusals--refund-invalid-payload",
    "own": false,
    "note": ""
  },
  {
    "name": "deleteProductImage:invalid_payload.url",
    "status": 400,
    "words": "server",
    "message": "Missing required: url",
    "story": "Admin/Carousels/Homepage slides › Create: server says invalid_payload",
    "storyId": "admin-carousels-homepage-slides--create-server-refused",
    "own": false,
    "note": "A back-office form shows the server’s words, which name the field."
  },
  {
    "name": "deleteProductImage:401",
    "status": 401,
    "words": "store",
    "message": "Admin sign in",
    "story": "Admin/Layout › Visitor",
    "storyId": "admin-layout--visitor",
    "own": true,
    "note": "The client renews the session once and asks again; still refused, the back office signs out to its sign-in form."
  },
  {
    "name": "deleteProductImage:403",
    "status": 403,
    "words": "server",
    "message": "Admin access required.",
    "story": "Admin/Orders/Server refusals › Cancel Forbidden",
    "storyId": "admin-orders-server-refusals--cancel-forbidden",
    "own": false,
    "note": "Only an account demoted meanwhile meets it: the back office shows a customer its own refusal first (Admin/Layout, Customer)."
  },
  {
    "name": "deleteProductImage:404",
    "status": 404,
    "words": "server",
    "message": "Not found.",
    "story": "Admin/Orders/Server refusals › Fulfil Order Gone",
    "storyId": "admin-orders-server-refusals--fulfil-order-gone",
    "own": false,
    "note": ""
  },
  {
    "name": "deleteReview:invalid_payload",
    "status": 400,
    "words": "server",
    "message": "The request is invalid.",
    "story": "Admin/Orders/Server refusals › Refund Invalid Payload",
    "storyId": "admin-orders-server-refusals--refund-invalid-payload",
    "own": false,
    "note": ""
  },
  {
    "name": "deleteReview:401",
    "status": 401,
    "words": "store",
    "message": "Admin sign in",
    "story": "Admin/Layout › Visitor",
    "storyId": "admin-layout--visitor",
    "own": true,
    "note": "The client renews the session once and asks again; still refused, the back office signs out to its sign-in form."
  },
  {
    "name": "deleteReview:403",
    "status": 403,
    "words": "server",
    "message": "Admin access required.",
    "story": "Admin/Orders/Server refusals › Cancel Forbidden",
    "storyId": "admin-orders-server-refusals--cancel-forbidden",
    "own": false,
    "note": "Only an account demoted meanwhile meets it: the back office shows a customer its own refusal first (Admin/Layout, Customer)."
  },
  {
    "name": "deleteReview:404",
    "status": 404,
    "words": "server",
    "message": "Not found.",
    "story": "Admin/Orders/Server refusals › Fulfil Order Gone",
    "storyId": "admin-orders-server-refusals--fulfil-order-gone",
    "own": false,
    "note": ""
  },
  {
    "name": "forgotPassword:invalid_payload",
    "status": 400,
    "words": "server",
    "message": "Email is required.",
    "story": "Account/Server refusals › Forgot Invalid Payload",
    "storyId": "account-server-refusals--forgot-invalid-payload",
    "own": true,
    "note": ""
  },
  {
    "name": "forgotPassword:invalid_payload.email",
    "status": 400,
    "words": "store",
    "message": "Please enter your email address.",
    "story": "Account/Server refusals › Forgot Email Missing",
    "storyId": "account-server-refusals--forgot-email-missing",
    "own": true,
    "note": ""
  },
  {
    "name": "forgotPassword:too_many_requests",
    "status": 429,
    "words": "store",
    "message": "Too many attempts. Try again in 12 minutes.",
    "story": "Account/Server refusals › Forgot Too Many Attempts",
    "storyId": "account-server-refusals--forgot-too-many-attempts",
    "own": true,
    "note": ""
  },
  {
    "name": "fulfillOrder:invalid_payload",
    "status": 400,
    "words": "server",
    "message": "The request is invalid.",
    "story": "Admin/Orders/Server refusals › Fulfil Invalid Payload",
    "storyId": "admin-orders-server-refusals--fulfil-invalid-payload",
    "own": true,
    "note": ""
  },
  {
    "name": "fulfillOrder:401",
    "status": 401,
    "words": "store",
    "message": "Admin sign in",
    "story": "Admin/Layout › Visitor",
    "storyId": "admin-layout--visitor",
    "own": true,
    "note": "The client renews the session once and asks again; still refused, the back office signs out to its sign-in form."
  },
  {
    "name": "fulfillOrder:403",
    "status": 403,
    "words": "server",
    "message": "Admin access required.",
    "story": "Admin/Orders/Server refusals › Fulfil Forbidden",
    "storyId": "admin-orders-server-refusals--fulfil-forbidden",
    "own": true,
    "note": ""
  },
  {
    "name": "fulfillOrder:404",
    "status": 404,
    "words": "server",
    "message": "Not found.",
    "story": "Admin/Orders/Server refusals › Fulfil Order Gone",
    "storyId": "admin-orders-server-refusals--fulfil-order-gone",
    "own": true,
    "note": ""
  },
  {
    "name": "fulfillOrder:invalid_transition",
    "status": 409,
    "words": "server",
    "message": "Cannot fulfil an order that is cancelled.",
    "story": "Admin/Orders/Server refusals › Fulfil Not Allowed",
    "storyId": "admin-orders-server-refusals--fulfil-not-allowed",
    "own": true,
    "note": "The buttons follow the same rules, so this shows only when the order changed meanwhile."
  },
  {
    "name": "getAdminOverview:invalid_payload",
    "status": 400,
    "words": "store",
    "message": "Could not load dashboard. You may not be authorized or the server is unreachable.",
    "story": "Admin/Dashboard/Page › Load Error",
    "storyId": "admin-dashboard-page--load-error",
    "own": true,
    "note": ""
  },
  {
    "name": "getAdminOverview:401",
    "status": 401,
    "words": "store",
    "message": "Admin sign in",
    "story": "Admin/Layout › Visitor",
    "storyId": "admin-layout--visitor",
    "own": true,
    "note": "The client renews the session once and asks again; still refused, the back office signs out to its sign-in form."
  },
  {
    "name": "getAdminOverview:403",
    "status": 403,
    "words": "store",
    "message": "Could not load dashboard. You may not be authorized or the server is unreachable.",
    "story": "Admin/Dashboard/Page › Load Error",
    "storyId": "admin-dashboard-page--load-error",
    "own": true,
    "note": ""
  },
  {
    "name": "getAdminUser:invalid_payload",
    "status": 400,
    "words": "store",
    "message": "Could not load user details.",
    "story": "Admin/Customers/Customers page › Panel Error",
    "storyId": "admin-customers-customers-page--panel-error",
    "own": true,
    "note": ""
  },
  {
    "name": "getAdminUser:401",
    "status": 401,
    "words": "store",
    "message": "Admin sign in",
    "story": "Admin/Layout › Visitor",
    "storyId": "admin-layout--visitor",
    "own": true,
    "note": "The client renews the session once and asks again; still refused, the back office signs out to its sign-in form."
  },
  {
    "name": "getAdminUser:403",
    "status": 403,
    "words": "store",
    "message": "Could not load user details.",
    "story": "Admin/Customers/Customers page › Panel Error",
    "storyId": "admin-customers-customers-page--panel-error",
    "own": true,
    "note": ""
  },
  {
    "name": "getAdminUser:404",
    "status": 404,
    "words": "store",
    "message": "Could not load user details.",
    "story": "Admin/Customers/Customers page › Panel Error",
    "storyId": "admin-customers-customers-page--panel-error",
    "own": true,
    "note": ""
  },
  {
    "name": "getMe:401",
    "status": 401,
    "words": "store",
    "message": "Admin sign in",
    "story": "Admin/Layout › Visitor",
    "storyId": "admin-layout--visitor",
    "own": true,
    "note": "The client renews the session once and asks again; still refused, the back office signs out to its sign-in form."
  },
  {
    "name": "getOrder:invalid_payload",
    "status": 400,
    "words": "store",
    "message": "Couldn't load order",
    "story": "Orders/Orders page › Detail Error",
    "storyId": "orders-orders-page--detail-error",
    "own": true,
    "note": ""
  },
  {
    "name": "getOrder:401",
    "status": 401,
    "words": "store",
    "message": "Sign in to see your orders",
    "story": "Orders/Server refusals › Session Refused",
    "storyId": "orders-server-refusals--session-refused",
    "own": true,
    "note": "The client renews the session once and asks again; still refused, the page asks the shopper to sign in (an order’s details too)."
  },
  {
    "name": "getOrder:404",
    "status": 404,
    "words": "store",
    "message": "Couldn't load order",
    "story": "Orders/Orders page › Detail Error",
    "storyId": "orders-orders-page--detail-error",
    "own": true,
    "note": ""
  },
  {
    "name": "getProduct:invalid_payload",
    "status": 400,
    "words": "store",
    "message": "Failed to load product",
    "story": "Product/Product page › Load Failed",
    "storyId": "product-product-page--load-failed",
    "own": true,
    "note": ""
  },
  {
    "name": "getProduct:404",
    "status": 404,
    "words": "store",
    "message": "Product not found",
    "story": "Product/Product page › Not Found",
    "storyId": "product-product-page--not-found",
    "own": true,
    "note": ""
  },
  {
    "name": "initiateOrder:invalid_payload",
    "status": 400,
    "words": "server",
    "message": "The request is invalid.",
    "story": "Checkout/Server refusals › Invalid Payload",
    "storyId": "checkout-server-refusals--invalid-payload",
    "own": true,
    "note": ""
  },
  {
    "name": "initiateOrder:invalid_payload.items",
    "status": 400,
    "words": "server",
    "message": "Missing required: items",
    "story": "Checkout/Server refusals › Items Missing",
    "storyId": "checkout-server-refusals--items-missing",
    "own": true,
    "note": "The server’s words; with none, its code; with neither, ‘Could not start payment.’"
  },
  {
    "name": "initiateOrder:invalid_payload.shipping_address",
    "status": 400,
    "words": "server",
    "message": "Missing required: shipping_address",
    "story": "Checkout/Server refusals › Shipping Address Missing",
    "storyId": "checkout-server-refusals--shipping-address-missing",
    "own": true,
    "note": ""
  },
  {
    "name": "initiateOrder:invalid_shipping",
    "status": 400,
    "words": "server",
    "message": "The street address must be at least 6 characters.",
    "story": "Checkout/Server refusals › Invalid Shipping",
    "storyId": "checkout-server-refusals--invalid-shipping",
    "own": true,
    "note": ""
  },
  {
    "name": "initiateOrder:promo_code_expired",
    "status": 400,
    "words": "store",
    "message": "It has been taken off your order: check the total and press Pay Now again.",
    "story": "Checkout/Promo code › Taken Off At Checkout",
    "storyId": "checkout-promo-code--taken-off-at-checkout",
    "own": true,
    "note": "After the refusal’s own words (as for Apply); the code is taken off and the total is the full one again."
  },
  {
    "name": "initiateOrder:promo_code_not_first_order",
    "status": 400,
    "words": "store",
    "message": "It has been taken off your order: check the total and press Pay Now again.",
    "story": "Checkout/Promo code › Taken Off At Checkout",
    "storyId": "checkout-promo-code--taken-off-at-checkout",
    "own": true,
    "note": "After the refusal’s own words (as for Apply); the code is taken off and the total is the full one again."
  },
  {
    "name": "initiateOrder:promo_code_unknown",
    "status": 400,
    "words": "store",
    "message": "It has been taken off your order: check the total and press Pay Now again.",
    "story": "Checkout/Promo code › Taken Off At Checkout",
    "storyId": "checkout-promo-code--taken-off-at-checkout",
    "own": true,
    "note": "After the refusal’s own words (as for Apply); the code is taken off and the total is the full one again."
  },
  {
    "name": "initiateOrder:promo_code_used",
    "status": 400,
    "words": "store",
    "message": "It has been taken off your order: check the total and press Pay Now again.",
    "story": "Checkout/Promo code › Taken Off At Checkout",
    "storyId": "checkout-promo-code--taken-off-at-checkout",
    "own": true,
    "note": "After the refusal’s own words (as for Apply); the code is taken off and the total is the full one again."
  },
  {
    "name": "initiateOrder:unknown_product",
    "status": 400,
    "words": "server",
    "message": "Product 999999 does not exist.",
    "story": "Checkout/Server refusals › Unknown Product",
    "storyId": "checkout-server-refusals--unknown-product",
    "own": true,
    "note": ""
  },
  {
    "name": "initiateOrder:unknown_variant",
    "status": 400,
    "words": "server",
    "message": "Choose a shade or size of Full Coverage Liquid Foundation 30ml.",
    "story": "Checkout/Server refusals › Unknown Variant",
    "storyId": "checkout-server-refusals--unknown-variant",
    "own": true,
    "note": ""
  },
  {
    "name": "initiateOrder:401",
    "status": 401,
    "words": "server",
    "message": "Authentication required.",
    "story": "Checkout/Server refusals › Session Refused",
    "storyId": "checkout-server-refusals--session-refused",
    "own": true,
    "note": "Only when the renewed session is refused too; when it cannot be renewed, the shopper is sent to log in."
  },
  {
    "name": "initiateOrder:out_of_stock",
    "status": 409,
    "words": "server",
    "message": "Only 1 left of Full Coverage Liquid Foundation 30ml (04 Caramel).",
    "story": "Checkout/Server refusals › Out Of Stock",
    "storyId": "checkout-server-refusals--out-of-stock",
    "own": true,
    "note": "Variants and stock (decision 0046): nothing is charged; the answer’s lines say what is left of each."
  },
  {
    "name": "initiateOrder:too_many_requests",
    "status": 429,
    "words": "store",
    "message": "Too many attempts. Try again in 12 minutes.",
    "story": "Checkout/Server refusals › Too Many Attempts",
    "storyId": "checkout-server-refusals--too-many-attempts",
    "own": true,
    "note": ""
  },
  {
    "name": "listAdminOrders:invalid_payload",
    "status": 400,
    "words": "store",
    "message": "Could not load orders",
    "story": "Admin/Orders/List › Load Error",
    "storyId": "admin-orders-list--load-error",
    "own": true,
    "note": ""
  },
  {
    "name": "listAdminOrders:401",
    "status": 401,
    "words": "store",
    "message": "Admin sign in",
    "story": "Admin/Layout › Visitor",
    "storyId": "admin-layout--visitor",
    "own": true,
    "note": "The client renews the session once and asks again; still refused, the back office signs out to its sign-in form."
  },
  {
    "name": "listAdminOrders:403",
    "status": 403,
    "words": "store",
    "message": "Could not load orders",
    "story": "Admin/Orders/List › Load Error",
    "storyId": "admin-orders-list--load-error",
    "own": true,
    "note": ""
  },
  {
    "name": "listAdminUsers:invalid_payload",
    "status": 400,
    "words": "store",
    "message": "Could not load customers.",
    "story": "Admin/Customers/Customers page › List Error",
    "storyId": "admin-customers-customers-page--list-error",
    "own": true,
    "note": ""
  },
  {
    "name": "listAdminUsers:401",
    "status": 401,
    "words": "store",
    "message": "Admin sign in",
    "story": "Admin/Layout › Visitor",
    "storyId": "admin-layout--visitor",
    "own": true,
    "note": "The client renews the session once and asks again; still refused, the back office signs out to its sign-in form."
  },
  {
    "name": "listAdminUsers:403",
    "status": 403,
    "words": "store",
    "message": "Could not load customers.",
    "story": "Admin/Customers/Customers page › List Error",
    "storyId": "admin-customers-customers-page--list-error",
    "own": true,
    "note": ""
  },
  {
    "name": "listOrders:invalid_payload",
    "status": 400,
    "words": "store",
    "message": "Couldn't load orders",
    "story": "Orders/Orders page › Load Error",
    "storyId": "orders-orders-page--load-error",
    "own": true,
    "note": ""
  },
  {
    "name": "listOrders:401",
    "status": 401,
    "words": "store",
    "message": "Sign in to see your orders",
    "story": "Orders/Server refusals › Session Refused",
    "storyId": "orders-server-refusals--session-refused",
    "own": true,
    "note": "The client renews the session once and asks again; still refused, the page asks the shopper to sign in (an order’s details too)."
  },
  {
    "name": "listProducts:invalid_payload",
    "status": 400,
    "words": "store",
    "message": "Could not load products. Check your network or permissions.",
    "story": "Catalog/Products listing › Load Error",
    "storyId": "catalog-products-listing--load-error",
    "own": true,
    "note": ""
  },
  {
    "name": "listSlides:invalid_payload",
    "status": 400,
    "words": "store",
    "message": "Could not load slides.",
    "story": "Admin/Carousels/Homepage slides › Load Error",
    "storyId": "admin-carousels-homepage-slides--load-error",
    "own": true,
    "note": "On the home page the carousel shows its default slides instead (Home/Hero carousel, Defaults After Error)."
  },
  {
    "name": "login:invalid_payload",
    "status": 400,
    "words": "store",
    "message": "Login failed. Please try again.",
    "story": "Account/Server refusals › Login Invalid Payload",
    "storyId": "account-server-refusals--login-invalid-payload",
    "own": true,
    "note": ""
  },
  {
    "name": "login:invalid_payload.email",
    "status": 400,
    "words": "store",
    "message": "Login failed. Please try again.",
    "story": "Account/Server refusals › Login Invalid Payload",
    "storyId": "account-server-refusals--login-invalid-payload",
    "own": true,
    "note": ""
  },
  {
    "name": "login:invalid_payload.password",
    "status": 400,
    "words": "store",
    "message": "Login failed. Please try again.",
    "story": "Account/Server refusals › Login Invalid Payload",
    "storyId": "account-server-refusals--login-invalid-payload",
    "own": true,
    "note": ""
  },
  {
    "name": "login:invalid_credentials",
    "status": 401,
    "words": "store",
    "message": "Invalid email or password.",
    "story": "Account/Account page › Login Wrong Password",
    "storyId": "account-account-page--login-wrong-password",
    "own": true,
    "note": ""
  },
  {
    "name": "login:too_many_requests",
    "status": 429,
    "words": "store",
    "message": "Too many attempts. Try again in 12 minutes.",
    "story": "Account/Server refusals › Login Too Many Attempts",
    "storyId": "account-server-refusals--login-too-many-attempts",
    "own": true,
    "note": ""
  },
  {
    "name": "payOrder:invalid_payload",
    "status": 400,
    "words": "server",
    "message": "The request is invalid.",
    "story": "Admin/Orders/Server refusals › Refund Invalid Payload",
    "storyId": "admin-orders-server-refusals--refund-invalid-payload",
    "own": false,
    "note": ""
  },
  {
    "name": "payOrder:401",
    "status": 401,
    "words": "store",
    "message": "Admin sign in",
    "story": "Admin/Layout › Visitor",
    "storyId": "admin-layout--visitor",
    "own": true,
    "note": "The client renews the session once and asks again; still refused, the back office signs out to its sign-in form."
  },
  {
    "name": "payOrder:404",
    "status": 404,
    "words": "store",
    "message": "This order can’t be paid again here.",
    "story": "Payment/Payment result › Pay Again Unavailable",
    "storyId": "payment-payment-result--pay-again-unavailable",
    "own": true,
    "note": "Also a host without the extension. Then the result page adds ‘Go back to your cart to pay for your items.’, the orders pages point to Buy again, and the cart’s Pay Now makes a new order, with no message."
  },
  {
    "name": "payOrder:invalid_transition",
    "status": 409,
    "words": "server",
    "message": "An order that is paid cannot be paid again.",
    "story": "Payment/Payment result › Pay Again Refused",
    "storyId": "payment-payment-result--pay-again-refused",
    "own": true,
    "note": "Pay now on an order paid or cancelled meanwhile; the orders list and detail are read again and show its status."
  },
  {
    "name": "payOrder:out_of_stock",
    "status": 409,
    "words": "server",
    "message": "Only 1 left of Full Coverage Liquid Foundation 30ml (04 Caramel).",
    "story": "Payment/Payment result › Pay Again Out Of Stock",
    "storyId": "payment-payment-result--pay-again-out-of-stock",
    "own": true,
    "note": ""
  },
  {
    "name": "payOrder:too_many_requests",
    "status": 429,
    "words": "store",
    "message": "Too many attempts. Try again in 12 minutes.",
    "story": "Payment/Payment result › Pay Again Too Many Attempts",
    "storyId": "payment-payment-result--pay-again-too-many-attempts",
    "own": true,
    "note": ""
  },
  {
    "name": "refreshToken:invalid_refresh_token",
    "status": 401,
    "words": "store",
    "message": "Log in",
    "story": "Account/Server refusals › Sent To Log In After Session Ended",
    "storyId": "account-server-refusals--sent-to-log-in-after-session-ended",
    "own": true,
    "note": "The session cannot be renewed: tokens cleared, and the person is sent to /account?next= the page they were on."
  },
  {
    "name": "refreshToken:401",
    "status": 401,
    "words": "store",
    "message": "Log in",
    "story": "Account/Server refusals › Sent To Log In After Session Ended",
    "storyId": "account-server-refusals--sent-to-log-in-after-session-ended",
    "own": true,
    "note": "The session cannot be renewed: tokens cleared, and the person is sent to /account?next= the page they were on."
  },
  {
    "name": "refundOrder:invalid_payload",
    "status": 400,
    "words": "server",
    "message": "The request is invalid.",
    "story": "Admin/Orders/Server refusals › Refund Invalid Payload",
    "storyId": "admin-orders-server-refusals--refund-invalid-payload",
    "own": true,
    "note": ""
  },
  {
    "name": "refundOrder:refund_exceeds_paid",
    "status": 400,
    "words": "server",
    "message": "The refund exceeds the amount paid minus earlier refunds (₦6,500.00 left).",
    "story": "Admin/Orders/Server refusals › Refund Exceeds Paid",
    "storyId": "admin-orders-server-refusals--refund-exceeds-paid",
    "own": true,
    "note": ""
  },
  {
    "name": "refundOrder:401",
    "status": 401,
    "words": "store",
    "message": "Admin sign in",
    "story": "Admin/Layout › Visitor",
    "storyId": "admin-layout--visitor",
    "own": true,
    "note": "The client renews the session once and asks again; still refused, the back office signs out to its sign-in form."
  },
  {
    "name": "refundOrder:403",
    "status": 403,
    "words": "server",
    "message": "Admin access required.",
    "story": "Admin/Orders/Server refusals › Refund Forbidden",
    "storyId": "admin-orders-server-refusals--refund-forbidden",
    "own": true,
    "note": ""
  },
  {
    "name": "refundOrder:404",
    "status": 404,
    "words": "server",
    "message": "Not found.",
    "story": "Admin/Orders/Server refusals › Refund Order Gone",
    "storyId": "admin-orders-server-refusals--refund-order-gone",
    "own": true,
    "note": ""
  },
  {
    "name": "refundOrder:invalid_transition",
    "status": 409,
    "words": "server",
    "message": "Cannot fulfil an order that is cancelled.",
    "story": "Admin/Orders/Server refusals › Fulfil Not Allowed",
    "storyId": "admin-orders-server-refusals--fulfil-not-allowed",
    "own": true,
    "note": "The buttons follow the same rules, so this shows only when the order changed meanwhile."
  },
  {
    "name": "register:invalid_email",
    "status": 400,
    "words": "store",
    "message": "Invalid email address.",
    "story": "Account/Server refusals › Register Invalid Email From Server",
    "storyId": "account-server-refusals--register-invalid-email-from-server",
    "own": true,
    "note": ""
  },
  {
    "name": "register:invalid_payload",
    "status": 400,
    "words": "store",
    "message": "Registration failed. Please try again.",
    "story": "Account/Server refusals › Register Invalid Payload",
    "storyId": "account-server-refusals--register-invalid-payload",
    "own": true,
    "note": ""
  },
  {
    "name": "register:invalid_payload.email",
    "status": 400,
    "words": "store",
    "message": "Registration failed. Please try again.",
    "story": "Account/Server refusals › Register Invalid Payload",
    "storyId": "account-server-refusals--register-invalid-payload",
    "own": true,
    "note": ""
  },
  {
    "name": "register:invalid_payload.password",
    "status": 400,
    "words": "store",
    "message": "Registration failed. Please try again.",
    "story": "Account/Server refusals › Register Invalid Payload",
    "storyId": "account-server-refusals--register-invalid-payload",
    "own": true,
    "note": ""
  },
  {
    "name": "register:weak_password",
    "status": 400,
    "words": "store",
    "message": "Password must be at least 8 characters.",
    "story": "Account/Account page › Register Weak Password",
    "storyId": "account-account-page--register-weak-password",
    "own": true,
    "note": ""
  },
  {
    "name": "register:email_in_use",
    "status": 409,
    "words": "store",
    "message": "Email is already in use.",
    "story": "Account/Account page › Register Email In Use",
    "storyId": "account-account-page--register-email-in-use",
    "own": true,
    "note": ""
  },
  {
    "name": "register:too_many_requests",
    "status": 429,
    "words": "store",
    "message": "Too many attempts. Try again in 12 minutes.",
    "story": "Account/Server refusals › Register Too Many Attempts",
    "storyId": "account-server-refusals--register-too-many-attempts",
    "own": true,
    "note": ""
  },
  {
    "name": "resetPassword:invalid_code_or_email",
    "status": 400,
    "words": "store",
    "message": "Invalid code or email address.",
    "story": "Account/Password reset › Reset Unknown Email",
    "storyId": "account-password-reset--reset-unknown-email",
    "own": true,
    "note": ""
  },
  {
    "name": "resetPassword:invalid_or_expired_code",
    "status": 400,
    "words": "store",
    "message": "The code is invalid or expired.",
    "story": "Account/Password reset › Reset Wrong Code",
    "storyId": "account-password-reset--reset-wrong-code",
    "own": true,
    "note": ""
  },
  {
    "name": "resetPassword:invalid_payload",
    "status": 400,
    "words": "store",
    "message": "Please fill in all required fields.",
    "story": "Account/Server refusals › Reset Invalid Payload",
    "storyId": "account-server-refusals--reset-invalid-payload",
    "own": true,
    "note": ""
  },
  {
    "name": "resetPassword:invalid_payload.email",
    "status": 400,
    "words": "store",
    "message": "Please enter your email address.",
    "story": "Account/Server refusals › Reset Email Missing",
    "storyId": "account-server-refusals--reset-email-missing",
    "own": true,
    "note": ""
  },
  {
    "name": "resetPassword:invalid_payload.code",
    "status": 400,
    "words": "store",
    "message": "Please enter the code sent to your email.",
    "story": "Account/Server refusals › Reset Code Missing",
    "storyId": "account-server-refusals--reset-code-missing",
    "own": true,
    "note": ""
  },
  {
    "name": "resetPassword:invalid_payload.new_password",
    "status": 400,
    "words": "store",
    "message": "Please enter your new password.",
    "story": "Account/Server refusals › Reset New Password Missing",
    "storyId": "account-server-refusals--reset-new-password-missing",
    "own": true,
    "note": ""
  },
  {
    "name": "resetPassword:weak_password",
    "status": 400,
    "words": "server",
    "message": "Password must be at least 8 characters.",
    "story": "Account/Server refusals › Reset Weak Password",
    "storyId": "account-server-refusals--reset-weak-password",
    "own": true,
    "note": ""
  },
  {
    "name": "resetPassword:too_many_requests",
    "status": 429,
    "words": "store",
    "message": "Too many attempts. Try again in 12 minutes.",
    "story": "Account/Server refusals › Reset Too Many Attempts",
    "storyId": "account-server-refusals--reset-too-many-attempts",
    "own": true,
    "note": ""
  },
  {
    "name": "revokeUserSessions:invalid_payload",
    "status": 400,
    "words": "server",
    "message": "The request is invalid.",
    "story": "Admin/Customers/Customers page › Revoke Invalid Payload",
    "storyId": "admin-customers-customers-page--revoke-invalid-payload",
    "own": true,
    "note": ""
  },
  {
    "name": "revokeUserSessions:401",
    "status": 401,
    "words": "store",
    "message": "Admin sign in",
    "story": "Admin/Layout › Visitor",
    "storyId": "admin-layout--visitor",
    "own": true,
    "note": "The client renews the session once and asks again; still refused, the back office signs out to its sign-in form."
  },
  {
    "name": "revokeUserSessions:403",
    "status": 403,
    "words": "server",
    "message": "Admin access required.",
    "story": "Admin/Customers/Customers page › Revoke Forbidden",
    "storyId": "admin-customers-customers-page--revoke-forbidden",
    "own": true,
    "note": ""
  },
  {
    "name": "revokeUserSessions:404",
    "status": 404,
    "words": "server",
    "message": "Not found.",
    "story": "Admin/Customers/Customers page › Revoke User Gone",
    "storyId": "admin-customers-customers-page--revoke-user-gone",
    "own": true,
    "note": ""
  },
  {
    "name": "updateProduct:invalid_payload",
    "status": 400,
    "words": "server",
    "message": "The request is invalid.",
    "story": "Admin/Products/Product detail: server refusals › Invalid Payload",
    "storyId": "admin-products-product-detail-server-refusals--invalid-payload",
    "own": true,
    "note": ""
  },
  {
    "name": "updateProduct:invalid_price",
    "status": 400,
    "words": "store",
    "message": "Price must be a number.",
    "story": "Admin/Products/Create product › Invalid Price",
    "storyId": "admin-products-create-product--invalid-price",
    "own": true,
    "note": ""
  },
  {
    "name": "updateProduct:invalid_variants",
    "status": 400,
    "words": "server",
    "message": "Variant 1: A shade needs a swatch colour.",
    "story": "Admin/Products/Product detail: server refusals › Invalid Variants",
    "storyId": "admin-products-product-detail-server-refusals--invalid-variants",
    "own": true,
    "note": ""
  },
  {
    "name": "updateProduct:upload_failed.400",
    "status": 400,
    "words": "store+server",
    "message": "Image upload failed: notes.txt is not an image.",
    "story": "Admin/Products/Product detail: server refusals › Upload Refused File",
    "storyId": "admin-products-product-detail-server-refusals--upload-refused-file",
    "own": true,
    "note": ""
  },
  {
    "name": "updateProduct:401",
    "status": 401,
    "words": "store",
    "message": "Admin sign in",
    "story": "Admin/Layout › Visitor",
    "storyId": "admin-layout--visitor",
    "own": true,
    "note": "The client renews the session once and asks again; still refused, the back office signs out to its sign-in form."
  },
  {
    "name": "updateProduct:403",
    "status": 403,
    "words": "server",
    "message": "Admin access required.",
    "story": "Admin/Products/Product detail: server refusals › Forbidden",
    "storyId": "admin-products-product-detail-server-refusals--forbidden",
    "own": true,
    "note": ""
  },
  {
    "name": "updateProduct:404",
    "status": 404,
    "words": "server",
    "message": "Not found.",
    "story": "Admin/Products/Product detail: server refusals › Product Gone",
    "storyId": "admin-products-product-detail-server-refusals--product-gone",
    "own": true,
    "note": ""
  },
  {
    "name": "updateProduct:upload_failed",
    "status": 502,
    "words": "store+server",
    "message": "Image upload failed: The file is not an image.",
    "story": "Admin/Products/Product detail: server refusals › Upload Not An Image",
    "storyId": "admin-products-product-detail-server-refusals--upload-not-an-image",
    "own": true,
    "note": ""
  },
  {
    "name": "updateProduct:cloudinary_not_configured",
    "status": 503,
    "words": "store",
    "message": "Cloudinary is not configured on the server. File uploads will fail.",
    "story": "Admin/Products/Create product › Cloudinary Not Configured",
    "storyId": "admin-products-create-product--cloudinary-not-configured",
    "own": true,
    "note": "Editing a product says it with the same words (product-form-values.ts)."
  },
  {
    "name": "updateSlide:invalid_payload",
    "status": 400,
    "words": "server",
    "message": "The request is invalid.",
    "story": "Admin/Carousels/Homepage slides › Edit Invalid Payload",
    "storyId": "admin-carousels-homepage-slides--edit-invalid-payload",
    "own": true,
    "note": ""
  },
  {
    "name": "updateSlide:upload_failed.400",
    "status": 400,
    "words": "store+server",
    "message": "Upload failed: notes.txt is not an image.",
    "story": "Admin/Carousels/Homepage slides › Edit Upload Refused File",
    "storyId": "admin-carousels-homepage-slides--edit-upload-refused-file",
    "own": true,
    "note": ""
  },
  {
    "name": "updateSlide:401",
    "status": 401,
    "words": "store",
    "message": "Admin sign in",
    "story": "Admin/Layout › Visitor",
    "storyId": "admin-layout--visitor",
    "own": true,
    "note": "The client renews the session once and asks again; still refused, the back office signs out to its sign-in form."
  },
  {
    "name": "updateSlide:403",
    "status": 403,
    "words": "server",
    "message": "Admin access required.",
    "story": "Admin/Carousels/Homepage slides › Edit Forbidden",
    "storyId": "admin-carousels-homepage-slides--edit-forbidden",
    "own": true,
    "note": ""
  },
  {
    "name": "updateSlide:404",
    "status": 404,
    "words": "server",
    "message": "Not found.",
    "story": "Admin/Carousels/Homepage slides › Edit Slide Gone",
    "storyId": "admin-carousels-homepage-slides--edit-slide-gone",
    "own": true,
    "note": ""
  },
  {
    "name": "updateSlide:upload_failed",
    "status": 502,
    "words": "store+server",
    "message": "Upload failed: The file is not an image.",
    "story": "Admin/Carousels/Homepage slides › Create: upload failed",
    "storyId": "admin-carousels-homepage-slides--create-upload-failed",
    "own": true,
    "note": "Editing a slide says it with the same words (slide-messages.ts)."
  },
  {
    "name": "updateSlide:cloudinary_not_configured",
    "status": 503,
    "words": "store",
    "message": "Cloudinary is not configured; uploads won't work.",
    "story": "Admin/Carousels/Homepage slides › Create: uploads not configured",
    "storyId": "admin-carousels-homepage-slides--create-cloudinary-not-configured",
    "own": true,
    "note": "Editing a slide says it with the same words (slide-messages.ts)."
  },
  {
    "name": "updateUserRole:invalid_payload",
    "status": 400,
    "words": "server",
    "message": "The request is invalid.",
    "story": "Admin/Customers/Customers page › Make Admin Invalid Payload",
    "storyId": "admin-customers-customers-page--make-admin-invalid-payload",
    "own": true,
    "note": ""
  },
  {
    "name": "updateUserRole:invalid_payload.role",
    "status": 400,
    "words": "server",
    "message": "Missing required: role",
    "story": "Admin/Customers/Customers page › Make Admin Role Missing",
    "storyId": "admin-customers-customers-page--make-admin-role-missing",
    "own": true,
    "note": ""
  },
  {
    "name": "updateUserRole:401",
    "status": 401,
    "words": "store",
    "message": "Admin sign in",
    "story": "Admin/Layout › Visitor",
    "storyId": "admin-layout--visitor",
    "own": true,
    "note": "The client renews the session once and asks again; still refused, the back office signs out to its sign-in form."
  },
  {
    "name": "updateUserRole:403",
    "status": 403,
    "words": "server",
    "message": "Admin access required.",
    "story": "Admin/Customers/Customers page › Make Admin Forbidden",
    "storyId": "admin-customers-customers-page--make-admin-forbidden",
    "own": true,
    "note": ""
  },
  {
    "name": "updateUserRole:404",
    "status": 404,
    "words": "server",
    "message": "Not found.",
    "story": "Admin/Customers/Customers page › Make Admin User Gone",
    "storyId": "admin-customers-customers-page--make-admin-user-gone",
    "own": true,
    "note": ""
  },
  {
    "name": "updateUserRole:last_admin",
    "status": 409,
    "words": "server",
    "message": "The last admin cannot be demoted.",
    "story": "Admin/Customers/Customers page › Last Admin Failure",
    "storyId": "admin-customers-customers-page--last-admin-failure",
    "own": true,
    "note": ""
  },
  {
    "name": "verifyPayment:invalid_payload",
    "status": 400,
    "words": "store",
    "message": "Couldn’t verify",
    "story": "Payment/Payment result › Could Not Verify",
    "storyId": "payment-payment-result--could-not-verify",
    "own": true,
    "note": "Refused for want of a session (401), it adds ‘Sign in to check this payment.’"
  },
  {
    "name": "verifyPayment:401",
    "status": 401,
    "words": "store",
    "message": "Couldn’t verify",
    "story": "Payment/Payment result › Could Not Verify",
    "storyId": "payment-payment-result--could-not-verify",
    "own": true,
    "note": "Refused for want of a session (401), it adds ‘Sign in to check this payment.’"
  },
  {
    "name": "verifyPayment:404",
    "status": 404,
    "words": "store",
    "message": "Couldn’t verify",
    "story": "Payment/Payment result › Could Not Verify",
    "storyId": "payment-payment-result--could-not-verify",
    "own": true,
    "note": "Refused for want of a session (401), it adds ‘Sign in to check this payment.’"
  },
  {
    "name": "verifyPaymentByBody:invalid_payload",
    "status": 400,
    "words": "store",
    "message": "Couldn’t verify",
    "story": "Payment/Payment result › Could Not Verify",
    "storyId": "payment-payment-result--could-not-verify",
    "own": true,
    "note": "Refused for want of a session (401), it adds ‘Sign in to check this payment.’"
  },
  {
    "name": "verifyPaymentByBody:invalid_payload.reference",
    "status": 400,
    "words": "store",
    "message": "Couldn’t verify",
    "story": "Payment/Payment result › Could Not Verify",
    "storyId": "payment-payment-result--could-not-verify",
    "own": true,
    "note": "Refused for want of a session (401), it adds ‘Sign in to check this payment.’"
  },
  {
    "name": "verifyPaymentByBody:401",
    "status": 401,
    "words": "store",
    "message": "Couldn’t verify",
    "story": "Payment/Payment result › Could Not Verify",
    "storyId": "payment-payment-result--could-not-verify",
    "own": true,
    "note": "Refused for want of a session (401), it adds ‘Sign in to check this payment.’"
  },
  {
    "name": "verifyPaymentByBody:404",
    "status": 404,
    "words": "store",
    "message": "Couldn’t verify",
    "story": "Payment/Payment result › Could Not Verify",
    "storyId": "payment-payment-result--could-not-verify",
    "own": true,
    "note": "Refused for want of a session (401), it adds ‘Sign in to check this payment.’"
  }
] as const;
