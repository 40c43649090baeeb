/**
 * The review form's rules and messages, word for word from the spec (section 5, Review; section 8,
 * Review). The client checks, in this order: signed in, a rating from 1 to 5, a title of at most
 * REVIEW_TITLE_MAX characters (the spec's own limit, below the contract's), a body within the
 * contract's limit (`src/api/limits.gen.ts`, "Must be 5,000 characters or fewer."). The server's
 * codes map to their own messages. Characters are counted as the contract counts them (code
 * points: an emoji is one), in the check and in the title's counter (`titleCount`).
 */
import * as z from 'zod/mini';
import { isApiError, serverMessage } from '@/api/errors';
import { tooManyAttemptsMessage } from '@/api/rate-limit';
import { limits } from '@/api/limits.gen';
import { REVIEW_TITLE_MAX } from '@/config/constants';
import { fits, validate, type FormProblems } from '@/lib/form-problems';
import { characters } from '@/lib/limits';
import type { ReviewDraft } from './review-draft';

export const SIGN_IN_MESSAGE = 'Please sign in to leave a review.';
export const RATING_MESSAGE = 'Please select a rating between 1 and 5.';
export const TITLE_MESSAGE = `Title must be ${REVIEW_TITLE_MAX} characters or fewer.`;
export const SUCCESS_MESSAGE = 'Thanks for your review!';

export const reviewSchema = z.object({
  rating: z.int().check(z.minimum(1, { error: RATING_MESSAGE }), z.maximum(5, { error: RATING_MESSAGE })),
  title: z.string().check(fits({ maxLength: REVIEW_TITLE_MAX }, TITLE_MESSAGE)),
  // Checked as sent: trimmed.
  body: z.string().check(z.trim(), fits(limits.createReview.body)),
});

/** The title's counter, in code points as the contract counts: "😀😀" is 2/255 (its UTF-16 length is 4). */
export function titleCount(title: string): { count: number; over: boolean; text: string } {
  const count = characters(title);
  return { count, over: count > REVIEW_TITLE_MAX, text: `${count}/${REVIEW_TITLE_MAX}` };
}

export type ReviewField = keyof ReviewDraft;

/**
 * Null when the draft may be sent; otherwise what the form shows (`useFormProblems`). Signed out,
 * nothing else is checked: the form's message asks to sign in.
 */
export function checkReview(draft: ReviewDraft, signedIn: boolean): FormProblems<ReviewField> | null {
  if (!signedIn) return { fields: {}, form: SIGN_IN_MESSAGE };
  const result = validate<ReviewDraft, ReviewField>(reviewSchema, draft);
  return result.ok ? null : result.problems;
}

/** What a failed POST /products/{id}/reviews shows. A 401 (the session could not be renewed) asks to sign in. */
export function reviewErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401) return SIGN_IN_MESSAGE;
    if (error.status === 429) return tooManyAttemptsMessage(error)!;
    if (error.code === 'invalid_rating') return serverMessage(error) ?? RATING_MESSAGE;
    if (error.code === 'title_too_long') return 'Title is too long.';
    if (error.code === 'author_name_too_long') return 'Name is too long.';
  }
  return 'Failed to submit review.';
}
