/**
 * Reviews (spec section 2, Product page): the summary, a 'Show reviews' disclosure with the page
 * size (5, 10, 20, 50) and previous/next paging, and the form to write one. The page and page size
 * are the URL's (`onPage`); whether the list is open is this screen's own state, open from the
 * start when the URL already asks for a page of reviews. The form's code loads when it is needed
 * (./review-form-slot.tsx).
 */
import { useId, useState } from 'react';
import { SelectField } from '@/components/ui/field';
import { roundToHalf, Stars } from '@/components/ui/stars';
import { REVIEW_PAGE_SIZE_DEFAULT, REVIEW_PAGE_SIZES } from '@/config/constants';
import type { ReviewPageSize } from './product-query';
import { ReviewFormSlot } from './review-form-slot';
import { ReviewList, type Review } from './review-list';

const PAGER =
  'btn-secondary aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:border-ink-300 aria-disabled:hover:text-ink-900';

export interface ReviewsSectionProps {
  productId: number;
  rating: number | null;
  reviewCount: number;
  reviews: Review[];
  totalPages: number;
  page: number;
  perPage: ReviewPageSize;
  /** Another page of reviews is loading (the current one stays up meanwhile). */
  updating?: boolean;
  onPage: (page: number, perPage: ReviewPageSize) => void;
}

export function ReviewsSection({
  productId,
  rating,
  reviewCount,
  reviews,
  totalPages,
  page,
  perPage,
  updating = false,
  onPage,
}: ReviewsSectionProps) {
  const id = useId();
  const [open, setOpen] = useState(page > 1 || perPage !== REVIEW_PAGE_SIZE_DEFAULT);
  // Focus inside the reviews (a keyboard user tabbing in): the form's code loads now.
  const [reached, setReached] = useState(false);
  const pages = Math.max(totalPages, 1);

  function submitted() {
    // Show the new review: the list opens on its first page (newest first).
    setOpen(true);
    if (page !== 1) onPage(1, perPage);
  }

  return (
    <section
      id="reviews"
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 border-t border-ink-200 pt-10"
      onFocus={() => setReached(true)}
    >
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-12">
        <div>
          <h2 id={`${id}-title`} className="font-display text-2xl text-ink-900 sm:text-3xl">
            Customer reviews
          </h2>
          <div className="mt-3 mb-6 flex flex-wrap items-center gap-x-3 gap-y-1">
            <Stars rating={rating} size="md" />
            <span className="text-ink-700">
              {rating === null ? 'No reviews yet' : `${roundToHalf(rating)} out of 5`}
              {' · '}
              {reviewCount === 1 ? '1 review' : `${reviewCount} reviews`}
            </span>
          </div>
          <button
            type="button"
            className="btn-secondary"
            aria-expanded={open}
            aria-controls={`${id}-panel`}
            onClick={() => setOpen((v) => !v)}
          >
            <svg viewBox="0 0 20 20" className={`size-4 transition ${open ? 'rotate-180' : ''}`} aria-hidden="true">
              <path
                d="M5 8l5 5 5-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {open ? 'Hide reviews' : 'Show reviews'}
          </button>

          {!open && page === 1 && reviews.length > 0 && (
            // While the list is closed, the two newest reviews stand beside the form, about its height
            // (one label whatever their number: the product page has no bytes to spare, docs/performance.md).
            <div className="mt-6 rounded-2xl border border-ink-200 bg-ink-50 p-5">
              <p className="mb-3 text-xs font-semibold tracking-wide text-ink-600 uppercase">Recent reviews</p>
              <ReviewList reviews={reviews.slice(0, 2)} />
            </div>
          )}

          <div id={`${id}-panel`} hidden={!open} className="mt-5">
            {reviews.length === 0 && !updating && page > 1 ? (
              <div className="rounded-xl bg-ink-50 px-4 py-6 text-ink-700">
                <p>{`There are no reviews on page ${page}.`}</p>
                <button type="button" className="btn-secondary mt-3" onClick={() => onPage(1, perPage)}>
                  Go to the first page
                </button>
              </div>
            ) : reviews.length === 0 && !updating ? (
              <p className="rounded-xl bg-ink-50 px-4 py-6 text-ink-700">
                No reviews yet. Be the first to tell other shoppers what you think.
              </p>
            ) : (
              <>
                <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
                  <SelectField
                    inline
                    label="Reviews per page"
                    inputClassName="w-auto py-1"
                    value={perPage}
                    onChange={(event) => onPage(1, Number(event.target.value) as ReviewPageSize)}
                  >
                    {REVIEW_PAGE_SIZES.map((size) => (
                      <option key={size} value={size}>
                        {size}
                      </option>
                    ))}
                  </SelectField>
                  <p className="text-sm text-ink-600" aria-live="polite">
                    {updating ? 'Loading reviews…' : `Page ${Math.min(page, pages)} of ${pages}`}
                  </p>
                </div>
                <div className={updating ? 'opacity-60 transition-opacity' : 'transition-opacity'} aria-busy={updating}>
                  <ReviewList reviews={reviews} />
                </div>
                {pages > 1 && (
                  <nav aria-label="Review pages" className="mt-4 flex items-center justify-between gap-3">
                    {/* aria-disabled, not disabled: the button keeps focus when it reaches either end. */}
                    <button
                      type="button"
                      className={PAGER}
                      aria-disabled={page <= 1}
                      onClick={() => page > 1 && onPage(page - 1, perPage)}
                    >
                      Previous
                    </button>
                    <button
                      type="button"
                      className={PAGER}
                      aria-disabled={page >= pages}
                      onClick={() => page < pages && onPage(page + 1, perPage)}
                    >
                      Next
                    </button>
                  </nav>
                )}
              </>
            )}
          </div>
        </div>

        <div className="lg:sticky lg:top-24 lg:self-start">
          <ReviewFormSlot productId={productId} onSubmitted={submitted} wanted={reached} />
        </div>
      </div>
    </section>
  );
}
