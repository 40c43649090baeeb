import { describe, expect, it } from 'vitest';
import { TEST_CARD_CVV as MOCK_TEST_CARD_CVV, TEST_CARDS as MOCK_TEST_CARDS } from '@mocks/paystack/cards';
import { CARD_MESSAGES, checkCard, formatCardNumber, formatCvv, formatExpiry, futureExpiry } from './card-fields';
import { TEST_CARD_CVV, TEST_CARDS } from './test-cards';

describe('the test cards', () => {
  it('are the mock provider’s cards, with the CVV its page fills in', () => {
    expect(TEST_CARDS).toEqual(MOCK_TEST_CARDS);
    expect(TEST_CARD_CVV).toBe(MOCK_TEST_CARD_CVV);
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
