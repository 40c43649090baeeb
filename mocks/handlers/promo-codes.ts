/**
 * POST /promo-codes/check (this project's extension, decision 0034): can the caller use a code on
 * their next order, and what is it worth. The rules are in mocks/services/promo-codes.ts; the
 * checkout applies them again (mocks/handlers/orders.ts).
 */
import { db } from '../db';
import { currentUser } from '../services/auth';
import { checkPromoCode } from '../services/promo-codes';
import { clientOf, rateLimits, tooManyRequests, type Counted } from '../services/rate-limits';
import { fail, http } from './http';

export const promoCodeHandlers = [
  http.post('/promo-codes/check', async ({ request, response }) => {
    const user = currentUser(db, request) ?? fail(401, 'unauthorized', 'Sign in to continue.');
    // Refused checks count, so codes cannot be guessed at speed (a code works only for its account anyway).
    const counted: Counted = [
      ['promoAccount', String(user.id)],
      ['promoClient', clientOf(request)],
    ];
    const wait = rateLimits.retryAfter(counted);
    if (wait) return tooManyRequests(wait);
    const body = await request.json();
    const check = checkPromoCode(db, user, body.code);
    if (!check.ok) {
      rateLimits.record(counted);
      return response(400).json({ error: check.error, message: check.message });
    }
    return response(200).json({
      code: check.promo.code,
      percent_off: check.promo.percent_off,
      expires_at: check.promo.expires_at,
    });
  }),
];
