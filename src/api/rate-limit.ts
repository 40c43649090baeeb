/**
 * A 429 too_many_requests (this project's addition to the contract): the wait it asks for, in
 * words a shopper reads. The wait comes from the Retry-After header, or the body's retry_after
 * when a host on another origin does not expose the header.
 */
import { isApiError } from './errors';

/** "Too many attempts. Try again in 12 minutes." (seconds under a minute; "later" when unknown). */
export function waitMessage(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return 'Too many attempts. Try again later.';
  const s = Math.ceil(seconds);
  if (s < 60) return `Too many attempts. Try again in ${s} second${s === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(s / 60);
  return `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** The message for a 429, or undefined for any other failure. */
export function tooManyAttemptsMessage(error: unknown): string | undefined {
  if (!isApiError(error) || error.status !== 429) return undefined;
  return waitMessage(error.retryAfter);
}
