/**
 * The seed's two demo accounts (README's table), by role: the one list that unit tests, stories
 * and browser journeys sign in from (`signInAs`: src/testing/session.ts, e2e/support/session.ts).
 */
export const DEMO_PASSWORD = 'password123';
export const DEMO_ACCOUNTS = {
  customer: 'customer@example.com',
  admin: 'admin@example.com',
} as const;

/** The role names a test signs in as. */
export type DemoRole = keyof typeof DEMO_ACCOUNTS;
