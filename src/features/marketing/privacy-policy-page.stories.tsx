import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { desktop, phone } from '@/testing/story-frames';

const meta = {
  title: 'Marketing/Privacy Policy',
  component: PrivacyPolicyPage,
  parameters: { route: '/privacy-policy' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
  },
} satisfies Meta<typeof PrivacyPolicyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: desktop };

export const Phone: Story = { globals: phone };
