import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNaira, koboToNaira, nairaToKobo, priceToNumber } from './money';

describe('money', () => {
  it('formats naira with the naira sign and en-NG grouping', () => {
    expect(formatNaira(12500)).toBe('₦12,500');
    expect(formatNaira(4500.5)).toBe('₦4,500.50');
    expect(formatNaira(0)).toBe('₦0');
  });

  it('converts kobo at 100 per naira, rounding naira to whole kobo', () => {
    expect(koboToNaira(450050)).toBe(4500.5);
    expect(nairaToKobo(4500.5)).toBe(450050);
    expect(nairaToKobo(19.999)).toBe(2000);
    expect(nairaToKobo(0.015)).toBe(2);
  });

  it('reduces price strings to their digits', () => {
    expect(priceToNumber('₦4,500')).toBe(4500);
    expect(priceToNumber('NGN 1,250.75')).toBe(1250.75);
    expect(priceToNumber(3200)).toBe(3200);
    expect(priceToNumber('free')).toBe(0);
    expect(priceToNumber(null)).toBe(0);
  });
});

describe('formatNaira, written out, against Intl en-NG', () => {
  const whole = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 });
  const withKobo = new Intl.NumberFormat('en-NG', {
    style: 'currency',
    currency: 'NGN',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  /** What the formatter did with Intl: whole naira when the amount rounds to whole naira, else kobo. */
  const intl = (naira: number) => (Number.isInteger(Math.round(naira * 100) / 100) ? whole : withKobo).format(naira);

  it('writes what Intl writes, for edge amounts', () => {
    for (const naira of [
      0,
      -0,
      0.4,
      -0.4,
      0.005,
      -0.005,
      0.125,
      1.005,
      2.004,
      2.996,
      999.995,
      1.015,
      2.675,
      0.285,
      277901060275665.1,
      5e-7,
      0.00999,
      0.995,
      1000,
      1234.5,
      -1234.4,
      1e9,
      123456789.99,
      1e21,
      1.5e22,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
    ]) {
      expect(formatNaira(naira), String(naira)).toBe(intl(naira));
    }
  });

  it('writes what Intl writes, for any amount', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e12, max: 1e12 }),
          fc.double({ min: -1e15, max: 1e15, noNaN: true }),
          fc.double({ min: -10, max: 10, noNaN: true }),
          fc.integer({ min: -1e9, max: 1e9 }).map((kobo) => kobo / 100),
        ),
        (naira) => {
          expect(formatNaira(naira)).toBe(intl(naira));
        },
      ),
      { numRuns: 5000 },
    );
  });
});
