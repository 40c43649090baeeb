/**
 * Products and reviews: key factory, query options, mutations. Every screen that lists or shows
 * products reads through here, so keys are spelled once.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  HOME_CAROUSEL_FETCH,
  PRODUCT_DETAIL_CACHE_MS,
  PRODUCT_DETAIL_RETRIES,
  PRODUCT_LIST_FRESH_MS,
  RELATED_FETCH,
} from '@/config/constants';
import { api } from '../client';
import { isApiError, unwrap } from '../errors';
import { normalizeProductDetail, normalizeProductList } from '../normalize';
import type { components, operations } from '../schema.gen';
import type { UploadProgress } from '../upload';
import { clean } from './params';

export type ProductListQuery = NonNullable<operations['listProducts']['parameters']['query']>;
export type ProductDetailQuery = NonNullable<operations['getProduct']['parameters']['query']>;

export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: ProductListQuery) => [...productKeys.lists(), query] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: number, query: ProductDetailQuery = {}) => [...productKeys.details(), id, query] as const,
};

export const productListQueryOptions = (query: ProductListQuery) => {
  const q = clean(query);
  return queryOptions({
    queryKey: productKeys.list(q),
    queryFn: async ({ signal }) =>
      normalizeProductList(unwrap(await api.GET('/products', { params: { query: q }, signal })), { page: q.page }),
    staleTime: PRODUCT_LIST_FRESH_MS,
    placeholderData: keepPreviousData,
  });
};

/** A home tab: one category, 60 products (spec section 7). */
export const categoryTabQueryOptions = (category: string) =>
  productListQueryOptions({ category, per_page: HOME_CAROUSEL_FETCH });

/** Related products: 8 of the same category, newest first (the screen shows 6, never the current one). */
export const relatedProductsQueryOptions = (category: string) =>
  productListQueryOptions({ category, per_page: RELATED_FETCH, sort: 'created_at', order: 'desc' });

export const productQueryOptions = (id: number, query: ProductDetailQuery = {}) => {
  const q = clean(query);
  return queryOptions({
    queryKey: productKeys.detail(id, q),
    queryFn: async ({ signal }) =>
      normalizeProductDetail(unwrap(await api.GET('/products/{id}', { params: { path: { id }, query: q }, signal }))),
    staleTime: PRODUCT_DETAIL_CACHE_MS,
    // No retry on a 404; up to 2 retries otherwise (spec section 7).
    retry: (failureCount, error) =>
      !(isApiError(error) && error.status === 404) && failureCount < PRODUCT_DETAIL_RETRIES,
  });
};

export interface ReviewInput {
  rating: number;
  title?: string;
  body?: string;
}

/** POST a review; on success the product (rating, count, reviews) is fetched again. */
export function useCreateReview(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReviewInput) =>
      unwrap(await api.POST('/products/{id}/reviews', { params: { path: { id: productId } }, body })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...productKeys.details(), productId] });
      void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}

/* ---- Admin: the bodies of create and update; the calls are in ./admin-products.ts. ---- */

export type Product = components['schemas']['Product'];
export type Review = components['schemas']['Review'];
export type ProductCreateInput = components['schemas']['ProductCreate'];
export type ProductUpdateInput = components['schemas']['ProductUpdate'];

export interface UploadRequest<T> {
  /** A FormData goes as multipart (files), anything else as JSON. */
  body: T | FormData;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}
