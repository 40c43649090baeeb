/**
 * The review form's place on the product page. Its code (./review-form: the rating, the form kit's
 * fields and alerts, the rules and the contract's limits, the draft) is not in the page's first
 * download (docs/performance.md): it loads when the form comes near the screen, when the shopper
 * reaches for the reviews (focus inside them: `wanted`), or a moment after the page has loaded,
 * once the browser is idle, so it is ready before a shopper scrolls to it and a tool that looks
 * for the form without scrolling finds it. Until then a stand-in of the same size holds its place
 * (nothing moves when the form arrives) and says that the form is loading.
 * Once loaded, the code stays: the next product page draws the form at once.
 */
import { useEffect, useState } from 'react';
import { useSession } from '@/api/session';
import { useNearScreen } from '@/components/layout/use-near-screen';
import { Skeleton } from '@/components/ui/skeleton';
import type { ReviewForm } from './review-form';

interface ReviewFormModule {
  ReviewForm: typeof ReviewForm;
}

let loaded: ReviewFormModule | undefined;
let loading: Promise<ReviewFormModule> | undefined;

/** The form's code, fetched once (again after a failure). */
export function loadReviewForm(): Promise<ReviewFormModule> {
  loading ??= import('./review-form').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** How long after the page's load the form's code is fetched anyway, when the browser is idle. */
const AFTER_LOAD_MS = 1000;

/** True a moment after the page's load event, once the browser is idle. */
function useAfterLoad(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    let idle: number | undefined;
    const whenIdle = () =>
      typeof window.requestIdleCallback === 'function'
        ? (idle = window.requestIdleCallback(() => setAfter(true), { timeout: 2000 }))
        : setAfter(true);
    const wait = () => (timer = window.setTimeout(whenIdle, AFTER_LOAD_MS));
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
    return () => {
      window.removeEventListener('load', wait);
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  return after;
}

export interface ReviewFormSlotProps {
  productId: number;
  onSubmitted: () => void;
  /** The shopper reached for the reviews (focus inside them): load now. */
  wanted: boolean;
}

export function ReviewFormSlot({ productId, onSubmitted, wanted }: ReviewFormSlotProps) {
  const [module, setModule] = useState(loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Where IntersectionObserver is missing, the form loads at once.
  const [ref, near] = useNearScreen();
  const afterLoad = useAfterLoad();
  const load = wanted || near || afterLoad || attempt > 0;

  useEffect(() => {
    if (!load || module) return;
    let current = true;
    loadReviewForm().then(
      (loadedModule) => current && setModule(loadedModule),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [load, module, attempt]);

  return (
    <div ref={ref}>
      {module ? (
        <module.ReviewForm productId={productId} onSubmitted={onSubmitted} />
      ) : (
        <ReviewFormStandIn
          failed={failed}
          onRetry={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        />
      )}
    </div>
  );
}

/**
 * The form's shape while its code loads: its card and heading (copied from ./review-form: the
 * form's code must not import from this chunk, or the route's chunk would need a module namespace
 * helper on every page), its rows and heights (the rating's five stars, the title with its counter,
 * a four-line text box, the button), so the page does not move when the form replaces it.
 */
function ReviewFormStandIn({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const session = useSession();
  const label = <Skeleton className="h-5 w-20" />;
  return (
    <div
      className="space-y-4 rounded-2xl border border-ink-200 bg-white p-4 sm:p-6"
      data-loading-code={failed ? undefined : true}
    >
      <div aria-hidden="true">
        <p className="font-display text-xl text-ink-900">Write a review</p>
        {!session.isAuthenticated && (
          <p className="mt-1 text-sm text-ink-600">
            Reviews are posted from your account, so you will be asked to sign in.
          </p>
        )}
      </div>
      <div>
        {label}
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <div className="flex">
            {[1, 2, 3, 4, 5].map((n) => (
              <span key={n} className="p-1.5">
                <Skeleton className="size-8 rounded-full" />
              </span>
            ))}
          </div>
          {/* As wide as the form's "Choose 1 to 5 stars": the row wraps where the form's does. */}
          <span className="text-sm text-transparent" aria-hidden="true">
            Choose 1 to 5 stars
          </span>
        </div>
      </div>
      <div>
        {label}
        <Skeleton className="mt-1.5 h-11 rounded-lg" />
        <p className="mt-1 text-sm text-transparent" aria-hidden="true">
          0/255
        </p>
      </div>
      <div>
        {label}
        {/* A four-row text box: four lines of text, its padding and border. */}
        <Skeleton className="mt-1.5 h-[calc(7rem+2px)] rounded-lg" />
      </div>
      {failed ? (
        <div role="alert" className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-2 text-sm text-ink-700">
          The review form could not be loaded.
          <button type="button" className="btn-secondary" onClick={onRetry}>
            Try again
          </button>
        </div>
      ) : (
        <p
          role="status"
          className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-ink-100 px-5 py-2 text-sm font-semibold text-ink-700 sm:w-auto"
        >
          Loading the review form…
        </p>
      )}
    </div>
  );
}
