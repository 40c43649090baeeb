/**
 * What an admin may do to an order (spec section 4), and the refund form's amount rule (spec
 * section 5). Pure, so the screens and their tests share one source.
 */
import type { AdminOrder } from '@/api/queries/admin';

export type OrderAction = 'fulfil' | 'cancel' | 'refund';

export interface ActionRule {
  allowed: boolean;
  /** Why not, in a short sentence, when it is not allowed. */
  reason?: string;
}

/** Fulfil only from paid or pending; cancel not from fulfilled, refunded or cancelled; refund not from refunded or cancelled. */
export function actionRule(action: OrderAction, status: string): ActionRule {
  switch (action) {
    case 'fulfil':
      return status === 'paid' || status === 'pending'
        ? { allowed: true }
        : { allowed: false, reason: `Only paid or pending orders can be fulfilled; this one is ${status}.` };
    case 'cancel':
      return ['fulfilled', 'refunded', 'cancelled'].includes(status)
        ? { allowed: false, reason: `A ${status} order can no longer be cancelled.` }
        : { allowed: true };
    case 'refund':
      return status === 'refunded' || status === 'cancelled'
        ? { allowed: false, reason: `A ${status} order can no longer be refunded.` }
        : { allowed: true };
  }
}

/**
 * The refund amount typed in naira, as kobo to send: blank or non-numeric means a full refund
 * (undefined); otherwise naira × 100, rounded half up. The digits are shifted as text, not
 * multiplied as a float: 2500.555 × 100 is 250055.49999… in binary, and the admin typed ₦2,500.555,
 * which rounds to 250056 kobo. A naira sign, thousands commas and spaces are allowed.
 */
export function refundAmountKobo(input: string): number | undefined {
  const text = input.trim().replace(/[₦,\s]/g, '');
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (!match[2] && !match[3])) return undefined;
  const [, sign, whole = '', fraction = ''] = match;
  const digits = `${whole || '0'}${fraction.padEnd(3, '0').slice(0, 2)}`;
  const kobo = Number(digits) + (Number(fraction.charAt(2) || '0') >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(kobo)) return undefined;
  return sign === '-' ? -kobo : kobo;
}

/** What a full refund would send back: paid minus already refunded, in kobo (never below 0). */
export function refundableKobo(order: Pick<AdminOrder, 'amount_paid_kobo' | 'amount_refunded_kobo'>): number {
  return Math.max(0, (order.amount_paid_kobo ?? 0) - (order.amount_refunded_kobo ?? 0));
}
