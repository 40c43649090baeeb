/**
 * What a settled transaction's order status means to the payer, on the simulated payment page
 * (/mock-paystack). The mock server's own page has its words (mocks/paystack/hosted-page.ts).
 */
const SETTLED: Record<string, string> = {
  paid: 'This order has been paid.',
  fulfilled: 'This order has been paid.',
  refunded: 'This order was paid and then refunded.',
  failed: 'This payment was declined.',
  cancelled: 'This order was cancelled.',
};

export function settledMessage(status: string): string {
  return SETTLED[status] ?? `The order is ${status}.`;
}
