import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brand } from '@/config/brand';
import { FOOTER_COLUMNS, Footer } from './footer';
import { renderApp } from '@/testing/render-app';

/** Spec section 2, Footer, written out by hand. */
const SPEC_COLUMNS = [
  [
    'Customer Service',
    [
      ['Contact Us', '/contact-us'],
      ['Help Centre / FAQs', '/contact-us'],
      ['Shipping', '/cart'],
    ],
  ],
  ['About', [['About Us', '/about-us']]],
  [
    'Legal',
    [
      ['Terms & Conditions', '/privacy-policy'],
      ['Privacy Policy', '/privacy-policy'],
      ['Accessibility', '/contact-us'],
    ],
  ],
  [
    'More',
    [
      ['Find Out More', '/find-out-more'],
      ['Meet our Skin doctor', '/meet-our-skin-doctor'],
    ],
  ],
] as const;

describe('Footer', () => {
  it('has the link columns of the spec, each link going where the spec says', async () => {
    await renderApp(<Footer />);
    expect(FOOTER_COLUMNS.map((c) => [c.title, c.links.map((l) => [l.label, l.to])])).toEqual(SPEC_COLUMNS);

    const nav = screen.getByRole('navigation', { name: 'Footer' });
    for (const [title, links] of SPEC_COLUMNS) {
      const heading = within(nav).getByRole('heading', { name: title });
      const list = heading.nextElementSibling as HTMLElement;
      expect(
        within(list)
          .getAllByRole('link')
          .map((a) => [a.textContent, a.getAttribute('href')]),
      ).toEqual(links);
    }
  });

  it('has the sign-up banner with its Sign Up button to /account', async () => {
    await renderApp(<Footer />);
    expect(screen.getByRole('heading', { name: '2% off your order when you sign-up with your email' })).toBeTruthy();
    const signUp = screen.getByRole('link', { name: 'Sign Up' });
    expect(new URL(signUp.getAttribute('href')!, 'http://x').pathname).toBe('/account');
  });

  it('links the five social pages in a new tab, each with a name', async () => {
    await renderApp(<Footer />);
    const socials = screen.getByRole('list', { name: 'Follow us' });
    const links = within(socials).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      brand.socials.facebook,
      brand.socials.youtube,
      brand.socials.x,
      brand.socials.instagram,
      brand.socials.tiktok,
    ]);
    for (const [index, name] of ['Facebook', 'YouTube', 'X', 'Instagram', 'TikTok'].entries()) {
      const link = links[index]!;
      expect(link.textContent).toContain(`on ${name}`);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('opens Terms in a new tab and says so; shows the contacts and the copyright', async () => {
    await renderApp(<Footer />);
    const terms = screen.getByRole('link', { name: 'Terms (opens in a new tab)' });
    expect(terms.getAttribute('href')).toBe('/terms');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.getAttribute('rel')).toContain('noopener');

    expect(screen.getByRole('link', { name: brand.phone }).getAttribute('href')).toBe(
      `tel:${brand.phone.replace(/\s+/g, '')}`,
    );
    expect(screen.getByRole('link', { name: brand.email }).getAttribute('href')).toBe(`mailto:${brand.email}`);
    expect(within(screen.getByRole('contentinfo')).getByText(new RegExp(`© \\d{4} ${brand.name}`))).toBeTruthy();
  });
});
