/**
 * Paystack's documented test cards, as the simulated payment page offers them to testers.
 * The mock provider (mocks/paystack/handlers.ts) holds the same list; app code may not import the
 * mock backend, so the two are kept equal by test-cards.test.ts.
 */
export const TEST_CARDS = {
  success: '4084 0840 8408 4081',
  decline: '4084 0800 0000 5408',
} as const;

/** Any future expiry and any CVV work with a test card; these are the ones the page fills in. */
export const TEST_CARD_CVV = '408';

export type CardOutcome = 'success' | 'decline';

/** What a card number leads to: a test card's outcome, and a decline for any other number. */
export function cardOutcome(cardNumber: string): CardOutcome {
  const digits = cardNumber.replace(/\D/g, '');
  if (digits === TEST_CARDS.success.replace(/\s/g, '')) return 'success';
  return 'decline';
}
