import { describe, expect, it } from 'vitest';
import { loginErrorMessage } from '@/components/auth/login-form';
import { forgotProblems, registerProblems, resetProblems } from '@/features/account/account-messages';
import { checkoutErrorMessage } from '@/features/checkout/checkout-error';
import { reviewErrorMessage } from '@/features/product/review-rules';
import { errorFromAnswer, parseRetryAfter, unwrap } from './errors';
import { tooManyAttemptsMessage, waitMessage } from './rate-limit';

const body = { error: 'too_many_requests', message: 'Slow down.' };

describe('a 429 too_many_requests', () => {
  it('reads the wait from Retry-After, else from the body', () => {
    const response = new Response(null, { status: 429, headers: { 'Retry-After': '720' } });
    expect(() => unwrap({ error: body, response })).toThrow(expect.objectContaining({ status: 429, retryAfter: 720 }));
    expect(errorFromAnswer(429, { ...body, retry_after: 30 }).retryAfter).toBe(30);
    expect(errorFromAnswer(429, body).retryAfter).toBeUndefined();
    expect(parseRetryAfter(new Date(Date.now() + 90_000).toUTCString())).toBeGreaterThanOrEqual(89);
    expect(parseRetryAfter('soon')).toBeUndefined();
  });

  it('says how long to wait, in minutes or seconds', () => {
    expect(waitMessage(700)).toBe('Too many attempts. Try again in 12 minutes.');
    expect(waitMessage(60)).toBe('Too many attempts. Try again in 1 minute.');
    expect(waitMessage(1)).toBe('Too many attempts. Try again in 1 second.');
    expect(waitMessage(undefined)).toBe('Too many attempts. Try again later.');
    expect(tooManyAttemptsMessage(errorFromAnswer(400, body))).toBeUndefined();
  });

  it('is what every limited form shows', () => {
    const error = errorFromAnswer(429, { ...body, retry_after: 720 });
    const text = 'Too many attempts. Try again in 12 minutes.';
    expect(loginErrorMessage(error)).toBe(text);
    expect(loginErrorMessage(error, true)).toBe(text);
    expect(registerProblems(error).form).toBe(text);
    expect(forgotProblems(error, 'a@b.co').form).toBe(text);
    expect(resetProblems(error).form).toBe(text);
    expect(reviewErrorMessage(error)).toBe(text);
    expect(checkoutErrorMessage(error)).toBe(text);
  });
});
