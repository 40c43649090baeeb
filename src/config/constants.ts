/** Every figure of the spec's section 9 (and a few the shell needs), named once. */
const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const HERO_AUTO_ADVANCE_MS = 5000;
export const HERO_TRANSITION_MS = 600;
/** Swipe threshold: min(140 px, 20% of the width). */
export const SWIPE_THRESHOLD_PX = 140;
export const SWIPE_THRESHOLD_RATIO = 0.2;
export const PROMO_ROTATION_MS = 4000;
export const CAROUSEL_STALE_MS = 5 * MINUTE;
export const CAROUSEL_RETRY = 1;
export const FOOTER_SIGNUP_OFFER_PERCENT = 2;
export const PROMO_FIRST_ORDER_PERCENT = 5;
export const TOAST_DURATION_MS = 3000;
export const ADDED_FEEDBACK_MS = 1000;
/** Stock at or below this is low: "Only N left", the admin's filter and card, the overview's `low_stock` (decision 0046). */
export const LOW_STOCK_AT = 3;

export const USER_CACHE_MS = 5 * MINUTE;
export const PRODUCT_DETAIL_CACHE_MS = 60 * SECOND;
/**
 * Not in the spec: product lists are fresh as long as a product's detail (60 s). Without it the
 * listing's screen would fetch again the page its route loader has just fetched.
 */
export const PRODUCT_LIST_FRESH_MS = PRODUCT_DETAIL_CACHE_MS;
export const ORDERS_LIST_CACHE_MS = 60 * SECOND;
export const ORDER_DETAIL_CACHE_MS = 30 * SECOND;
export const ADMIN_STALE_MS = 60 * SECOND;
export const ADMIN_ORDERS_FRESH_MS = 30 * SECOND;
export const ADMIN_USERS_FRESH_MS = 60 * SECOND;
/** Data-fetch defaults: retry 3 times, back-off capped at 30 s, cache 5 minutes. */
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_CAP_MS = 30 * SECOND;
export const QUERY_CACHE_MS = 5 * MINUTE;
export const PRODUCT_DETAIL_RETRIES = 2;

export const HOME_CAROUSEL_FETCH = 60;
export const GRID_ROWS_PER_PAGE = 3;
export const REVIEW_PAGE_SIZES = [5, 10, 20, 50] as const;
export const REVIEW_PAGE_SIZE_DEFAULT = 10;
export const ADMIN_REVIEW_PAGE_SIZES = [5, 10, 20, 50, 100] as const;
export const REVIEW_TITLE_MAX = 255;
export const LISTING_PER_PAGE_DEFAULT = 20;
export const LISTING_PER_PAGE_MAX = 100;
export const PAGINATION_WINDOW = 5;
export const ORDERS_PAGE_SIZE = 10;
export const ADMIN_ORDERS_PAGE_SIZE = 10;
export const ADMIN_USERS_PAGE_SIZE = 20;
export const ADMIN_USERS_PAGE_SIZES = [10, 20, 50, 100] as const;
export const ORDERS_SKELETON_ROWS = 6;
export const USERS_SKELETON_ROWS = 8;
export const PASSWORD_MIN = 8;
export const STREET_MIN = 6;
export const CURRENCY = 'NGN';
export const KOBO_PER_NAIRA = 100;
export const SHIPPING_AMOUNT_SENT = 0;
export const DASHBOARD_DEFAULT_RANGE = '30d';
/** Not in the spec: the longest custom dashboard window the server accepts (openapi.yaml), in days. */
export const DASHBOARD_MAX_WINDOW_DAYS = 366;
/** Not in the spec (it shows a New badge but does not fix its meaning): a user who joined within this many days. */
export const NEW_USER_DAYS = 7;
export const ADMIN_PRODUCT_DEFAULTS = { sort: 'created_at', order: 'desc', per_page: 20, page: 1 } as const;
export const RATING_FILTER_OPTIONS = [5, 4.5, 4, 3.5, 3, 2.5, 2, 1.5, 1] as const;
export const SLIDE_LIMIT_OPTIONS = [10, 20, 30, 50, 100] as const;
export const SLIDE_LIMIT_DEFAULT = 20;
export const RELATED_FETCH = 8;
export const RELATED_SHOWN = 6;
export const DELETE_PREVIOUS_DEFAULT = true;
export const APPEND_IMAGES_DEFAULT = true;
/** Loyalty: enter at ₦10,000 spent; 1 point per ₦100; 100 points = ₦1,000 credit, spent within 30 days. */
export const LOYALTY = {
  entryNaira: 10_000,
  nairaPerPoint: 100,
  pointsPerCredit: 100,
  creditNaira: 1000,
  spendWithinDays: 30,
} as const;

/** Not in the spec: the CSV export pages through a list at the contract's largest page size. */
export const EXPORT_PAGE_SIZE = 100;
