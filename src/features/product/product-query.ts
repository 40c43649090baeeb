/**
 * The product page's query: one product with one page of its reviews. The reviews' page and page
 * size live in the URL (?reviews_page=&reviews_per_page=), validated by the route.
 */
import { queryOptions } from '@tanstack/react-query';
import { productQueryOptions, type ProductDetailQuery } from '@/api/queries/products';
import type { REVIEW_PAGE_SIZES } from '@/config/constants';

export type ReviewPageSize = (typeof REVIEW_PAGE_SIZES)[number];

export function productDetailQuery(reviewsPage: number, reviewsPerPage: ReviewPageSize): ProductDetailQuery {
  return { include_reviews: true, reviews_page: reviewsPage, reviews_per_page: reviewsPerPage };
}

/**
 * What the screen reads. Another page of reviews keeps the product on screen while it loads (but a
 * different product never stands in for this one), and a failure the route's loader already met
 * is shown as it is instead of being fetched again on mount.
 */
export function productPageQueryOptions(id: number, reviewsPage: number, reviewsPerPage: ReviewPageSize) {
  return queryOptions({
    ...productQueryOptions(id, productDetailQuery(reviewsPage, reviewsPerPage)),
    retryOnMount: false,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
  });
}
