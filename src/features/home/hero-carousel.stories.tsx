import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { hang } from '@mocks/scenarios/hang';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_SLIDES } from './default-slides';
import { HERO_LABEL, HeroCarousel, HeroCarouselView } from './hero-carousel';
import { desktop, phone, tablet } from '@/testing/story-frames';

const SLIDES_URL = '*/api/carousel/slides';

const meta = {
  title: 'Home/Hero carousel',
  component: HeroCarousel,
  // These stories show the rotation: the page does not prefer reduced motion (.storybook/visual.ts).
  parameters: { motion: true },
} satisfies Meta<typeof HeroCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const hero = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: HERO_LABEL }));

/** The seeded slides once loaded: the position counter, and from 640 px up a dot per slide. */
async function expectLoaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const counter = await canvas.findByText(/^\d+ \/ \d+$/);
  const count = Number(counter.textContent?.split(' / ')[1]);
  await expect(count).toBeGreaterThan(1);
  const region = hero(canvasElement);
  await expect(region.getByRole('button', { name: 'Previous slide' })).toBeVisible();
  await expect(region.getByRole('button', { name: 'Next slide' })).toBeVisible();
  // The dots from 640 px up; a phone has the counter alone (docs/decisions/0033-touch-targets-on-phones.md).
  await expect(region.queryAllByRole('button', { name: /^Go to slide/ })).toHaveLength(
    window.innerWidth < 640 ? 0 : count,
  );
  return region;
}

async function expectDefaults(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByText(/^\d \/ 3$/);
  const groups = hero(canvasElement)
    .getAllByRole('group')
    .filter((g) => g.getAttribute('aria-roledescription') === 'slide');
  await expect(groups.map((g) => within(g).getByRole('heading').textContent)).toEqual(
    DEFAULT_SLIDES.map((s) => s.heading),
  );
}

export const Loading: Story = {
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(
      http.get(SLIDES_URL, async () => {
        await hang();
        return HttpResponse.json({ items: [], count: 0 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading slides…');
    // The first default slide's frame holds the space, its image loading first.
    const image = canvas.getByRole('img');
    await expect(image).toHaveAttribute('src', '/images/copies/slides/glow-recipe-800.webp');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};

export const LoadingPhone: Story = { ...Loading, globals: phone };

export const Loaded: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const region = await expectLoaded(canvasElement);
    await expect(region.getByRole('button', { name: 'Pause slides' })).toBeVisible();
  },
};

export const LoadedTablet: Story = { ...Loaded, globals: tablet };
export const LoadedPhone: Story = { ...Loaded, globals: phone };

export const DefaultsAfterError: Story = {
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(
      http.get(SLIDES_URL, () =>
        HttpResponse.json({ error: 'server_error', message: 'Something went wrong.' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => expectDefaults(canvasElement),
};

export const DefaultsWhenEmpty: Story = {
  globals: phone,
  beforeEach({ msw }) {
    msw.use(http.get(SLIDES_URL, () => HttpResponse.json({ items: [], count: 0 })));
  },
  play: async ({ canvasElement }) => expectDefaults(canvasElement),
};

export const OneSlide: Story = {
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(
      http.get(SLIDES_URL, () =>
        HttpResponse.json({
          items: [
            {
              id: 7,
              image_url: '/images/slides/black-soap.svg',
              alt: 'Bars of African black soap',
              heading: 'Brightening Black Soap',
              subtitle: 'Ose dudu, the traditional way',
              description: 'Hand-cut African black soap with shea butter that gently exfoliates.',
              cta_primary_label: null,
              cta_primary_url: null,
              cta_secondary_label: null,
              cta_secondary_url: null,
              sort_order: 0,
              is_active: true,
            },
          ],
          count: 1,
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slide = await canvas.findByRole('group', { name: '1 of 1' });
    await expect(within(slide).getByRole('heading')).toHaveTextContent('Brightening Black Soap');
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Pause slides' })).not.toBeInTheDocument();
  },
};

export const Paused: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const region = await expectLoaded(canvasElement);
    await userEvent.click(region.getByRole('button', { name: 'Pause slides' }));
    await expect(region.getByRole('button', { name: 'Play slides' })).toBeVisible();
    // Stopped, the slides are announced politely when someone steps to one.
    await userEvent.click(region.getByRole('button', { name: 'Go to slide 2: Dark Knuckles Removing Cream' }));
    await expect(region.getByText(/^2 \/ \d+$/)).toBeVisible();
    const live = within(canvasElement).getByRole('region', { name: HERO_LABEL }).querySelector('[aria-live]');
    await expect(live).toHaveAttribute('aria-live', 'polite');
    // P toggles the rotation back on (the focus is in the carousel, so it stays still meanwhile).
    await userEvent.keyboard('p');
    await waitFor(() => expect(region.getByRole('button', { name: 'Pause slides' })).toBeVisible());
  },
};

/** Only reachable with no slides at all: the page itself always has the built-in ones. */
export const NoSlides: Story = {
  globals: desktop,
  render: () => <HeroCarouselView slides={[]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No slides to display')).toBeVisible();
  },
};
