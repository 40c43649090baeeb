/**
 * The review being written, kept in sessionStorage for its product: signing in (which leaves the
 * page), a reload or a failed send never loses the stars, the title or the text. Reading never
 * throws: a missing or damaged draft is an empty form.
 */
import { browserStorage } from '@/lib/browser-storage';

export interface ReviewDraft {
  rating: number;
  title: string;
  body: string;
}

export const EMPTY_REVIEW: ReviewDraft = { rating: 0, title: '', body: '' };
/** Well past what the form accepts (the form says so); a draft longer than this is cut. */
const MAX_LENGTH = 20_000;

export const reviewDraftKey = (productId: number) => `review-draft:${productId}`;

const session = () => browserStorage('session');

export function readReviewDraft(productId: number): ReviewDraft {
  try {
    const parsed: unknown = JSON.parse(session()?.getItem(reviewDraftKey(productId)) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return EMPTY_REVIEW;
    const { rating, title, body } = parsed as Record<string, unknown>;
    return {
      rating: typeof rating === 'number' && Number.isInteger(rating) && rating >= 0 && rating <= 5 ? rating : 0,
      title: typeof title === 'string' ? title.slice(0, MAX_LENGTH) : '',
      body: typeof body === 'string' ? body.slice(0, MAX_LENGTH) : '',
    };
  } catch {
    return EMPTY_REVIEW;
  }
}

/** Keeps the draft; an empty one is removed. */
export function writeReviewDraft(productId: number, draft: ReviewDraft): void {
  try {
    if (draft.rating === 0 && draft.title === '' && draft.body === '') session()?.removeItem(reviewDraftKey(productId));
    else session()?.setItem(reviewDraftKey(productId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still holds the review for as long as the page is open.
  }
}

export const hasDraft = (draft: ReviewDraft) => draft.rating > 0 || draft.title !== '' || draft.body !== '';
