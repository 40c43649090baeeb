/**
 * Pay Now and the lines under it: what is still missing (when it reads 'Missing details'), a
 * failed start, and where the payment happens. Signed in and ready, it submits the details form.
 */
import { useId } from 'react';
import { CHECKOUT_MESSAGES } from './checkout-schema';

export interface PayNowButtonProps {
  signedIn: boolean;
  formId: string;
  ready: boolean;
  starting: boolean;
  /** What is missing, as words ("a contact name and a phone number"); empty when ready. */
  missing: string;
  error: string | null;
  onPress: () => void;
}

export const PAY_NOW = 'Pay Now';
export const STARTING_PAYMENT = 'Starting payment…';

export function PayNowButton({ signedIn, formId, ready, starting, missing, error, onPress }: PayNowButtonProps) {
  const id = useId();
  const blocked = signedIn && !ready && !starting;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [blocked || !signedIn ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;

  const label = starting ? STARTING_PAYMENT : blocked ? CHECKOUT_MESSAGES.missingDetails : PAY_NOW;
  return (
    <div>
      <button
        type={signedIn ? 'submit' : 'button'}
        form={signedIn ? formId : undefined}
        onClick={signedIn ? undefined : onPress}
        disabled={signedIn && (blocked || starting)}
        aria-describedby={describedBy}
        className="btn-primary min-h-12 w-full text-base"
      >
        {starting && (
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5 animate-spin">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
            <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
        )}
        {label}
      </button>
      <div aria-live="polite">
        {blocked && (
          <p id={hintId} className="mt-3 text-sm text-ink-700">
            To pay, add {missing}.
          </p>
        )}
        {!signedIn && (
          <p id={hintId} className="mt-3 text-sm text-ink-700">
            Log in to pay for your order.
          </p>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <p className="mt-4 flex items-center justify-center gap-1.5 text-xs text-ink-600">
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="size-4 fill-current">
          <path d="M10 1.5 3.5 4v5c0 4.1 2.8 7.8 6.5 9 3.7-1.2 6.5-4.9 6.5-9V4L10 1.5Zm-1 12-3-3 1.4-1.4L9 10.7l3.6-3.6L14 8.5l-5 5Z" />
        </svg>
        You pay by card on Paystack’s secure page.
      </p>
    </div>
  );
}
