/**
 * The product's reviews for the admin: newest first, paged with Prev/Next and a per-page select
 * (5, 10, 20, 50, 100; default 10), each with Delete (confirmed first).
 */
import { useId, useState } from 'react';
import { SelectField } from '@/components/ui/field';
import { useDeleteReview } from '@/api/queries/admin-products';
import type { Review } from '@/api/queries/products';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Stars } from '@/components/ui/stars';
import { toast } from '@/components/ui/toast';
import { ADMIN_REVIEW_PAGE_SIZES } from '@/config/constants';
import { formatDate } from '@/lib/dates';
import { updateError } from './product-form-values';

export interface ReviewsProps {
  productId: number;
  reviews: Review[];
  page: number;
  totalPages: number;
  total: number;
  perPage: number;
  loading: boolean;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

export function ProductReviews({
  productId,
  reviews,
  page,
  totalPages,
  total,
  perPage,
  loading,
  onPage,
  onPerPage,
}: ReviewsProps) {
  const id = useId();
  const [target, setTarget] = useState<Review | null>(null);
  const remove = useDeleteReview(productId);

  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-busy={loading}
      className="rounded-2xl border border-ink-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="font-semibold text-ink-900">
          Reviews ({total})
        </h2>
        <SelectField
          inline
          label="Per page"
          inputClassName="w-24"
          value={perPage}
          onChange={(e) => onPerPage(Number(e.target.value))}
        >
          {ADMIN_REVIEW_PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </SelectField>
      </div>
      {reviews.length === 0 ? (
        <p className="mt-4 text-sm text-ink-600">No reviews yet.</p>
      ) : (
        <ul
          aria-label="Reviews"
          className={`mt-3 divide-y divide-ink-100 transition-opacity ${loading ? 'opacity-60' : ''}`}
        >
          {reviews.map((review) => (
            <li key={review.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Stars rating={review.rating} />
                  <span className="text-sm font-semibold text-ink-900">{review.author_name || 'Anonymous'}</span>
                  <time dateTime={review.created_at} className="text-xs text-ink-600">
                    {formatDate(review.created_at)}
                  </time>
                </div>
                {review.title && <p className="mt-1 font-medium break-words text-ink-900">{review.title}</p>}
                {review.body && (
                  <p className="mt-0.5 whitespace-pre-line break-words text-sm text-ink-700">{review.body}</p>
                )}
              </div>
              <button
                type="button"
                className="btn-ghost min-h-11 px-3 py-1 text-red-700"
                onClick={() => setTarget(review)}
                aria-label={`Delete review by ${review.author_name || 'Anonymous'}${review.title ? `: ${review.title}` : ''}`}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      {totalPages > 1 && (
        <nav aria-label="Pages of reviews" className="mt-3 flex items-center justify-between gap-2 text-sm">
          <button
            type="button"
            className="btn-secondary"
            disabled={page <= 1 || loading}
            onClick={() => onPage(page - 1)}
          >
            Prev
          </button>
          <span className="text-ink-700">
            Page {page} of {totalPages}
          </span>
          <button
            type="button"
            className="btn-secondary"
            disabled={page >= totalPages || loading}
            onClick={() => onPage(page + 1)}
          >
            Next
          </button>
        </nav>
      )}
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => {
          if (!open) {
            setTarget(null);
            remove.reset();
          }
        }}
        title="Delete this review?"
        description={
          target
            ? `The ${target.rating}-star review by ${target.author_name || 'Anonymous'} will be removed, and the product's rating recalculated. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete review"
        busyLabel="Deleting…"
        tone="danger"
        busy={remove.isPending}
        error={remove.isError ? updateError(remove.error) : null}
        onConfirm={() =>
          target &&
          remove.mutate(target.id, {
            onSuccess: () => {
              setTarget(null);
              toast('Review deleted.');
              // The last review of a page gone: show the page before it.
              if (reviews.length === 1 && page > 1) onPage(page - 1);
            },
          })
        }
      />
    </section>
  );
}
