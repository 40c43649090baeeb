import { afterEach, describe, expect, it } from 'vitest';
import { newPromoCode } from './promo-codes';
import { seedMockRandom } from './random';

describe("the mock's own draws", () => {
  afterEach(() => seedMockRandom(null));

  it('make the same welcome codes from the same seed, whatever else draws from Math.random meanwhile', () => {
    seedMockRandom(23);
    const first = [newPromoCode(), newPromoCode()];
    seedMockRandom(23);
    Math.random();
    const second = newPromoCode();
    Math.random();
    Math.random();
    expect([second, newPromoCode()]).toEqual(first);
    expect(first[0]).not.toBe(first[1]);
  });

  it('go back to Math.random when the seed is taken off', () => {
    seedMockRandom(23);
    seedMockRandom(null);
    const codes = new Set(Array.from({ length: 20 }, () => newPromoCode()));
    expect(codes.size).toBeGreaterThan(15);
  });
});
