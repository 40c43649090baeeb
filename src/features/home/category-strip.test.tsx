import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '@/testing/render-app';
import { CATEGORY_SLUGS } from '@/config/catalog';
import { CategoryStrip, scrollEdges } from './category-strip';
import { CATEGORY_STRIP_ITEMS, HOME_CATEGORIES } from './home-categories';

// jsdom has no scrolling; the router restores scroll after navigations.
window.scrollTo = () => {};
// Whole grids of product cards render slowly in jsdom when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

const LABELS = [
  'Skin Treatment Cream',
  'Make-up',
  'Shower Bath and Shower Gel',
  'Bathing Soap',
  'Face Cream',
  'Body Lotion',
];

/** The strip's scroller: `scrollWidth` px of content in `clientWidth` px, scrolled to `scrollLeft`. */
const scroller = { scrollWidth: 0, clientWidth: 0, scrollLeft: 0 };
function stubScrollerGeometry() {
  for (const prop of ['scrollWidth', 'clientWidth', 'scrollLeft'] as const) {
    Object.defineProperty(HTMLUListElement.prototype, prop, {
      configurable: true,
      get: () => scroller[prop],
      set: () => {},
    });
  }
  Object.defineProperty(HTMLUListElement.prototype, 'scrollBy', { configurable: true, writable: true, value: vi.fn() });
}
function restoreScrollerGeometry() {
  for (const prop of ['scrollWidth', 'clientWidth', 'scrollLeft', 'scrollBy'])
    Reflect.deleteProperty(HTMLUListElement.prototype, prop);
}

beforeEach(() => {
  Object.assign(scroller, { scrollWidth: 0, clientWidth: 0, scrollLeft: 0 });
  stubScrollerGeometry();
});
afterEach(() => {
  vi.unstubAllGlobals();
  restoreScrollerGeometry();
});

describe('category strip data', () => {
  it('names the six categories in the tab order, with the menu’s slugs', () => {
    expect(HOME_CATEGORIES.map((c) => c.label)).toEqual(LABELS);
    expect([...HOME_CATEGORIES.map((c) => c.slug)].sort()).toEqual([...CATEGORY_SLUGS].sort());
  });

  it('gives each item a label, an image and a link; only Skin Treatment Cream is available', () => {
    expect(CATEGORY_STRIP_ITEMS).toContainEqual({
      label: 'Skin Treatment Cream',
      img: '/images/categories/skin-treatment-cream.svg',
      href: '/products?category=skin-treatment-cream',
      available: true,
    });
    expect(CATEGORY_STRIP_ITEMS.filter((i) => i.available).map((i) => i.label)).toEqual(['Skin Treatment Cream']);
  });

  it('knows when a scroller overflows and whether it is at either end', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 500, clientWidth: 500 })).toEqual({
      overflow: false,
      atStart: true,
      atEnd: true,
    });
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 900, clientWidth: 300 })).toEqual({
      overflow: true,
      atStart: true,
      atEnd: false,
    });
    expect(scrollEdges({ scrollLeft: 600, scrollWidth: 900, clientWidth: 300 })).toEqual({
      overflow: true,
      atStart: false,
      atEnd: true,
    });
  });
});

describe('CategoryStrip', () => {
  it('links Skin Treatment Cream to its category and badges the others “Soon”', async () => {
    const { router } = await renderApp(<CategoryStrip />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole(li.querySelector('a') ? 'link' : 'button').textContent)).toEqual([
      'Skin Treatment Cream',
      ...LABELS.slice(1).map((l) => `Soon${l} (coming soon)`),
    ]);
    // The visible badge, and the images (the label names each item).
    expect(items.slice(1).every((li) => li.querySelector('[aria-hidden="true"]')?.textContent === 'Soon')).toBe(true);
    expect(items.every((li) => li.querySelector('img')?.getAttribute('alt') === '')).toBe(true);
    const link = screen.getByRole('link', { name: 'Skin Treatment Cream' });
    expect(link.getAttribute('href')).toBe('/products?category=skin-treatment-cream');
    fireEvent.click(link);
    await vi.waitFor(() => expect(currentUrl(router)).toBe('/products?category=skin-treatment-cream'));
  });

  it('answers a click on any other item with the alert “Coming soon”', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { router } = await renderApp(<CategoryStrip />);
    for (const label of LABELS.slice(1)) {
      fireEvent.click(screen.getByRole('button', { name: `${label} (coming soon)` }));
      expect(alert).toHaveBeenLastCalledWith('Coming soon');
    }
    expect(alert).toHaveBeenCalledTimes(5);
    expect(currentUrl(router)).toBe('/');
  });

  it('has no scroll buttons when every circle fits', async () => {
    Object.assign(scroller, { scrollWidth: 900, clientWidth: 900 });
    await renderApp(<CategoryStrip />);
    expect(screen.queryByRole('button', { name: 'Scroll categories left' })).toBeNull();
  });

  it('scrolls by a page with left and right buttons, disabled (aria-disabled) at either end', async () => {
    Object.assign(scroller, { scrollWidth: 900, clientWidth: 300, scrollLeft: 0 });
    await renderApp(<CategoryStrip />);
    const left = screen.getByRole('button', { name: 'Scroll categories left' }) as HTMLButtonElement;
    const right = screen.getByRole('button', { name: 'Scroll categories right' }) as HTMLButtonElement;
    const disabled = () => [left, right].map((button) => button.getAttribute('aria-disabled') === 'true');
    expect(disabled()).toEqual([true, false]);
    fireEvent.click(left);
    expect(screen.getByRole('list').scrollBy).not.toHaveBeenCalled();

    fireEvent.click(right);
    const list = screen.getByRole('list');
    expect(list.scrollBy).toHaveBeenLastCalledWith({ left: 300, behavior: 'smooth' });

    scroller.scrollLeft = 300;
    act(() => void fireEvent.scroll(list));
    expect(disabled()).toEqual([false, false]);

    scroller.scrollLeft = 600;
    act(() => void fireEvent.scroll(list));
    expect(disabled()).toEqual([false, true]);
    fireEvent.click(left);
    expect(list.scrollBy).toHaveBeenLastCalledWith({ left: -300, behavior: 'smooth' });
  });
});
