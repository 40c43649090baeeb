import { describe, expect, it } from 'vitest';
import { actionRule, refundableKobo, refundAmountKobo } from './order-rules';

describe('order action rules (spec section 4)', () => {
  it.each([
    // status, fulfil, cancel, refund
    ['pending', true, true, true],
    ['paid', true, true, true],
    ['fulfilled', false, false, true],
    ['cancelled', false, false, false],
    ['refunded', false, false, false],
    ['failed', false, true, true],
  ] as const)('%s: fulfil %s, cancel %s, refund %s', (status, fulfil, cancel, refund) => {
    expect(actionRule('fulfil', status).allowed).toBe(fulfil);
    expect(actionRule('cancel', status).allowed).toBe(cancel);
    expect(actionRule('refund', status).allowed).toBe(refund);
  });

  it('says why an action is not allowed, and gives no reason when it is', () => {
    expect(actionRule('fulfil', 'cancelled').reason).toBe(
      'Only paid or pending orders can be fulfilled; this one is cancelled.',
    );
    expect(actionRule('cancel', 'fulfilled').reason).toBe('A fulfilled order can no longer be cancelled.');
    expect(actionRule('refund', 'refunded').reason).toBe('A refunded order can no longer be refunded.');
    expect(actionRule('refund', 'paid').reason).toBeUndefined();
  });

  it('treats an unknown status like the spec does: only the named statuses block', () => {
    expect(actionRule('fulfil', 'on_hold').allowed).toBe(false);
    expect(actionRule('cancel', 'on_hold').allowed).toBe(true);
    expect(actionRule('refund', 'on_hold').allowed).toBe(true);
  });
});

describe('refund amount (spec section 5)', () => {
  it.each([
    ['2500.555', 250056],
    ['1000', 100000],
    ['0.5', 50],
    [' 12.34 ', 1234],
    ['₦1,000', 100000],
    ['.25', 25],
    ['0', 0],
    ['-5', -500],
  ])('%j is %d kobo', (input, kobo) => {
    expect(refundAmountKobo(input)).toBe(kobo);
  });

  it('agrees with naira × 100 for every amount in whole kobo', () => {
    for (let kobo = 0; kobo < 200_000; kobo += 37) expect(refundAmountKobo(String(kobo / 100))).toBe(kobo);
  });

  it.each(['', '  ', 'abc', '12abc', '1.2.3', 'NaN', 'Infinity', '.'])('%j means a full refund', (input) => {
    expect(refundAmountKobo(input)).toBeUndefined();
  });

  it('refunds at most what was paid minus earlier refunds', () => {
    expect(refundableKobo({ amount_paid_kobo: 1_810_000, amount_refunded_kobo: 100_000 })).toBe(1_710_000);
    expect(refundableKobo({ amount_paid_kobo: null, amount_refunded_kobo: 0 })).toBe(0);
    expect(refundableKobo({ amount_paid_kobo: 100, amount_refunded_kobo: 500 })).toBe(0);
  });
});
