/**
 * Counts as Intl en-NG writes them, written out (@/lib/money says why: a page's first Intl
 * formatter starts the browser's locale library). count.test.ts holds it to Intl.
 */
import { once } from './once';

const intlCount = once(() => new Intl.NumberFormat('en-NG'));

/** 12,345: a count as Intl en-NG writes it (fractions and numbers past 2⁵³ go to Intl itself). */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return intlCount().format(value);
  const grouped = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 || Object.is(value, -0) ? `-${grouped}` : grouped;
}
