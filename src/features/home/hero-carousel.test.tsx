import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '@/testing/render-app';
import { makeSlides, stubMatchMedia } from '@/testing/home';
import { HERO_AUTO_ADVANCE_MS, HERO_TRANSITION_MS } from '@/config/constants';
import { HERO_LABEL, HeroCarouselView } from './hero-carousel';
import { swipeStep, swipeThreshold } from './use-carousel';

// jsdom has no scrolling; the router restores scroll after navigations.
window.scrollTo = () => {};

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const region = () => screen.getByRole('region', { name: HERO_LABEL });
const counter = () => within(region()).getByText(/^\d+ \/ \d+$/).textContent;
const viewport = () => region().querySelector<HTMLElement>('[aria-live]')!;
const track = () => screen.getByTestId('hero-track');
const key = (k: string) => fireEvent.keyDown(region(), { key: k });

function setWidth(el: HTMLElement, width: number) {
  el.getBoundingClientRect = () => ({
    width,
    height: 400,
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: width,
    bottom: 400,
    toJSON: () => ({}),
  });
}

/** A mouse drag of dx px (negative: to the left) on a carousel `width` px wide. */
function drag(dx: number, width: number, { release = true } = {}) {
  const el = viewport();
  setWidth(el, width);
  fireEvent.pointerDown(el, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 600 });
  fireEvent.pointerMove(el, { pointerId: 1, pointerType: 'mouse', clientX: 600 + dx / 2 });
  fireEvent.pointerMove(el, { pointerId: 1, pointerType: 'mouse', clientX: 600 + dx });
  if (release) fireEvent.pointerUp(el, { pointerId: 1, pointerType: 'mouse', clientX: 600 + dx });
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

async function renderHero(count = 3) {
  return renderApp(<HeroCarouselView slides={makeSlides(count)} />);
}

describe('swipe threshold', () => {
  it('is min(140 px, 20% of the width)', () => {
    expect(swipeThreshold(1000)).toBe(140);
    expect(swipeThreshold(500)).toBe(100);
    expect(swipeThreshold(320)).toBe(64);
  });

  it('moves only past the threshold: a left drag goes forward, a right drag back', () => {
    expect(swipeStep(-100, 1000)).toBe(0);
    expect(swipeStep(-140, 1000)).toBe(0);
    expect(swipeStep(-150, 1000)).toBe(1);
    expect(swipeStep(150, 1000)).toBe(-1);
    expect(swipeStep(110, 500)).toBe(-1);
    expect(swipeStep(-90, 500)).toBe(0);
  });
});

describe('HeroCarouselView', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('is an APG carousel: slides are groups labelled "n of N", with a position counter', async () => {
    await renderHero(3);
    expect(region().getAttribute('aria-roledescription')).toBe('carousel');
    const slides = within(region())
      .getAllByRole('group')
      .filter((g) => g.getAttribute('aria-roledescription') === 'slide');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(counter()).toBe('1 / 3');
    // Only the slide in view can be reached; the others (and the loop's copies) are inert.
    expect(slides.map((s) => s.hasAttribute('inert'))).toEqual([false, true, true]);
    const first = slides[0]!;
    expect(within(first).getByRole('heading', { level: 2 }).textContent).toBe('Heading 1');
    expect(within(first).getByRole('link', { name: 'Shop now' }).getAttribute('href')).toBe('/products');
    expect(within(first).getByRole('link', { name: 'Shop the brand' }).getAttribute('href')).toBe('/products');
    // The first image is the page's largest paint: eager and high priority; a far one is lazy.
    const images = within(region()).getAllByRole('img', { hidden: true });
    const firstImage = images.find(
      (img) => img.getAttribute('alt') === 'Slide image 1' && img.closest('[aria-roledescription="slide"]'),
    )!;
    expect(firstImage.getAttribute('fetchpriority')).toBe('high');
    expect(firstImage.getAttribute('loading')).toBe('eager');
  });

  it('loads only the slide in view until the page has settled, then its neighbours', async () => {
    await renderHero(3);
    const image = (name: string) => region().querySelector(`[aria-roledescription="slide"][aria-label="${name}"] img`)!;
    expect(image('1 of 3').getAttribute('src')).toBe('/images/copies/slides/slide-1-800.webp');
    expect(image('2 of 3').hasAttribute('src')).toBe(false);
    expect(image('3 of 3').hasAttribute('src')).toBe(false);
    // jsdom has no requestIdleCallback: the fallback waits 200 ms after the load event.
    await advance(200);
    expect(image('2 of 3').getAttribute('src')).toBe('/images/copies/slides/slide-2-800.webp');
    expect(image('3 of 3').getAttribute('src')).toBe('/images/copies/slides/slide-3-800.webp');
  });

  it('loads the next slide at once when the shopper moves before the page has settled', async () => {
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => {});
    await renderHero(3);
    key('ArrowRight');
    expect(region().querySelector('[aria-label="2 of 3"] img')!.getAttribute('src')).toBe(
      '/images/copies/slides/slide-2-800.webp',
    );
    expect(region().querySelector('[aria-label="3 of 3"] img')!.getAttribute('src')).toBe(
      '/images/copies/slides/slide-3-800.webp',
    );
    // Back on the first slide, the others keep their images.
    key('ArrowLeft');
    expect(counter()).toBe('1 / 3');
    expect(region().querySelector('[aria-label="2 of 3"] img')!.getAttribute('src')).toBe(
      '/images/copies/slides/slide-2-800.webp',
    );
  });

  it('moves with Right and Left, goes to the ends with Home and End, and loops', async () => {
    await renderHero(3);
    key('ArrowRight');
    expect(counter()).toBe('2 / 3');
    expect(within(region()).getByRole('group', { name: '2 of 3' }).hasAttribute('inert')).toBe(false);
    key('ArrowLeft');
    expect(counter()).toBe('1 / 3');
    key('ArrowLeft');
    expect(counter()).toBe('3 / 3');
    await advance(HERO_TRANSITION_MS);
    key('Home');
    expect(counter()).toBe('1 / 3');
    key('End');
    expect(counter()).toBe('3 / 3');
    key('ArrowRight');
    expect(counter()).toBe('1 / 3');
  });

  it('toggles pause with P (and with the visible button)', async () => {
    await renderHero(3);
    expect(screen.getByRole('button', { name: 'Pause slides' })).toBeTruthy();
    key('p');
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeTruthy();
    await advance(HERO_AUTO_ADVANCE_MS * 3);
    expect(counter()).toBe('1 / 3');
    key('P');
    expect(screen.getByRole('button', { name: 'Pause slides' })).toBeTruthy();
    await advance(HERO_AUTO_ADVANCE_MS);
    expect(counter()).toBe('2 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    await advance(HERO_AUTO_ADVANCE_MS * 2);
    expect(counter()).toBe('2 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    await advance(HERO_AUTO_ADVANCE_MS);
    expect(counter()).toBe('3 / 3');
  });

  it('has previous and next buttons and dots that jump', async () => {
    await renderHero(3);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(counter()).toBe('2 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(counter()).toBe('1 / 3');
    const dot = screen.getByRole('button', { name: 'Go to slide 3: Heading 3' });
    fireEvent.click(dot);
    expect(counter()).toBe('3 / 3');
    expect(dot.getAttribute('aria-current')).toBe('true');
  });

  it('advances every 5 seconds and loops from the last slide to the first', async () => {
    await renderHero(3);
    await advance(HERO_AUTO_ADVANCE_MS - 1);
    expect(counter()).toBe('1 / 3');
    await advance(1);
    expect(counter()).toBe('2 / 3');
    await advance(HERO_AUTO_ADVANCE_MS);
    expect(counter()).toBe('3 / 3');
    await advance(HERO_AUTO_ADVANCE_MS);
    expect(counter()).toBe('1 / 3');
    // It slid on to the copy of the first slide, then jumps to the real one once the 600 ms transition is over.
    // (The transform reads back as a browser serializes it, as jsdom 30+ does: zero lengths in px.)
    expect(track().style.transform).toBe('translate3d(calc(-400% + 0px), 0px, 0px)');
    expect(track().style.transition).toContain(`${HERO_TRANSITION_MS}ms`);
    await advance(HERO_TRANSITION_MS);
    expect(track().style.transform).toBe('translate3d(calc(-100% + 0px), 0px, 0px)');
    expect(track().style.transition).toBe('none');
  });

  it('pauses while hovered', async () => {
    await renderHero(3);
    fireEvent.pointerEnter(region(), { pointerType: 'mouse' });
    await advance(HERO_AUTO_ADVANCE_MS * 2);
    expect(counter()).toBe('1 / 3');
    fireEvent.pointerLeave(region(), { pointerType: 'mouse' });
    await advance(HERO_AUTO_ADVANCE_MS);
    expect(counter()).toBe('2 / 3');
  });

  it('pauses while focus is inside, but not for focus on the pause button itself', async () => {
    await renderHero(3);
    act(() => region().focus());
    await advance(HERO_AUTO_ADVANCE_MS * 2);
    expect(counter()).toBe('1 / 3');
    act(() => screen.getByRole('button', { name: 'Pause slides' }).focus());
    await advance(HERO_AUTO_ADVANCE_MS);
    expect(counter()).toBe('2 / 3');
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    await advance(HERO_AUTO_ADVANCE_MS * 2);
    expect(counter()).toBe('2 / 3');
    act(() => (document.activeElement as HTMLElement).blur());
    await advance(HERO_AUTO_ADVANCE_MS);
    expect(counter()).toBe('3 / 3');
  });

  it('pauses while the tab is hidden', async () => {
    await renderHero(3);
    setVisibility('hidden');
    await advance(HERO_AUTO_ADVANCE_MS * 3);
    expect(counter()).toBe('1 / 3');
    setVisibility('visible');
    await advance(HERO_AUTO_ADVANCE_MS);
    expect(counter()).toBe('2 / 3');
  });

  it('pauses while a drag is in progress', async () => {
    await renderHero(3);
    drag(-40, 1000, { release: false });
    await advance(HERO_AUTO_ADVANCE_MS * 2);
    expect(counter()).toBe('1 / 3');
    fireEvent.pointerUp(viewport(), { pointerId: 1, pointerType: 'mouse', clientX: 560 });
    expect(counter()).toBe('1 / 3');
    await advance(HERO_AUTO_ADVANCE_MS);
    expect(counter()).toBe('2 / 3');
  });

  it('is silent for screen readers while rotating and polite once stopped', async () => {
    await renderHero(3);
    expect(viewport().getAttribute('aria-live')).toBe('off');
    key('p');
    expect(viewport().getAttribute('aria-live')).toBe('polite');
  });

  describe('drag', () => {
    it('snaps back from a drag of 100 px on a 1000 px wide carousel', async () => {
      await renderHero(3);
      drag(-100, 1000, { release: false });
      // The slide follows the pointer while it moves.
      expect(track().style.transform).toBe('translate3d(calc(-100% - 100px), 0px, 0px)');
      fireEvent.pointerUp(viewport(), { pointerId: 1, pointerType: 'mouse', clientX: 500 });
      expect(counter()).toBe('1 / 3');
      expect(track().style.transform).toBe('translate3d(calc(-100% + 0px), 0px, 0px)');
    });

    it('moves on a drag of 150 px on 1000 px (past min(140, 200) = 140): left forward, right back', async () => {
      await renderHero(3);
      drag(-150, 1000);
      expect(counter()).toBe('2 / 3');
      drag(150, 1000);
      expect(counter()).toBe('1 / 3');
      drag(150, 1000);
      expect(counter()).toBe('3 / 3');
    });

    it('moves on a drag of 110 px on a 500 px wide carousel (past min(140, 100) = 100)', async () => {
      await renderHero(3);
      drag(-110, 500);
      expect(counter()).toBe('2 / 3');
      drag(-90, 500);
      expect(counter()).toBe('2 / 3');
    });

    it('does not follow a link at the end of a drag', async () => {
      const { router } = await renderApp(
        <HeroCarouselView
          slides={makeSlides(3).map((s) => ({ ...s, primary: { label: 'Shop now', href: '/products?q=x' } }))}
        />,
      );
      drag(-60, 1000);
      fireEvent.click(within(screen.getByRole('group', { name: '1 of 3' })).getByRole('link', { name: 'Shop now' }));
      await advance(0);
      expect(currentUrl(router)).toBe('/');
      fireEvent.click(within(screen.getByRole('group', { name: '1 of 3' })).getByRole('link', { name: 'Shop now' }));
      await advance(0);
      expect(currentUrl(router)).toBe('/products?q=x');
    });
  });

  it('with prefers-reduced-motion: no auto-advance and no animation, but Play still works', async () => {
    stubMatchMedia(1280, { reducedMotion: true });
    await renderHero(3);
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeTruthy();
    await advance(HERO_AUTO_ADVANCE_MS * 2);
    expect(counter()).toBe('1 / 3');
    key('ArrowRight');
    expect(counter()).toBe('2 / 3');
    expect(track().style.transition).toBe('none');
  });

  it('with one slide: no navigation, no counter and no auto-advance', async () => {
    await renderHero(1);
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous slide' })).toBeNull();
    expect(screen.queryByRole('button', { name: /slides$/ })).toBeNull();
    expect(screen.queryByText(/^\d+ \/ \d+$/)).toBeNull();
    expect(region().hasAttribute('aria-roledescription')).toBe(true);
    key('ArrowRight');
    drag(-300, 1000);
    await advance(HERO_AUTO_ADVANCE_MS * 2);
    expect(screen.getByRole('group', { name: '1 of 1' }).hasAttribute('inert')).toBe(false);
    expect(track().style.transform).toBe('translate3d(calc(0% + 0px), 0px, 0px)');
  });

  it("shows 'No slides to display' when given no slides at all", async () => {
    await renderHero(0);
    expect(screen.getByText('No slides to display')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
