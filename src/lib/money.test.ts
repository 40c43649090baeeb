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
