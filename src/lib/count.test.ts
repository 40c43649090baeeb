import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from './count';

describe('formatCount', () => {
  const intl = new Intl.NumberFormat('en-NG');

  it('groups thousands with commas', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(-1234567)).toBe('-1,234,567');
  });

  it('writes what Intl en-NG writes, for any number', () => {
    const numbers = fc.oneof(
      fc.integer(),
      fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }),
      fc.double(),
      fc.constantFrom(-0, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY),
    );
    fc.assert(
      fc.property(numbers, (value) => {
        expect(formatCount(value)).toBe(intl.format(value));
      }),
      { numRuns: 5000 },
    );
  });
});
