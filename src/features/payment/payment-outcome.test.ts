import { describe, expect, it } from 'vitest';
import type { VerifyResponse } from '@/api/queries/orders';
import { paymentOutcome, type PaymentOutcome, type VerifyFacts } from './payment-outcome';

const ORDER_STATUSES: Array<VerifyResponse['status']> = [
  'pending',
  'paid',
  'fulfilled',
  'cancelled',
  'refunded',
  'failed',
];
const PROVIDER_STATUSES: Array<VerifyResponse['paystack']['status']> = [
  'success',
  'failed',
  'abandoned',
  'ongoing',
  'reversed',
  null,
];

describe('paymentOutcome', () => {
  // The rows a reader checks against section 4 of the spec, one reason each.
  it.each<[string, VerifyFacts, PaymentOutcome]>([
    ['verified alone is success', { verified: true, status: 'failed', paystack: { status: 'failed' } }, 'success'],
    ['status paid alone is success', { verified: false, status: 'paid', paystack: { status: 'ongoing' } }, 'success'],
    [
      'provider success alone is success',
      { verified: false, status: 'failed', paystack: { status: 'success' } },
      'success',
    ],
    ['success wins over pending', { verified: false, status: 'pending', paystack: { status: 'success' } }, 'success'],
    [
      'verified wins over an abandoned payment',
      { verified: true, status: 'pending', paystack: { status: 'abandoned' } },
      'success',
    ],
    ['status pending is pending', { verified: false, status: 'pending', paystack: { status: 'ongoing' } }, 'pending'],
    [
      'status pending with no provider status is pending',
      { verified: false, status: 'pending', paystack: { status: null } },
      'pending',
    ],
    [
      'provider abandoned is pending, whatever the order',
      { verified: false, status: 'cancelled', paystack: { status: 'abandoned' } },
      'pending',
    ],
    ['a failed payment is failed', { verified: false, status: 'failed', paystack: { status: 'failed' } }, 'failed'],
    [
      'a cancelled order is failed',
      { verified: false, status: 'cancelled', paystack: { status: 'ongoing' } },
      'failed',
    ],
    [
      'fulfilled without verified is failed (the rule names paid only)',
      { verified: false, status: 'fulfilled', paystack: { status: 'reversed' } },
      'failed',
    ],
    [
      'a refunded order that is still verified is success',
      { verified: true, status: 'refunded', paystack: { status: 'reversed' } },
      'success',
    ],
    ['nothing known is failed', {}, 'failed'],
    [
      'no provider block is read as no provider status',
      { verified: false, status: 'pending', paystack: null },
      'pending',
    ],
    ['verified must be exactly true', { verified: null, status: 'failed', paystack: { status: 'failed' } }, 'failed'],
    ['an unknown status is failed', { verified: false, status: 'on_hold', paystack: { status: 'queued' } }, 'failed'],
  ])('%s', (_reason, verify, expected) => {
    expect(paymentOutcome(verify)).toBe(expected);
  });

  // Every combination the API can send: 2 × 6 × 6 rows.
  const table = [true, false].flatMap((verified) =>
    ORDER_STATUSES.flatMap((status) => PROVIDER_STATUSES.map((provider) => ({ verified, status, provider }))),
  );

  it('covers the whole table: 72 combinations', () => {
    expect(table).toHaveLength(72);
  });

  it.each(table)('verified=$verified status=$status provider=$provider', ({ verified, status, provider }) => {
    const outcome = paymentOutcome({ verified, status, paystack: { status: provider } });
    const successReasons = [verified, status === 'paid', provider === 'success'].filter(Boolean).length;
    const pendingReasons = [status === 'pending', provider === 'abandoned'].filter(Boolean).length;
    if (successReasons > 0) expect(outcome).toBe('success');
    else if (pendingReasons > 0) expect(outcome).toBe('pending');
    else expect(outcome).toBe('failed');
  });

  it('counts the outcomes of the whole table', () => {
    const counts = { success: 0, pending: 0, failed: 0 };
    for (const row of table)
      counts[paymentOutcome({ verified: row.verified, status: row.status, paystack: { status: row.provider } })]++;
    // verified=true: all 36 succeed. verified=false: paid (6) + success on the other 5 statuses (5) = 11;
    // pending: status pending without success (5) + abandoned on the 4 statuses that are neither paid nor pending (4) = 9.
    expect(counts).toEqual({ success: 47, pending: 9, failed: 16 });
  });
});
