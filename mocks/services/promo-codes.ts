/**
 * The first-order promo code (this project's extension, docs/decisions/0034-promo-code-extension.md):
 * registering sends a welcome email with a one-time code, 5% off the subtotal of the account's
 * first paid order, valid for 30 days. The rules, in the order they are checked: the code exists
 * and is the caller's (`promo_code_unknown`), no paid order carries it (`promo_code_used`), it has
 * not expired (`promo_code_expired`), the account has no paid order yet (`promo_code_not_first_order`).
 */
import { PROMO_FIRST_ORDER_PERCENT } from '../../src/config/constants';
import { promoDiscount } from '../../src/lib/promo-discount';
import type { Database } from '../db';
import type { OrderRow, PromoCodeRow, UserRow } from '../db/schema';
import { clock } from './clock';
import { mockRandom } from './random';

/** One rule for the host and the cart: percent of the subtotal, rounded to the kobo. */
export { promoDiscount };

export const PROMO_CODE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const PROMO_CODE_PREFIX = 'WELCOME-';

/** Orders whose payment was received: they use a code, and make the next order not a first one. */
const PAID: ReadonlySet<OrderRow['status']> = new Set(['paid', 'fulfilled', 'refunded']);

export type PromoRefusal =
  'promo_code_unknown' | 'promo_code_used' | 'promo_code_expired' | 'promo_code_not_first_order';

/** The server's words for each refusal (the store shows its own, the same in substance). */
export const PROMO_REFUSALS: Record<PromoRefusal, string> = {
  promo_code_unknown: 'This promo code is not recognised.',
  promo_code_used: 'This promo code has already been used.',
  promo_code_expired: 'This promo code has expired.',
  promo_code_not_first_order: 'This promo code is for a first order, and this account already has a paid order.',
};

export type PromoCheck = { ok: true; promo: PromoCodeRow } | { ok: false; error: PromoRefusal; message: string };

/** As kept: trimmed, upper case, spaces dropped ("welcome 7k3q9x " is WELCOME7K3Q9X, so is WELCOME-…). */
export function normalPromoCode(input: string): string {
  return input.trim().toUpperCase().replace(/\s+/g, '');
}

/** WELCOME- and 6 letters or digits that cannot be misread (no 0/O, 1/I). */
export function newPromoCode(): string {
  const chars = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let tail = '';
  for (let i = 0; i < 6; i++) tail += chars[Math.floor(mockRandom() * chars.length)];
  return `${PROMO_CODE_PREFIX}${tail}`;
}

const refuse = (error: PromoRefusal): PromoCheck => ({ ok: false, error, message: PROMO_REFUSALS[error] });

/** Can `user` use `input` on their next order? */
export function checkPromoCode(db: Database, user: UserRow, input: string): PromoCheck {
  const code = normalPromoCode(input);
  // A code typed without its hyphen is still found.
  const promo = db.promoCodes.getBy('code', code) ?? db.promoCodes.find((p) => p.code.replace(/-/g, '') === code);
  // Another account's code is unknown to this one: nothing tells that it exists.
  if (!promo || promo.user_id !== user.id) return refuse('promo_code_unknown');
  const paidOrders = db.orders.where((o) => o.user_id === user.id && PAID.has(o.status));
  if (paidOrders.some((o) => o.promo_code === promo.code)) return refuse('promo_code_used');
  if (Date.parse(promo.expires_at) <= clock.now()) return refuse('promo_code_expired');
  if (paidOrders.length > 0) return refuse('promo_code_not_first_order');
  return { ok: true, promo };
}

function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** A new account's welcome code, and the email that sends it (the mock's outbox). */
export async function sendWelcomeCode(db: Database, user: UserRow): Promise<PromoCodeRow> {
  let code = newPromoCode();
  for (let attempt = 0; db.promoCodes.getBy('code', code) && attempt < 20; attempt++) code = newPromoCode();
  const now = clock.now();
  const promo = await db.promoCodes.insert({
    code,
    user_id: user.id,
    percent_off: PROMO_FIRST_ORDER_PERCENT,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + PROMO_CODE_TTL_MS).toISOString(),
  });
  await db.outbox.insert({
    to: user.email,
    subject: `Welcome to Beauty Stars: ${PROMO_FIRST_ORDER_PERCENT}% off your first order`,
    body:
      `Welcome to Beauty Stars! Your first-order code is ${code}: ${PROMO_FIRST_ORDER_PERCENT}% off the subtotal ` +
      `of your first paid order. Enter it in your cart under "Promo code" and press Apply. ` +
      `It can be used once, by this account, until ${longDate(promo.expires_at)}.`,
    code,
    created_at: new Date(now).toISOString(),
  });
  return promo;
}
