import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LIVE_CHAT_NOTE, SkinDoctorSection } from './skin-doctor-section';
import { desktop, phone } from '@/testing/story-frames';

const meta = {
  title: 'Home/Skin doctor section',
  component: SkinDoctorSection,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Meet our skin doctor' })).toHaveAttribute(
      'href',
      '/meet-our-skin-doctor',
    );
    await expect(canvas.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact-us');
    await expect(canvas.getByText(LIVE_CHAT_NOTE)).toBeVisible();
  },
} satisfies Meta<typeof SkinDoctorSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: desktop };
export const Phone: Story = { globals: phone };
