import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PROMO_MESSAGES, PromoStrip } from './promo-strip';
import { phone } from '@/testing/story-frames';

const meta = {
  title: 'Layout/Promo strip',
  component: PromoStrip,
  // These stories show the rotation: the page does not prefer reduced motion (.storybook/visual.ts).
  parameters: { motion: true },
} satisfies Meta<typeof PromoStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One of the three messages is showing, as a link to its page. */
async function expectAMessage(canvasElement: HTMLElement) {
  const strip = within(within(canvasElement).getByRole('region', { name: 'Promotions' }));
  const link = strip.getByRole('link');
  const message = PROMO_MESSAGES.find((m) => m.text === link.textContent);
  await expect(message).toBeDefined();
  await expect(link).toHaveAttribute('href', message!.to);
  await expect(strip.getByRole('button', { name: 'Previous promotion' })).toBeVisible();
  await expect(strip.getByRole('button', { name: 'Next promotion' })).toBeVisible();
  return strip;
}

export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const strip = await expectAMessage(canvasElement);
    await expect(strip.getByRole('button', { name: 'Pause promotions' })).toBeVisible();
    // The stories share one page: a pointer the story before left over the strip would stop it.
    await userEvent.unhover(canvasElement.querySelector('[aria-label="Promotions"]') ?? canvasElement);
    // While it rotates on its own, the message is not announced every 4 seconds.
    await expect(strip.getByRole('link').parentElement).toHaveAttribute('aria-live', 'off');
  },
};

export const Paused: Story = {
  play: async ({ canvasElement }) => {
    const strip = within(within(canvasElement).getByRole('region', { name: 'Promotions' }));
    await userEvent.click(strip.getByRole('button', { name: 'Pause promotions' }));
    await expect(strip.getByRole('button', { name: 'Play promotions' })).toBeVisible();
    await expect(strip.queryByRole('button', { name: 'Pause promotions' })).not.toBeInTheDocument();
    // Paused, the message is announced politely when someone steps to another one.
    await userEvent.click(strip.getByRole('button', { name: 'Next promotion' }));
    const link = strip.getByRole('link');
    await expect(link.parentElement).toHaveAttribute('aria-live', 'polite');
    await expectAMessage(canvasElement);
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const strip = await expectAMessage(canvasElement);
    await expect(strip.getByRole('button', { name: 'Pause promotions' })).toBeVisible();
  },
};
