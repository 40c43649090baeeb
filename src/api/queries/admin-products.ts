/**
 * The admin's product calls (spec section 7): create, update and delete products, their images
 * and reviews. Apart from ./products.ts, which the shopper's pages load first, so that the upload
 * code rides only with the back office.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { unwrap } from '../errors';
import { createdProductId, normalizeProductDetail } from '../normalize';
import { sendWithProgress } from '../upload';
import { adminKeys } from './admin';
import { productKeys, type ProductCreateInput, type ProductUpdateInput, type UploadRequest } from './products';

/**
 * After any admin change to a product: every list and that product's details are stale, and so is
 * the dashboard's overview (its product count and its Low stock card, decision 0047).
 */
function useProductChanged() {
  const queryClient = useQueryClient();
  return (id?: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'overview'] }),
      id === undefined ? undefined : queryClient.invalidateQueries({ queryKey: [...productKeys.details(), id] }),
    ]);
}

/**
 * POST /products: JSON without files, multipart with them (with upload progress). Answers the new
 * product's id (spec section 7: `product {id}`, wrapped or not), or null when the host sent none.
 */
export function useCreateProduct() {
  const changed = useProductChanged();
  return useMutation({
    mutationFn: async ({ body, onProgress, signal }: UploadRequest<ProductCreateInput>) => ({
      id: createdProductId(
        await sendWithProgress<unknown>({ method: 'POST', path: '/products', body, onProgress, signal }),
      ),
    }),
    onSuccess: () => changed(),
  });
}

/**
 * PATCH /products/{id}: JSON fields, or multipart with image files, image_urls (this project's
 * extension) and append_images. The answer is not read (spec section 7: not shown): the product is
 * fetched again, and that is what the mutation answers, as the screens read it.
 */
export function useUpdateProduct(id: number) {
  const changed = useProductChanged();
  return useMutation({
    mutationFn: async ({ body, onProgress, signal }: UploadRequest<ProductUpdateInput>) => {
      await sendWithProgress<unknown>({ method: 'PATCH', path: `/products/${id}`, body, onProgress, signal });
      return normalizeProductDetail(unwrap(await api.GET('/products/{id}', { params: { path: { id } }, signal })));
    },
    onSuccess: () => changed(id),
  });
}

/** DELETE /products/{id}: its detail query is dropped rather than refetched (it would 404). */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await api.DELETE('/products/{id}', { params: { path: { id } } })),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: [...productKeys.details(), id] });
      return queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}

/** DELETE /products/{id}/reviews/{reviewId}: the product's rating and count change too. */
export function useDeleteReview(productId: number) {
  const changed = useProductChanged();
  return useMutation({
    mutationFn: async (reviewId: number) =>
      unwrap(await api.DELETE('/products/{id}/reviews/{reviewId}', { params: { path: { id: productId, reviewId } } })),
    onSuccess: () => changed(productId),
  });
}

/** DELETE /products/{id}/images with the image's URL. */
export function useDeleteProductImage(productId: number) {
  const changed = useProductChanged();
  return useMutation({
    mutationFn: async (url: string) =>
      unwrap(await api.DELETE('/products/{id}/images', { params: { path: { id: productId } }, body: { url } })),
    onSuccess: () => changed(productId),
  });
}
