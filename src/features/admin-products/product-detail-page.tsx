/**
 * /admin/product/{id} and /admin/products/{id} (spec section 2, Admin product detail): the gallery,
 * the details in view mode or the edit form, adding and deleting images, deleting the product,
 * its reviews (paged, with a per-page select, each deletable) and related products.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '@/api/errors';
import { useDeleteProduct } from '@/api/queries/admin-products';
import { productQueryOptions } from '@/api/queries/products';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Price } from '@/components/ui/price';
import { Skeleton } from '@/components/ui/skeleton';
import { Stars } from '@/components/ui/stars';
import { toast } from '@/components/ui/toast';
import { type ADMIN_REVIEW_PAGE_SIZES, REVIEW_PAGE_SIZE_DEFAULT } from '@/config/constants';
import { formatDateText } from '@/lib/dates';
import { AddImagesForm } from './add-images-form';
import { categoryLabel, subcategoryLabel } from '@/lib/categories';
import { ProductEditForm } from './product-edit-form';
import { updateError } from './product-form-values';
import { ProductGallery } from './product-gallery';
import { ProductReviews } from './product-reviews';
import { RelatedProducts } from './related-products';
import { StockDetails } from './stock-details';

export const NOT_FOUND = 'Product not found';
export const LOAD_FAILED = 'Failed to load product';

type ReviewPageSize = (typeof ADMIN_REVIEW_PAGE_SIZES)[number];

export function ProductDetailPage({ id, initialMode = 'view' }: { id: number; initialMode?: 'view' | 'edit' }) {
  const navigate = useNavigate();
  const [reviewsPage, setReviewsPage] = useState(1);
  // The admin page sizes (5, 10, 20, 50, 100) share the shopper's default of 10.
  const [reviewsPerPage, setReviewsPerPage] = useState<ReviewPageSize>(REVIEW_PAGE_SIZE_DEFAULT);
  const [mode, setMode] = useState(initialMode);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useDeleteProduct();
  const query = useQuery({
    ...productQueryOptions(id, { include_reviews: true, reviews_page: reviewsPage, reviews_per_page: reviewsPerPage }),
    placeholderData: keepPreviousData,
  });

  const back = (
    <Link to="/admin/products" className="link inline-flex min-h-11 items-center text-sm">
      ← All products
    </Link>
  );

  if (query.isPending) {
    return (
      <div className="mx-auto max-w-6xl" aria-busy="true">
        {back}
        <p role="status" className="sr-only">
          Loading product…
        </p>
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          <Skeleton className="aspect-square w-full rounded-2xl" />
          <div className="space-y-3">
            <Skeleton className="h-8 w-3/4" />
            <Skeleton className="h-6 w-1/3" />
            <Skeleton className="h-24 w-full" />
          </div>
        </div>
      </div>
    );
  }

  if (query.isError && !query.data) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <div className="mx-auto max-w-6xl">
        {back}
        <div role="alert" className="mt-4 rounded-2xl border border-ink-200 bg-white px-4 py-10 text-center">
          <h1 className="text-lg font-semibold text-ink-900">{notFound ? NOT_FOUND : LOAD_FAILED}</h1>
          {!notFound && (
            <button
              type="button"
              className="btn-secondary mt-4"
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
            >
              {query.isFetching ? 'Trying again…' : 'Try again'}
            </button>
          )}
        </div>
      </div>
    );
  }

  const product = query.data!;
  const reviews = product.reviews;
  const pagination = product.reviewsPagination;

  return (
    <div className="mx-auto max-w-6xl">
      {back}
      <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="break-words font-display text-2xl font-bold text-ink-900 sm:text-3xl">{product.name}</h1>
          <p className="mt-1 text-sm text-ink-600">
            #{product.id} · added {formatDateText(product.createdAt, 'long')} ·{' '}
            <Link to="/product/$id" params={{ id: product.id }} className="link py-1">
              View in store
            </Link>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {mode === 'view' && (
            <button type="button" className="btn-secondary" onClick={() => setMode('edit')}>
              Edit
            </button>
          )}
          <button type="button" className="btn-danger" onClick={() => setConfirmDelete(true)}>
            Delete product
          </button>
        </div>
      </div>

      <div className="mt-5 grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-4">
          <ProductGallery productId={product.id} name={product.name} images={product.images} />
          <AddImagesForm productId={product.id} imageCount={product.images.length} />
        </div>
        <div className="min-w-0 space-y-4">
          {mode === 'edit' ? (
            <ProductEditForm product={product} onDone={() => setMode('view')} />
          ) : (
            <section aria-label="Details" className="rounded-2xl border border-ink-200 bg-white p-4 sm:p-6">
              <Price value={product.price} className="text-2xl font-bold text-brand-800" />
              <div className="mt-2">
                <Stars rating={product.rating} count={product.reviewCount} size="md" />
              </div>
              <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
                <dt className="text-ink-600">Category</dt>
                <dd className="text-ink-900">{categoryLabel(product.category)}</dd>
                <dt className="text-ink-600">Subcategory</dt>
                <dd className="text-ink-900">{product.subcategory ? subcategoryLabel(product.subcategory) : '—'}</dd>
                <dt className="text-ink-600">Description</dt>
                <dd className="whitespace-pre-line break-words text-ink-900">{product.description || '—'}</dd>
                <StockDetails product={product} />
              </dl>
            </section>
          )}
          <ProductReviews
            productId={product.id}
            reviews={reviews}
            page={pagination?.page ?? reviewsPage}
            totalPages={pagination?.totalPages ?? 1}
            total={pagination?.total ?? product.reviewCount}
            perPage={reviewsPerPage}
            loading={query.isPlaceholderData}
            onPage={setReviewsPage}
            onPerPage={(n) => {
              setReviewsPerPage(n as ReviewPageSize);
              setReviewsPage(1);
            }}
          />
        </div>
      </div>

      <RelatedProducts productId={product.id} category={product.category} />

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={(open) => {
          setConfirmDelete(open);
          if (!open) remove.reset();
        }}
        title="Delete this product?"
        description={`${product.name} will be removed from the store with its images and reviews. This cannot be undone.`}
        confirmLabel="Delete product"
        busyLabel="Deleting…"
        tone="danger"
        busy={remove.isPending}
        error={remove.isError ? updateError(remove.error) : null}
        onConfirm={() =>
          remove.mutate(product.id, {
            onSuccess: () => {
              setConfirmDelete(false);
              toast('Product deleted.');
              void navigate({ to: '/admin/products' });
            },
          })
        }
      />
    </div>
  );
}
