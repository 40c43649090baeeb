import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CATEGORY_MENU } from '@/config/catalog';
import { CategoryNav } from './category-nav';
import { currentUrl, renderApp } from '@/testing/render-app';

/** The spec's category menu, written out by hand so a change to the config data shows up here. */
const SPEC_CATEGORIES = [
  ['BODY LOTION', 'body-lotion'],
  ['FACE CREAM', 'face-cream'],
  ['BATHING SOAP', 'bathing-soap'],
  ['SHOWER BATH AND SHOWER GEL', 'shower-bath-and-shower-gel'],
  ['SKIN TREATMENT CREAM', 'skin-treatment-cream'],
  ['MAKE-UP', 'make-up'],
] as const;

const SPEC_SUBMENUS: Record<string, [string, string][]> = {
  'BODY LOTION': [
    ['Skin Whitening Lotion', 'skin-whitening-lotion'],
    ['Skin Toning/Brightening Lotion', 'skin-toning-brightening-lotion'],
    ['Skin Smoothening and Nourishing Lotion', 'skin-smoothening-and-nourishing-lotion'],
  ],
  'FACE CREAM': [
    ['Face Lightening/Brightening Cream', 'face-lightening-brightening-cream'],
    ['Face Smoothening Cream', 'face-smoothening-cream'],
  ],
  'BATHING SOAP': [
    ['Skin Brightening and Exfoliating Black Soap', 'skin-brightening-and-exfoliating-black-soap'],
    ['Tablet Soap', 'tablet-soap'],
  ],
  'SHOWER BATH AND SHOWER GEL': [
    ['Skin Lightening Shower Gel', 'skin-lightening-shower-gel'],
    ['Skin Smoothing and Polishing Shower Gel', 'skin-smoothing-and-polishing-shower-gel'],
  ],
  'SKIN TREATMENT CREAM': [
    ['Dark Knuckles Removing Cream', 'dark-knuckles-removing-cream'],
    ['Sun-Burn Removing Cream', 'sun-burn-removing-cream'],
    ['Acne/Pimples Treatment Cream', 'acne-pimples-treatment-cream'],
    ['Ringworm and Eczema Treatment Cream', 'ringworm-and-eczema-treatment-cream'],
  ],
  'MAKE-UP': [
    ['Loose Powder', 'loose-powder'],
    ['Compact Powder', 'compact-powder'],
    ['Compact Powder', 'compact-powder'],
    ['Foundation', 'foundation'],
  ],
};

function nav() {
  return screen.getByRole('navigation', { name: 'Categories' });
}

function toggleFor(label: string) {
  return within(nav()).getByRole('button', { name: new RegExp(`^${label.replace(/[-]/g, '.')} submenu$`, 'i') });
}

describe('CategoryNav', () => {
  it('has the six categories, each linking to its category listing', async () => {
    await renderApp(<CategoryNav />);
    expect(CATEGORY_MENU).toHaveLength(6);
    for (const [label, slug] of SPEC_CATEGORIES) {
      expect(within(nav()).getByRole('link', { name: label }).getAttribute('href')).toBe(`/products?category=${slug}`);
    }
  });

  it('links every submenu item to /products?subcategory={slug}, Compact Powder twice as the spec lists it', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp(<CategoryNav />);
    for (const [label] of SPEC_CATEGORIES) {
      const button = toggleFor(label);
      await user.click(button);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
      const links = within(panel).getAllByRole('link');
      const items = links.slice(0, -1).map((a) => [a.textContent, a.getAttribute('href')]);
      expect(items).toEqual(SPEC_SUBMENUS[label]!.map(([name, slug]) => [name, `/products?subcategory=${slug}`]));
      expect(links.at(-1)!.getAttribute('href')).toBe(
        `/products?category=${SPEC_CATEGORIES.find(([l]) => l === label)![1]}`,
      );
    }
  });

  it('follows a submenu link', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp(<CategoryNav />);
    await user.click(toggleFor('SKIN TREATMENT CREAM'));
    await user.click(screen.getByRole('link', { name: 'Acne/Pimples Treatment Cream' }));
    expect(currentUrl(router)).toBe('/products?subcategory=acne-pimples-treatment-cream');
    expect(toggleFor('SKIN TREATMENT CREAM').getAttribute('aria-expanded')).toBe('false');
  });

  it('works from the keyboard: Enter and Space toggle, Escape closes and returns focus, Tab moves on', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp(<CategoryNav />);
    await user.tab(); // BODY LOTION link
    await user.tab(); // its submenu button
    const button = toggleFor('BODY LOTION');
    expect(document.activeElement).toBe(button);

    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard(' ');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard(' ');
    expect(button.getAttribute('aria-expanded')).toBe('true');

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Skin Whitening Lotion' }));
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    // Open, then Tab through the submenu and on to the next category: the first one closes.
    await user.keyboard('{Enter}');
    for (let i = 0; i < 5; i++) await user.tab(); // three items, Shop all, next category
    expect(document.activeElement).toBe(within(nav()).getByRole('link', { name: 'FACE CREAM' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on hover, stays open when its button is then pressed, and only one is open at a time', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp(<CategoryNav />);
    const item = toggleFor('FACE CREAM').closest('li')!;
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    expect(toggleFor('FACE CREAM').getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    expect(toggleFor('FACE CREAM').getAttribute('aria-expanded')).toBe('false');

    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    await user.click(toggleFor('FACE CREAM'));
    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    expect(toggleFor('FACE CREAM').getAttribute('aria-expanded')).toBe('true');

    await user.click(toggleFor('MAKE-UP'));
    expect(toggleFor('MAKE-UP').getAttribute('aria-expanded')).toBe('true');
    expect(toggleFor('FACE CREAM').getAttribute('aria-expanded')).toBe('false');
  });

  it('does not open on a touch hover (the tap on the button does)', async () => {
    await renderApp(<CategoryNav />);
    fireEvent.pointerEnter(toggleFor('FACE CREAM').closest('li')!, { pointerType: 'touch' });
    expect(toggleFor('FACE CREAM').getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp(<CategoryNav />);
    await user.click(toggleFor('BATHING SOAP'));
    await user.click(screen.getByText('Page content'));
    expect(toggleFor('BATHING SOAP').getAttribute('aria-expanded')).toBe('false');
  });
});
