/**
 * Spec section 2, route table: /terms opens in a new tab. Every link to it in the store (the
 * footer, the register form's terms box, the privacy policy) opens a new tab and says so.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { withMockBackend } from '@/testing/mock-backend';

withMockBackend();

const termsLinks = () => [...document.querySelectorAll<HTMLAnchorElement>('a[href="/terms"]')];

describe('links to /terms', () => {
  it.each([
    ['the privacy policy and the footer', '/privacy-policy', 2],
    ['the register form and the footer', '/account?mode=register', 2],
  ])('open a new tab, and say so, on %s', async (_where, path, count) => {
    await renderApp(path);
    await screen.findByRole('contentinfo');
    const links = termsLinks();
    expect(links).toHaveLength(count);
    for (const link of links) {
      expect(link.target).toBe('_blank');
      expect(link.rel).toContain('noopener');
      expect(link.textContent).toContain('(opens in a new tab)');
    }
  });
});
