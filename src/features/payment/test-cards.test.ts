import { describe, expect, it } from 'vitest';
import { cardOutcome as mockCardOutcome, TEST_CARDS as MOCK_TEST_CARDS } from '@mocks/paystack/handlers';
import { CARD_MESSAGES, checkCard, formatCardNumber, formatCvv, formatExpiry, futureExpiry } from './card-fields';
import { cardOutcome, TEST_CARDS } from './test-cards';

describe('the test cards', () => {
  it('are the mock provider’s cards', () => {
    expect(TEST_CARDS).toEqual(MOCK_TEST_CARDS);
  });

  it('lead to the mock’s outcomes, and any other number declines', () => {
    expect(cardOutcome(TEST_CARDS.success)).toBe('success');
    expect(cardOutcome('4084084084084081')).toBe('success');
    expect(cardOutcome(TEST_CARDS.decline)).toBe('decline');
    expect(cardOutcome('5060 6666 6666 6666 666')).toBe('decline');
    for (const number of [TEST_CARDS.success, TEST_CARDS.decline, '4084-0840-8408-4081']) {
      expect(cardOutcome(number)).toBe(mockCardOutcome(number));
    }
    // The mock knows only its two cards; the page turns any other number into a decline.
    expect(mockCardOutcome('4111 1111 1111 1111')).toBeNull();
    expect(cardOutcome('4111 1111 1111 1111')).toBe('decline');
  });
});

describe('card fields', () => {
  const now = new Date(2026, 10, 22);

  it('formats the number in groups of four, digits only, at most 19', () => {
    expect(formatCardNumber('4084084084084081')).toBe('4084 0840 8408 4081');
    expect(formatCardNumber('4084-08a40 84')).toBe('4084 0840 84');
    expect(formatCardNumber('1'.repeat(25)).replace(/\s/g, '')).toHaveLength(19);
  });

  it('formats the expiry as MM/YY while typing and deleting', () => {
    expect(formatExpiry('1', '')).toBe('1');
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('12/2', '12/')).toBe('12/2');
    expect(formatExpiry('1229', '')).toBe('12/29');
    expect(formatExpiry('12', '12/')).toBe('1');
    expect(formatCvv('40a8 9')).toBe('4089');
  });

  it('accepts a valid-looking card', () => {
    expect(checkCard({ number: '4084 0840 8408 4081', expiry: futureExpiry(now), cvv: '408' }, now)).toEqual({});
    expect(futureExpiry(now)).toBe('12/29');
    // Good until the end of the expiry month.
    expect(checkCard({ number: '4084 0840 8408 4081', expiry: '11/26', cvv: '4081' }, now)).toEqual({});
  });

  it('names each problem', () => {
    expect(checkCard({ number: '4084 0840', expiry: '13/30', cvv: '4' }, now)).toEqual({
      number: CARD_MESSAGES.number,
      expiry: CARD_MESSAGES.expiry,
      cvv: CARD_MESSAGES.cvv,
    });
    expect(checkCard({ number: '4084 0840 8408 4081', expiry: '10/26', cvv: '408' }, now)).toEqual({
      expiry: CARD_MESSAGES.expired,
    });
    expect(checkCard({ number: '', expiry: '', cvv: '' }, now)).toEqual({
      number: CARD_MESSAGES.number,
      expiry: CARD_MESSAGES.expiry,
      cvv: CARD_MESSAGES.cvv,
    });
  });
});
