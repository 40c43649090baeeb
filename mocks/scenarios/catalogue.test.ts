import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, catalogueLink, catalogueMarkdown } from './catalogue';
import { parseScenarioList } from './store';

const spec = readFileSync(new URL('../../docs/spec.md', import.meta.url), 'utf8');
const section8 = spec.slice(spec.indexOf('## 8. The error catalogue'), spec.indexOf('## 9.'));

/** Every message section 8 quotes (apostrophes inside make a simple regex unreliable: listed by hand, checked against the spec). */
const SECTION_8_MESSAGES = [
  'Invalid email address.',
  'Password must be at least 8 characters.',
  'Email is already in use.',
  'Registration failed. Please try again.',
  'Invalid email or password.',
  'Login failed. Please try again.',
  'Please enter your email address.',
  'Failed to send reset code. Please try again.',
  'If that account exists, a code will be sent shortly.',
  'Please enter the code sent to your email.',
  'Please enter your new password.',
  'Please fill in all required fields.',
  'Invalid code or email address.',
  'The code is invalid or expired.',
  'Failed to reset password. Please try again.',
  'Password reset successful! You can now log in.',
  'Title is too long.',
  'Name is too long.',
  'Failed to submit review.',
  'Thanks for your review!',
  'Could not start payment.',
  "Couldn't load orders",
  "Couldn't load order",
  'Missing required: ',
  'Price must be a number.',
  'Images must be an array of URLs (strings).',
  'Cloudinary is not configured on the server. File uploads will fail.',
  'Image upload failed: ',
  "Cloudinary is not configured; uploads won't work.",
  'Upload failed: ',
  'Could not load slides.',
  'Update failed',
  'Could not load products. Check your network or permissions.',
  'Product not found',
  'Couldn’t verify',
  'Payment failed',
  'No data for selected range',
  'No products match your filters.',
  'Could not load user details.',
  'Coming soon',
];

describe('the error catalogue', () => {
  it('lists messages that section 8 of the spec really quotes', () => {
    for (const message of SECTION_8_MESSAGES) expect(section8, message).toContain(`'${message}'`);
  });

  it('has a row for every message of section 8', () => {
    for (const message of SECTION_8_MESSAGES) {
      expect(
        CATALOGUE.some((row) => row.message.startsWith(message.trimEnd()) || message.startsWith(row.message.trimEnd())),
        message,
      ).toBe(true);
    }
  });

  it('names only scenarios that exist, and links to them', () => {
    for (const row of CATALOGUE) {
      expect(parseScenarioList(row.scenarios.join(',')).unknown, row.case).toEqual([]);
      const link = new URL(catalogueLink(row), 'http://localhost');
      expect(link.searchParams.get('scenario')).toBe(row.scenarios.length ? row.scenarios.join(',') : 'none');
    }
  });

  it('sets each row up by its link: who is signed in, and the cart and details where the row pays', () => {
    for (const row of CATALOGUE) {
      const link = new URL(catalogueLink(row), 'http://localhost');
      expect(link.searchParams.get('as'), row.case).toBe(row.session);
      const pays = ['pay', 'pay-declined', 'pay-success-card'].includes(row.action);
      expect(link.searchParams.get('setup'), row.case).toBe(
        pays ? 'checkout' : row.action === 'apply-promo' ? 'cart' : null,
      );
    }
    const pending = CATALOGUE.find((row) => row.message === 'Payment pending');
    expect(pending && catalogueLink(pending)).toBe('/cart?scenario=verifyPayment:pending&as=customer&setup=checkout');
  });

  it('docs/error-catalogue.md is current (npm run gen:catalogue)', () => {
    expect(readFileSync(new URL('../../docs/error-catalogue.md', import.meta.url), 'utf8')).toBe(catalogueMarkdown());
  });
});
