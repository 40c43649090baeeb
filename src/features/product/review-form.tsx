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
import { useFormProblems, useFormValues } from '@/components/ui/use-form-problems';
import { RatingInput } from './rating-input';
import { EMPTY_REVIEW, hasDraft, readReviewDraft, writeReviewDraft } from './review-draft';
import {
  checkReview,
  reviewErrorMessage,
  SIGN_IN_MESSAGE,
  SUCCESS_MESSAGE,
  titleCount,
  type ReviewField,
} from './review-rules';

const FIELDS = ['rating', 'title', 'body'] as const satisfies readonly ReviewField[];

export function ReviewForm({ productId, onSubmitted }: { productId: number; onSubmitted?: () => void }) {
  const id = useId();
  const session = useSession();
  const create = useCreateReview(productId);
  const here = useRouterState({ select: (state) => state.location.href });
  const hash = useRouterState({ select: (state) => state.location.hash });
  const [restored] = useState(() => readReviewDraft(productId));
  const form = useFormProblems(FIELDS);
  const { values: draft, setValues: setDraft, set, text } = useFormValues(restored, form);
  const { rating, title, body } = draft;
  const formRef = useRef<HTMLFormElement>(null);
  const [thanked, setThanked] = useState(false);

  useEffect(() => writeReviewDraft(productId, draft), [productId, draft]);
  // Back from signing in (the link's ?next= ends in #reviews): the review as it was left, in view.
  useEffect(() => {
    if (hash === 'reviews' && hasDraft(restored)) formRef.current?.scrollIntoView({ block: 'start' });
  }, [hash, restored]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setThanked(false);
    const found = checkReview(draft, session.isAuthenticated);
    if (found) return form.show(found, event.currentTarget);
    form.reset();
    create.mutate(
      { rating, title: title.trim() || undefined, body: body.trim() || undefined },
      {
        onSuccess: () => {
          setDraft(EMPTY_REVIEW);
          setThanked(true);
          onSubmitted?.();
        },
        onError: (error) => form.show({ fields: {}, form: reviewErrorMessage(error) }),
      },
    );
  }

  const formError = form.problems.form;
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
        name="rating"
        value={rating}
        onChange={(value) => set('rating', value)}
        {...form.fieldProps('rating')}
      />

      <TextField
        label="Title"
        hint={
          <span className={`tabular-nums ${counter.over ? 'font-semibold text-red-700' : ''}`}>{counter.text}</span>
        }
        {...text('title')}
        autoComplete="off"
      />

      <TextareaField
        label="Your review"
        {...text('body')}
        rows={4}
        placeholder="What did you like? How did your skin feel after a few weeks?"
      />

      {formError && (
        <FormAlert id={form.alertId}>
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
