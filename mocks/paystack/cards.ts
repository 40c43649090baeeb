/**
 * The simulated provider's own card rules, as Paystack judges a card on its side. The store's
 * payment page checks the fields first with rules of its own (src/features/payment/card-fields.ts);
 * nothing is shared, as between a real store and its provider, so a card the store lets through
 * and the provider refuses reaches the shopper as the provider's answer
 * (src/features/payment/mock-paystack-page.test.tsx shows it).
 *
 * - number: 12 to 19 digits (spaces and dashes ignored) that pass the Luhn check, as every card
 *   scheme's numbers do;
 * - expiry: MM/YY (the slash may be left out), good to the end of that month by the mock's clock;
 * - CVV: 3 digits, as on the Visa, Mastercard and Verve cards Paystack takes and on its test cards.
 *
 * A card that passes is charged: the success test card pays, every other card is declined.
 */

/**
 * Paystack's documented test cards (https://paystack.com/docs/payments/test-payments/), with any
 * future expiry date: the first is a successful payment, the second a declined one.
 */
export const TEST_CARDS = {
  success: '4084 0840 8408 4081',
  decline: '4084 0800 0000 5408',
} as const;

/** The CVV the provider's page fills in with a test card. */
export const TEST_CARD_CVV = '408';

export interface CardDetails {
  number: string;
  expiry: string;
  cvv: string;
}

export type CardRefusals = Partial<Record<keyof CardDetails, string>>;

/** What the provider says about each field it refuses, in the order of the form. */
export const CARD_REFUSALS = {
  number: 'Invalid card number. Check the long number on the front of your card.',
  expiry: 'Invalid expiry date. Enter the month and year on your card as MM/YY.',
  expired: 'This card has expired. Pay with another card.',
  cvv: 'Invalid CVV. Enter the 3 digits on the back of your card.',
} as const;

const NUMBER_LENGTH = { min: 12, max: 19 };

function digitsOf(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** The Luhn check digit test: from the right, every second digit doubled (less 9 past 9); the sum ends in 0. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    const weighed = i % 2 === 1 ? digit * 2 : digit;
    sum += weighed > 9 ? weighed - 9 : weighed;
  }
  return sum % 10 === 0;
}

/** "12/29", "12 / 29" or "1229" as a month and a full year; null for anything else. */
function readExpiry(text: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? { month, year: 2000 + Number(match[2]) } : null;
}

/** What the provider refuses in a card, by field; empty when it would charge the card. */
export function cardRefusals(card: CardDetails, now: number): CardRefusals {
  const refusals: CardRefusals = {};
  const number = digitsOf(card.number);
  const numberOk =
    /^\d+$/.test(number) &&
    number.length >= NUMBER_LENGTH.min &&
    number.length <= NUMBER_LENGTH.max &&
    passesLuhn(number);
  if (!numberOk) refusals.number = CARD_REFUSALS.number;

  const expiry = readExpiry(card.expiry);
  if (!expiry) refusals.expiry = CARD_REFUSALS.expiry;
  else {
    const today = new Date(now);
    if (expiry.year * 12 + expiry.month - 1 < today.getUTCFullYear() * 12 + today.getUTCMonth())
      refusals.expiry = CARD_REFUSALS.expired;
  }

  if (!/^\d{3}$/.test(card.cvv.trim())) refusals.cvv = CARD_REFUSALS.cvv;
  return refusals;
}

/** The refusals as one message for a page that shows one (fields in the form's order). */
export function refusalMessage(refusals: CardRefusals): string {
  return (['number', 'expiry', 'cvv'] as const)
    .map((field) => refusals[field])
    .filter(Boolean)
    .join(' ');
}

/** What charging a card the provider accepts comes to: only the success test card pays. */
export function chargeOutcome(number: string): 'success' | 'decline' {
  return digitsOf(number) === digitsOf(TEST_CARDS.success) ? 'success' : 'decline';
}

/** A test card's expiry as the provider's page fills it in: December, three years on. */
export function testCardExpiry(now: number): string {
  return `12/${String((new Date(now).getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
}

/** The card as the provider's page shows it again: the number in fours, the expiry as MM/YY. */
export function cardForDisplay(card: CardDetails): CardDetails {
  const number = digitsOf(card.number);
  const expiry = readExpiry(card.expiry);
  return {
    number: /^\d+$/.test(number) ? number.replace(/(\d{4})(?=\d)/g, '$1 ') : card.number.trim(),
    expiry: expiry
      ? `${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100).padStart(2, '0')}`
      : card.expiry.trim(),
    cvv: card.cvv.trim(),
  };
}
