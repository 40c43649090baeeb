/**
 * Where the checkout keeps its half-filled form (sessionStorage): read and written by the checkout
 * (src/features/checkout/use-checkout-draft.ts), and written by the mock's set-up of a catalogue
 * row (mocks/scenarios/row-setup.ts), which may not import a feature.
 */
export const CHECKOUT_DRAFT_KEY = 'checkout-draft';
