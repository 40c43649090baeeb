import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withMockBackend } from '@/testing/mock-backend';
import { renderApp } from '@/testing/render-app';
import { brand } from '@/config/brand';
import { HERO_LABEL } from './hero-carousel';
import { HomePage } from './home-page';
import { SkinDoctorSection } from './skin-doctor-section';

// jsdom has no scrolling; the router restores scroll after navigations.
window.scrollTo = () => {};
// Whole grids of product cards render slowly in jsdom when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

withMockBackend();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HomePage', () => {
  it('has the hero, the category strip, the category tabs and the Skin Doctor section, in that order', async () => {
    await renderApp(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(brand.name);
    await screen.findByText('1 / 6');
    const hero = screen.getByRole('region', { name: HERO_LABEL });
    const strip = screen.getByRole('region', { name: 'Find your routine' });
    const tabs = screen.getByRole('region', { name: 'Shop the range' });
    const doctor = screen.getByRole('region', { name: 'Ask our skin doctor' });
    const order = [hero, strip, tabs, doctor].map((el) =>
      [...document.querySelectorAll('section')].indexOf(el as HTMLElement),
    );
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await within(tabs).findByRole('region', { name: 'Skin Treatment Cream products' });
  });
});

describe('SkinDoctorSection', () => {
  it('invites a message through the social pages or the contact page, and is honest about the live chat', async () => {
    await renderApp(<SkinDoctorSection />);
    expect(screen.getByRole('link', { name: /^Instagram/ }).getAttribute('href')).toBe(brand.socials.instagram);
    expect(screen.getByRole('link', { name: /^Facebook/ }).getAttribute('href')).toBe(brand.socials.facebook);
    expect(screen.getByRole('link', { name: 'contact page' }).getAttribute('href')).toBe('/contact-us');
    expect(screen.getByRole('link', { name: 'Meet our skin doctor' }).getAttribute('href')).toBe(
      '/meet-our-skin-doctor',
    );
    expect(screen.getByText('Live chat is coming soon')).toBeTruthy();
    // No control pretends to open a chat.
    expect(screen.queryByRole('button')).toBeNull();
  });
});
