import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SkinDoctorPage } from './skin-doctor-page';
import { desktop, phone } from '@/testing/story-frames';

const meta = {
  title: 'Marketing/Meet our Skin doctor',
  component: SkinDoctorPage,
  parameters: { route: '/meet-our-skin-doctor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Meet our Skin doctor');
  },
} satisfies Meta<typeof SkinDoctorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: desktop };

export const Phone: Story = { globals: phone };
