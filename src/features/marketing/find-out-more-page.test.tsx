import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { FindOutMorePage } from './find-out-more-page';

describe('FindOutMorePage', () => {
  it('links the six categories to the listing by slug', async () => {
    await renderApp(<FindOutMorePage />);
    const section = screen.getByRole('region', { name: 'Six ranges for every part of your routine' });
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/products?category=body-lotion',
      '/products?category=face-cream',
      '/products?category=bathing-soap',
      '/products?category=shower-bath-and-shower-gel',
      '/products?category=skin-treatment-cream',
      '/products?category=make-up',
    ]);
    expect(links.map((a) => a.querySelector('span span')?.textContent)).toEqual([
      'Body Lotion',
      'Face Cream',
      'Bathing Soap',
      'Shower Bath and Shower Gel',
      'Skin Treatment Cream',
      'Make-up',
    ]);
  });

  it('covers delivery, pickup and payment', async () => {
    await renderApp(<FindOutMorePage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery and pickup' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Secure card payment' })).toBeTruthy();
  });
});
