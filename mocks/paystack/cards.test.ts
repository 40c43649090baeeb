/** The simulated provider's own card rules (cards.ts), apart from any page that sends it a card. */
import { describe, expect, it } from 'vitest';
import {
  CARD_REFUSALS,
  cardForDisplay,
  cardRefusals,
  chargeOutcome,
  passesLuhn,
  refusalMessage,
  TEST_CARD_CVV,
  TEST_CARDS,
  testCardExpiry,
} from './cards';

const NOW = Date.UTC(2026, 10, 22, 12);
const good = { number: TEST_CARDS.success, expiry: '12/29', cvv: TEST_CARD_CVV };

describe('the provider’s card rules', () => {
  it('accepts its test cards with a future expiry and a 3-digit CVV, however the number is spaced', () => {
    expect(cardRefusals(good, NOW)).toEqual({});
    expect(cardRefusals({ ...good, number: TEST_CARDS.decline }, NOW)).toEqual({});
    expect(cardRefusals({ number: '4084-0840-8408-4081', expiry: '1229', cvv: ' 123 ' }, NOW)).toEqual({});
    // A 19-digit Verve number.
    expect(cardRefusals({ ...good, number: '5060 6666 6666 6666 666' }, NOW)).toEqual({});
    expect(testCardExpiry(NOW)).toBe('12/29');
  });

  it('refuses a number that fails the Luhn check: one digit changed, two neighbours swapped', () => {
    expect(passesLuhn('4084084084084081')).toBe(true);
    expect(passesLuhn('4084084084084082')).toBe(false);
    expect(passesLuhn('4084084084080481')).toBe(false);
    expect(cardRefusals({ ...good, number: '4084 0840 8408 4082' }, NOW)).toEqual({ number: CARD_REFUSALS.number });
  });

  it('refuses a number of the wrong length or with other characters, even when its digits add up', () => {
    for (const number of ['', '4242 4242 42', '0'.repeat(20), '4084 0840 8408 408a', '4084.0840.8408.4081'])
      expect(cardRefusals({ ...good, number }, NOW), number).toEqual({ number: CARD_REFUSALS.number });
  });

  it('takes a card to the end of its expiry month, by the clock it is given (UTC)', () => {
    expect(cardRefusals({ ...good, expiry: '11/26' }, NOW)).toEqual({});
    expect(cardRefusals({ ...good, expiry: '10/26' }, NOW)).toEqual({ expiry: CARD_REFUSALS.expired });
    expect(cardRefusals({ ...good, expiry: '11/26' }, Date.UTC(2026, 11, 1))).toEqual({
      expiry: CARD_REFUSALS.expired,
    });
    for (const expiry of ['', '13/29', '00/29', '1/29', '12/2029', 'MM/YY'])
      expect(cardRefusals({ ...good, expiry }, NOW), expiry).toEqual({ expiry: CARD_REFUSALS.expiry });
  });

  it('wants a CVV of exactly 3 digits', () => {
    for (const cvv of ['', '12', '4081', '4o8'])
      expect(cardRefusals({ ...good, cvv }, NOW), cvv).toEqual({ cvv: CARD_REFUSALS.cvv });
  });

  it('names every refusal, in the form’s order, as one message', () => {
    const refusals = cardRefusals({ number: '1234', expiry: '13/40', cvv: '1' }, NOW);
    expect(refusals).toEqual({ number: CARD_REFUSALS.number, expiry: CARD_REFUSALS.expiry, cvv: CARD_REFUSALS.cvv });
    expect(refusalMessage(refusals)).toBe(`${CARD_REFUSALS.number} ${CARD_REFUSALS.expiry} ${CARD_REFUSALS.cvv}`);
  });

  it('pays only with the success card; every other card it accepts is declined', () => {
    expect(chargeOutcome(TEST_CARDS.success)).toBe('success');
    expect(chargeOutcome('4084084084084081')).toBe('success');
    expect(chargeOutcome(TEST_CARDS.decline)).toBe('decline');
    expect(chargeOutcome('4111 1111 1111 1111')).toBe('decline');
  });

  it('shows a refused card again as typed, the number in fours and the expiry as MM/YY', () => {
    expect(cardForDisplay({ number: '4084084084084082', expiry: '1229', cvv: ' 12 ' })).toEqual({
      number: '4084 0840 8408 4082',
      expiry: '12/29',
      cvv: '12',
    });
    expect(cardForDisplay({ number: ' 4084 abc ', expiry: '13/40', cvv: '' })).toEqual({
      number: '4084 abc',
      expiry: '13/40',
      cvv: '',
    });
  });
});
