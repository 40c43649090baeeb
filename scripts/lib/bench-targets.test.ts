import { describe, expect, it } from 'vitest';
import { evaluateTargets, median } from './bench-targets';

describe('bench targets', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('holds shopper pages to 150 kB, 95, LCP < 2 s, TBT < 150 ms and CLS < 0.02, and admin to a score of 95, naming the build', () => {
    const checks = evaluateTargets(
      [
        { page: 'home', kind: 'shopper', realKB: 150 },
        { page: 'listing', kind: 'shopper', realKB: 150.1 },
        { page: 'admin', kind: 'admin', realKB: 400 },
      ],
      [
        { page: 'home', kind: 'shopper', figures: { score: 95, lcpMs: 1999, tbtMs: 149, cls: 0.019 } },
        { page: 'listing', kind: 'shopper', figures: { score: 94, lcpMs: 2000, tbtMs: 150, cls: 0.02 } },
        { page: 'admin', kind: 'admin', figures: { score: 95, lcpMs: 5000, tbtMs: 900, cls: 0.5 } },
      ],
    );
    const met = Object.fromEntries(checks.map((c) => [c.name, c.met]));
    expect(met).toEqual({
      'home: JS before first render (real host)': true,
      'listing: JS before first render (real host)': false,
      'home: performance (real host)': true,
      'home: LCP ms (real host)': true,
      'home: TBT ms (real host)': true,
      'home: CLS (real host)': true,
      'listing: performance (real host)': false,
      'listing: LCP ms (real host)': false,
      'listing: TBT ms (real host)': false,
      'listing: CLS (real host)': false,
      'admin: performance (real host)': true,
    });
  });
});
