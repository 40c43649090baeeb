/**
 * Counts as Intl en-NG writes them, written out (@/lib/money says why: a page's first Intl
 * formatter starts the browser's locale library). count.test.ts holds it to Intl.
 */
import { once } from './once';

const intlCount = once(() => new Intl.NumberFormat('en-NG'));
const GROUP = /\B(?=(\d{3})+(?!\d))/g;

/** A run of digits with a comma every three from the right, as en-NG groups them (money.ts too). */
export function groupThousands(digits: string): string {
  return digits.replace(GROUP, ',');
}

/** 12,345: a count as Intl en-NG writes it (fractions and numbers past 2⁵³ go to Intl itself). */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return intlCount().format(value);
  const grouped = groupThousands(String(Math.abs(value)));
  return value < 0 || Object.is(value, -0) ? `-${grouped}` : grouped;
}
