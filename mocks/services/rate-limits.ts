/**
 * Slowing down guessing: attempts counted per email (or account) and per client in a sliding
 * window on the mock's clock (so tests move time with `clock.advance`). Each limited operation
 * documents its limits in openapi.yaml; they are listed in docs/mock-backend.md.
 *
 * A client is the first address of `X-Forwarded-For` when a proxy in front sets it, else the one
 * browser (or process) the mock runs in. Counts live in memory: a reload of the page, a restart of
 * mock:server and every reset to the seed clear them.
 */
import { HttpResponse } from 'msw';
import { waitMessage } from '../../src/api/rate-limit';
import { clock } from './clock';

export { waitMessage };

export interface Limit {
  /** Attempts allowed in the window; the next one is refused. */
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** The limits, by what they count. */
export const LIMITS = {
  /** Failed sign-ins: 5 for one email, 20 from one client, in 15 minutes. */
  loginEmail: { max: 5, windowMs: 15 * MINUTE },
  loginClient: { max: 20, windowMs: 15 * MINUTE },
  /** Registrations (every attempt): 5 for one email, 10 from one client, in an hour. */
  registerEmail: { max: 5, windowMs: 60 * MINUTE },
  registerClient: { max: 10, windowMs: 60 * MINUTE },
  /** Reset-code requests: 3 for one email, 10 from one client, in an hour. */
  forgotEmail: { max: 3, windowMs: 60 * MINUTE },
  forgotClient: { max: 10, windowMs: 60 * MINUTE },
  /** Failed resets (wrong email, code, or an expired code): 10 for one email, 20 from one client, in 15 minutes. */
  resetEmail: { max: 10, windowMs: 15 * MINUTE },
  resetClient: { max: 20, windowMs: 15 * MINUTE },
  /** Reviews: 10 from one account, 20 from one client, in an hour. */
  reviewAccount: { max: 10, windowMs: 60 * MINUTE },
  reviewClient: { max: 20, windowMs: 60 * MINUTE },
  /** Checkouts: 10 from one account, 30 from one client, in 10 minutes. */
  checkoutAccount: { max: 10, windowMs: 10 * MINUTE },
  checkoutClient: { max: 30, windowMs: 10 * MINUTE },
  /** Refused promo-code checks: 10 from one account, 30 from one client, in 15 minutes. */
  promoAccount: { max: 10, windowMs: 15 * MINUTE },
  promoClient: { max: 30, windowMs: 15 * MINUTE },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

const attempts = new Map<string, number[]>();

function recent(key: string, limit: Limit): number[] {
  const now = clock.now();
  const kept = (attempts.get(key) ?? []).filter((t) => t > now - limit.windowMs && t <= now);
  if (kept.length > 0) attempts.set(key, kept);
  else attempts.delete(key);
  return kept;
}

/** The client a request comes from (see the module's comment). */
export function clientOf(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded ? `ip:${forwarded.slice(0, 64)}` : 'local';
}

export type Counted = ReadonlyArray<readonly [LimitName, string]>;

export const rateLimits = {
  /**
   * Seconds to wait when any of the counters has reached its limit, else null. The wait lasts
   * until the oldest attempt in the window leaves it.
   */
  retryAfter(counted: Counted): number | null {
    let wait = 0;
    for (const [name, who] of counted) {
      const limit = LIMITS[name];
      const list = recent(`${name}|${who}`, limit);
      if (list.length >= limit.max) {
        const freeAt = list[list.length - limit.max]! + limit.windowMs;
        wait = Math.max(wait, Math.ceil((freeAt - clock.now()) / 1000));
      }
    }
    return wait > 0 ? Math.max(1, wait) : null;
  },
  /** Counts one attempt against each counter. */
  record(counted: Counted): void {
    const now = clock.now();
    for (const [name, who] of counted) {
      const key = `${name}|${who}`;
      attempts.set(key, [...recent(key, LIMITS[name]), now]);
    }
  },
  clear(): void {
    attempts.clear();
  },
};

/** The documented 429: `Retry-After` in seconds, and the same figure in the body. */
export function tooManyRequests(seconds: number): Response {
  return HttpResponse.json(
    { error: 'too_many_requests', message: waitMessage(seconds), retry_after: seconds },
    { status: 429, headers: { 'Retry-After': String(seconds) } },
  );
}
