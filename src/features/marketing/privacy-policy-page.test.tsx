import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { brand } from '@/config/brand';
import { PrivacyPolicyPage } from './privacy-policy-page';

const pageText = () => document.body.textContent!.replace(/\s+/g, ' ');

describe('PrivacyPolicyPage', () => {
  it('has one h1 and a section for each topic, listed under "On this page"', async () => {
    await renderApp(<PrivacyPolicyPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Privacy Policy']);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    for (const link of toc.querySelectorAll('a')) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target?.querySelector('h2')?.textContent).toContain(link.textContent!.replace(/^\d+\./, ''));
    }
  });

  it('says every point the spec lists', async () => {
    await renderApp(<PrivacyPolicyPage />);
    const text = pageText();
    // What is collected, and only why.
    expect(text).toContain(
      'We collect your name, contact details and payment information only to process your orders and to deliver and improve our services.',
    );
    // Never sold; shared only with trusted partners, delivery and payment.
    expect(text).toContain('We never sell your data. We share it only with trusted partners');
    expect(text).toMatch(/Delivery partners/);
    expect(text).toMatch(/Our payment provider/);
    // The user's rights.
    expect(text).toContain('You may ask us at any time to view, update or delete your data.');
    // Use of the site means agreement.
    expect(text).toContain('By using this site, you agree to this privacy policy.');
  });

  it('shows the company contact email and website as links', async () => {
    await renderApp(<PrivacyPolicyPage />);
    const emails = screen.getAllByRole('link', { name: brand.email });
    expect(emails.length).toBeGreaterThan(0);
    for (const email of emails) expect(email.getAttribute('href')).toBe(`mailto:${brand.email}`);
    const websites = screen.getAllByRole('link', { name: 'beautystars.ng' });
    for (const website of websites) expect(website.getAttribute('href')).toBe(brand.website);
    expect(pageText()).toContain(brand.name);
  });
});
