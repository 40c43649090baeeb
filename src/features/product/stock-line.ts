/**
 * What is left to sell, in the words (decision 0046): "In stock", "Only N left" (3 or
 * fewer, the contract's low-stock line), "Out of stock". Stock not counted (a host without the
 * extension) has no line and no limit.
 */
import { LOW_STOCK_AT } from '@/config/constants';

/** The stock line for what is left; null when not counted. */
export function stockLine(left: number | null): string | null {
  if (left === null) return null;
  if (left <= 0) return 'Out of stock';
  if (left <= LOW_STOCK_AT) return `Only ${left} left`;
  return 'In stock';
}
