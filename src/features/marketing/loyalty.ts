/**
 * BS Earn Status, the loyalty programme (spec section 9): status from ₦10,000 spent; 1 point per
 * ₦100 spent, added when the order ships; 100 points equal ₦1,000 credit, to be spent within
 * 30 days. The figures come from LOYALTY; these helpers only do the arithmetic for the page.
 */
import { LOYALTY } from '@/config/constants';
import { formatNaira } from '@/lib/money';

/** Points an amount spent earns: one for every whole ₦100. */
export function pointsForSpend(naira: number): number {
  return Math.floor(naira / LOYALTY.nairaPerPoint);
}

/** Credit, in naira, that a number of points is worth at 100 points = ₦1,000 (so 250 points = ₦2,500). */
export function creditForPoints(points: number): number {
  return (points * LOYALTY.creditNaira) / LOYALTY.pointsPerCredit;
}

/** The rules as the page states them, word for word the same wherever they appear. */
export const LOYALTY_TEXT = {
  entry: `Spend ${formatNaira(LOYALTY.entryNaira)} to enter status`,
  earn: `1 point per ${formatNaira(LOYALTY.nairaPerPoint)} spent`,
  credit: `${LOYALTY.pointsPerCredit} points = ${formatNaira(LOYALTY.creditNaira)} credit`,
  spendWithin: `Spend it within ${LOYALTY.spendWithinDays} days`,
} as const;
