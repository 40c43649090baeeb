/**
 * Money: naira for display, kobo where the API gives kobo (100 kobo per naira). One formatter, so
 * every price shows the naira sign the same way: what `Intl.NumberFormat('en-NG', { style:
 * 'currency', currency: 'NGN' })` writes (money.test.ts holds it to that, amount by amount).
 *
 * Written out rather than asking `Intl`: a page's first `Intl` formatter starts the browser's
 * locale library, 30 to 70 ms on a fast machine (four times that on the phone Lighthouse emulates),
 * in the middle of drawing the first prices (docs/decisions/0020-performance-choices.md).
 */
import { KOBO_PER_NAIRA } from '@/config/constants';
import { groupThousands } from './count';
import { once } from './once';

/** For what String() writes with an exponent or not as digits (NaN, ∞, 10²¹ and over): never a real price. */
const intlNaira = once(
  () => new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 }),
);

/**
 * `naira` (0 ≤ naira < 10²¹) with `digits` decimals, rounded as Intl rounds: half away from zero
 * on the shortest decimal that reads back as the same number (1.005 → 1.01, where toFixed says
 * 1.00 because the double is 1.00499…).
 */
function toDecimals(naira: number, digits: 0 | 2): [whole: string, fraction: string] {
  // Under 10⁻⁶ String() writes an exponent; such an amount rounds to 0 at two decimals anyway.
  const [whole = '0', fraction = ''] = naira < 1e-6 ? ['0'] : String(naira).split('.');
  const kept = fraction.padEnd(digits, '0').slice(0, digits);
  const up = (fraction[digits] ?? '0') >= '5';
  const rounded = (BigInt(whole + kept) + (up ? 1n : 0n)).toString().padStart(digits + 1, '0');
  return [rounded.slice(0, rounded.length - digits), rounded.slice(rounded.length - digits)];
}

/** ₦12,500 or ₦4,500.50: whole naira without decimals, kobo when there are any; -₦500 below zero. */
export function formatNaira(naira: number): string {
  if (!(Math.abs(naira) < 1e21)) return intlNaira().format(naira);
  const [whole, kobo] = toDecimals(Math.abs(naira), Number.isInteger(Math.round(naira * 100) / 100) ? 0 : 2);
  const sign = naira < 0 || Object.is(naira, -0) ? '-' : '';
  return `${sign}₦${groupThousands(whole)}${kobo ? `.${kobo}` : ''}`;
}

export function koboToNaira(kobo: number): number {
  return kobo / KOBO_PER_NAIRA;
}

/** Naira to kobo, rounded to a whole kobo (the refund form's rule). */
export function nairaToKobo(naira: number): number {
  return Math.round(naira * KOBO_PER_NAIRA);
}

/**
 * A price as the API may send it (a number, or a string such as "₦4,500"): the spec reduces
 * strings to their numeric characters for totals. Returns 0 for anything unreadable.
 */
export function priceToNumber(price: number | string | null | undefined): number {
  if (typeof price === 'number') return Number.isFinite(price) ? price : 0;
  if (typeof price !== 'string') return 0;
  const cleaned = price.replace(/[^0-9.]/g, '');
  const value = Number.parseFloat(cleaned);
  return Number.isFinite(value) ? value : 0;
}
