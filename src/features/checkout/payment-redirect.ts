/** The checkout's redirect to the payment page: the one object Pay now on an order uses too, so tests spy on one. */
export { paymentRedirect } from '@/lib/payment-redirect';
