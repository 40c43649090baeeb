import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROMO_ROTATION_MS } from '@/config/constants';
import { PROMO_MESSAGES, PromoStrip } from './promo-strip';
import { renderApp } from '@/testing/render-app';

const SPEC_MESSAGES = [
  ['Get 5% off your first order', '/first-order'],
  ['Sign up for email exclusives', '/newsletter'],
  ['Earn Beauty Stars Status Points', '/status-point'],
] as const;

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function strip() {
  return screen.getByRole('region', { name: 'Promotions' });
}

function shownMessage() {
  return within(strip()).getByRole('link');
}

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PromoStrip', () => {
  it('holds the three messages of the spec, with their links, as data', () => {
    expect(PROMO_MESSAGES.map((m) => [m.text, m.to])).toEqual(SPEC_MESSAGES);
    expect(PROMO_ROTATION_MS).toBe(4000);
  });

  it('shows one message at a time and moves on every 4 seconds, round and round', async () => {
    await renderApp(<PromoStrip />);
    for (const [text, href] of [...SPEC_MESSAGES, SPEC_MESSAGES[0]]) {
      expect(shownMessage().textContent).toBe(text);
      expect(shownMessage().getAttribute('href')).toBe(href);
      await advance(PROMO_ROTATION_MS - 1);
      expect(shownMessage().textContent).toBe(text);
      await advance(1);
    }
  });

  it('stops when paused and starts again on Play', async () => {
    await renderApp(<PromoStrip />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause promotions' }));
    await advance(PROMO_ROTATION_MS * 3);
    expect(shownMessage().textContent).toBe('Get 5% off your first order');

    fireEvent.click(screen.getByRole('button', { name: 'Play promotions' }));
    expect(screen.getByRole('button', { name: 'Pause promotions' })).toBeTruthy();
    await advance(PROMO_ROTATION_MS);
    expect(shownMessage().textContent).toBe('Sign up for email exclusives');
  });

  it('is silent for screen readers while rotating and polite when paused and stepped by hand', async () => {
    await renderApp(<PromoStrip />);
    const live = shownMessage().parentElement!;
    expect(live.getAttribute('aria-live')).toBe('off');

    fireEvent.click(screen.getByRole('button', { name: 'Pause promotions' }));
    expect(live.getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: 'Next promotion' }));
    expect(shownMessage().textContent).toBe('Sign up for email exclusives');
    fireEvent.click(screen.getByRole('button', { name: 'Previous promotion' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous promotion' }));
    expect(shownMessage().textContent).toBe('Earn Beauty Stars Status Points');
    expect(live.getAttribute('aria-live')).toBe('polite');
  });

  it('pauses while the mouse is over it', async () => {
    await renderApp(<PromoStrip />);
    fireEvent.pointerEnter(strip(), { pointerType: 'mouse' });
    await advance(PROMO_ROTATION_MS * 2);
    expect(shownMessage().textContent).toBe('Get 5% off your first order');
    fireEvent.pointerLeave(strip(), { pointerType: 'mouse' });
    await advance(PROMO_ROTATION_MS);
    expect(shownMessage().textContent).toBe('Sign up for email exclusives');
  });

  it('pauses while keyboard focus is inside it', async () => {
    await renderApp(<PromoStrip />);
    act(() => shownMessage().focus());
    await advance(PROMO_ROTATION_MS * 2);
    expect(shownMessage().textContent).toBe('Get 5% off your first order');
    expect(shownMessage().parentElement!.getAttribute('aria-live')).toBe('polite');
    act(() => shownMessage().blur());
    await advance(PROMO_ROTATION_MS);
    expect(shownMessage().textContent).toBe('Sign up for email exclusives');
  });

  it('does not rotate on its own when the person prefers reduced motion, but can still be stepped', async () => {
    mockReducedMotion(true);
    await renderApp(<PromoStrip />);
    expect(screen.getByRole('button', { name: 'Play promotions' })).toBeTruthy();
    await advance(PROMO_ROTATION_MS * 3);
    expect(shownMessage().textContent).toBe('Get 5% off your first order');
    fireEvent.click(screen.getByRole('button', { name: 'Next promotion' }));
    expect(shownMessage().textContent).toBe('Sign up for email exclusives');
  });
});
