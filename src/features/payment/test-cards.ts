/**
 * Paystack's documented test cards, as the simulated payment page offers them to testers. What a
 * card comes to is the provider's to say (mocks/paystack/cards.ts, which holds the same list; app
 * code may not import the mock backend, so the two are kept equal by test-cards.test.ts).
 */
export const TEST_CARDS = {
  success: '4084 0840 8408 4081',
  decline: '4084 0800 0000 5408',
} as const;

/** Any future expiry and any 3-digit CVV work with a test card; these are the ones the page fills in. */
export const TEST_CARD_CVV = '408';
