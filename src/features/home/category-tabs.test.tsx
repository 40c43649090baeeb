import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { withMockBackend } from '@/testing/mock-backend';
import { renderApp } from '@/testing/render-app';
import { CategoryTabs } from './category-tabs';

// jsdom has no scrolling; the router restores scroll after navigations.
window.scrollTo = () => {};
// Whole grids of product cards render slowly in jsdom when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

withMockBackend();

const LABELS = [
  'Skin Treatment Cream',
  'Make-up',
  'Shower Bath and Shower Gel',
  'Bathing Soap',
  'Face Cream',
  'Body Lotion',
];

/** The category of each GET /products this test made, in order. */
let requested: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/api/products'))
    requested.push(`${url.searchParams.get('category')}:${url.searchParams.get('per_page')}`);
};

beforeEach(() => {
  requested = [];
  server.events.on('request:start', onRequest);
});
afterEach(() => {
  server.events.removeListener('request:start', onRequest);
  vi.unstubAllGlobals();
});

const tabs = () => screen.getAllByRole('tab');
const selected = () => tabs().find((t) => t.getAttribute('aria-selected') === 'true')!;

describe('CategoryTabs', () => {
  it('has the six tabs in the spec’s order, the first one selected, each controlling its panel', async () => {
    await renderApp(<CategoryTabs />);
    expect(screen.getByRole('tablist').getAttribute('aria-label')).toBe('Product categories');
    expect(tabs().map((t) => t.textContent)).toEqual(LABELS);
    expect(selected().textContent).toBe('Skin Treatment Cream');
    expect(tabs().map((t) => t.tabIndex)).toEqual([0, -1, -1, -1, -1, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.id).toBe(tabs()[0]!.getAttribute('aria-controls'));
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs()[0]!.id);
    // Hidden panels exist (for aria-controls) but are not shown.
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(6);
    await within(panel).findByRole('region', { name: 'Skin Treatment Cream products' });
  });

  it('moves with Right and Left (wrapping), Home and End, and shows the tab it lands on', async () => {
    await renderApp(<CategoryTabs />);
    act(() => tabs()[0]!.focus());
    fireEvent.keyDown(tabs()[0]!, { key: 'ArrowRight' });
    expect(selected().textContent).toBe('Make-up');
    expect(document.activeElement).toBe(selected());
    expect(selected().tabIndex).toBe(0);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(selected().id);
    fireEvent.keyDown(selected(), { key: 'End' });
    expect(selected().textContent).toBe('Body Lotion');
    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    expect(selected().textContent).toBe('Skin Treatment Cream');
    fireEvent.keyDown(selected(), { key: 'ArrowLeft' });
    expect(selected().textContent).toBe('Body Lotion');
    fireEvent.keyDown(selected(), { key: 'Home' });
    expect(selected().textContent).toBe('Skin Treatment Cream');
    expect(document.activeElement).toBe(selected());
  });

  it('fetches a tab’s products (60 of its category) when it is first shown, and shows them at once when it comes back', async () => {
    await renderApp(<CategoryTabs />);
    await screen.findByRole('region', { name: 'Skin Treatment Cream products' });
    expect(requested).toEqual(['skin-treatment-cream:60']);

    fireEvent.click(screen.getByRole('tab', { name: 'Bathing Soap' }));
    await within(screen.getByRole('tabpanel')).findByRole('region', { name: 'Bathing Soap products' });
    expect(requested).toEqual(['skin-treatment-cream:60', 'bathing-soap:60']);

    fireEvent.click(screen.getByRole('tab', { name: 'Skin Treatment Cream' }));
    expect(
      within(screen.getByRole('tabpanel')).getByRole('region', { name: 'Skin Treatment Cream products' }),
    ).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });
});
