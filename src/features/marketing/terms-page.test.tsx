import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { TermsPage } from './terms-page';

describe('TermsPage', () => {
  it('covers the topics of the terms, each under its own heading', async () => {
    await renderApp(<TermsPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Terms & Conditions']);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent!.replace(/^\d+\./, ''));
    for (const topic of [
      'Orders',
      'Prices',
      'Delivery and the shipping fee',
      'Pickup',
      'Payment',
      'Returns and refunds',
      'Reviews',
      'Governing law',
    ]) {
      expect(headings).toContain(topic);
    }
    const text = document.body.textContent!;
    expect(text).toContain('Nigerian naira');
    expect(text).toContain('agreed with you after you order');
    expect(text).toContain('laws of the Federal Republic of Nigeria');
  });
});
