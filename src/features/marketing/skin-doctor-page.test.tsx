import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { brand } from '@/config/brand';
import { SkinDoctorPage } from './skin-doctor-page';

describe('SkinDoctorPage', () => {
  it('says plainly that there is no live chat yet, and offers no chat button', async () => {
    await renderApp(<SkinDoctorPage />);
    expect(
      screen.getByText('Live chat is coming soon. Until then, message us on Instagram or through the contact page.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /chat/i })).toBeNull();
    expect(screen.queryByRole('link', { name: /chat/i })).toBeNull();
  });

  it('links the Instagram and Facebook pages in a new tab, and the contact page', async () => {
    await renderApp(<SkinDoctorPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Meet our Skin doctor']);
    for (const [name, href] of [
      ['Instagram', brand.socials.instagram],
      ['Facebook', brand.socials.facebook],
    ] as const) {
      const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'Go to the contact page' }).getAttribute('href')).toBe('/contact-us');
  });
});
