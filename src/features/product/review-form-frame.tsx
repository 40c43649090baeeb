/**
 * What the review form and its stand-in (./review-form-slot.tsx) share, so that both take the same
 * room: the card, and the heading with its note for a visitor.
 */
import { useSession } from '@/api/session';

export const REVIEW_FORM_CARD = 'space-y-4 rounded-2xl border border-ink-200 bg-white p-4 sm:p-6';

/** "Write a review", and for a visitor the note that reviews are posted from an account. */
export function ReviewFormIntro({ headingId }: { headingId?: string }) {
  const session = useSession();
  return (
    <div>
      <h3 id={headingId} className="font-display text-xl text-ink-900">
        Write a review
      </h3>
      {!session.isAuthenticated && (
        <p className="mt-1 text-sm text-ink-600">
          Reviews are posted from your account, so you will be asked to sign in.
        </p>
      )}
    </div>
  );
}
