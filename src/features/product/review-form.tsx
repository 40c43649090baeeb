/**
 * Write a review: rating, title (with an 'n/255' counter) and body. Client rules and server
 * messages are in ./review-rules. A failed submission keeps what was typed; a successful one
 * thanks the shopper and empties the form, and the product is fetched again (useCreateReview), so
 * the review and the new rating appear without a reload. What is typed is kept for the product
 * (./review-draft): a shopper sent to sign in comes back to it, scrolled to the form. Its code
 * loads when it is needed, and its stand-in meanwhile copies its card and heading: keep the two
 * alike (./review-form-slot.tsx; e2e/below-the-fold.e2e.ts checks that they take the same room).
 */
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useCreateReview } from '@/api/queries/products';
import { useSession } from '@/api/session';
import { TextareaField, TextField } from '@/components/ui/field';
import { FormAlert, FormSuccess } from '@/components/ui/form-alert';
import { RatingInput } from './rating-input';
import { hasDraft, readReviewDraft, writeReviewDraft } from './review-draft';
import {
  checkReview,
  reviewErrorMessage,
  SIGN_IN_MESSAGE,
  SUCCESS_MESSAGE,
  titleCount,
  type ReviewProblems,
} from './review-rules';

export function ReviewForm({ productId, onSubmitted }: { productId: number; onSubmitted?: () => void }) {
  const id = useId();
  const session = useSession();
  const create = useCreateReview(productId);
  const here = useRouterState({ select: (state) => state.location.href });
  const hash = useRouterState({ select: (state) => state.location.hash });
  const [restored] = useState(() => readReviewDraft(productId));
  const [rating, setRating] = useState(restored.rating);
  const [title, setTitle] = useState(restored.title);
  const bodyInput = useRef<HTMLTextAreaElement>(null);
  const [body, setBody] = useState(restored.body);
  const formRef = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<ReviewProblems>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [thanked, setThanked] = useState(false);
  const firstStar = useRef<HTMLInputElement>(null);
  const titleInput = useRef<HTMLInputElement>(null);

  useEffect(() => writeReviewDraft(productId, { rating, title, body }), [productId, rating, title, body]);
  // Back from signing in (the link's ?next= ends in #reviews): the review as it was left, in view.
  useEffect(() => {
    if (hash === 'reviews' && hasDraft(restored)) formRef.current?.scrollIntoView({ block: 'start' });
  }, [hash, restored]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setThanked(false);
    setServerError(null);
    const found = checkReview({ rating, title, body }, session.isAuthenticated);
    setProblems(found ?? {});
    if (found) {
      if (found.rating) firstStar.current?.focus();
      else if (found.title) titleInput.current?.focus();
      else if (found.body) bodyInput.current?.focus();
      return;
    }
    create.mutate(
      { rating, title: title.trim() || undefined, body: body.trim() || undefined },
      {
        onSuccess: () => {
          setRating(0);
          setTitle('');
          setBody('');
          setThanked(true);
          onSubmitted?.();
        },
        onError: (error) => setServerError(reviewErrorMessage(error)),
      },
    );
  }

  const formError = problems.signIn ? SIGN_IN_MESSAGE : serverError;
  // In code points, as the contract and the check count: an emoji is one.
  const counter = titleCount(title);

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="space-y-4 rounded-2xl border border-ink-200 bg-white p-4 sm:p-6"
    >
      <div>
        <h3 id={`${id}-heading`} className="font-display text-xl text-ink-900">
          Write a review
        </h3>
        {!session.isAuthenticated && (
          <p className="mt-1 text-sm text-ink-600">
            Reviews are posted from your account, so you will be asked to sign in.
          </p>
        )}
      </div>

      <RatingInput
        value={rating}
        onChange={setRating}
        error={problems.rating}
        errorId={`${id}-rating-error`}
        firstRef={firstStar}
      />

      <TextField
        ref={titleInput}
        label="Title"
        hint={
          <span className={`tabular-nums ${counter.over ? 'font-semibold text-red-700' : ''}`}>{counter.text}</span>
        }
        error={problems.title}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        autoComplete="off"
      />

      <TextareaField
        ref={bodyInput}
        label="Your review"
        error={problems.body}
        rows={4}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        placeholder="What did you like? How did your skin feel after a few weeks?"
      />

      {formError && (
        <FormAlert>
          {formError}
          {formError === SIGN_IN_MESSAGE && (
            <>
              {' '}
              <Link to="/login" search={{ next: `${here.split('#')[0]}#reviews` }} className="link">
                Sign in
              </Link>
            </>
          )}
        </FormAlert>
      )}
      {thanked && <FormSuccess>{SUCCESS_MESSAGE}</FormSuccess>}

      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={create.isPending}>
        {create.isPending ? 'Submitting…' : 'Submit review'}
      </button>
    </form>
  );
}
