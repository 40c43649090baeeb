import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './footer';
import { desktop, phone, tablet } from '@/testing/story-frames';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const columns = within(canvas.getByRole('navigation', { name: 'Footer' }));
    // The spec's targets, including the ones that are not what the label suggests.
    const targets = [
      ['Contact Us', '/contact-us'],
      ['Help Centre / FAQs', '/contact-us'],
      ['Shipping', '/cart'],
      ['About Us', '/about-us'],
      ['Terms & Conditions', '/privacy-policy'],
      ['Privacy Policy', '/privacy-policy'],
      ['Accessibility', '/contact-us'],
      ['Find Out More', '/find-out-more'],
      ['Meet our Skin doctor', '/meet-our-skin-doctor'],
    ] as const;
    for (const [name, href] of targets) {
      const link = columns.getByRole('link', { name });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
    }
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/account?mode=register');
    const terms = canvas.getByRole('link', { name: 'Terms (opens in a new tab)' });
    await expect(terms).toHaveAttribute('href', '/terms');
    await expect(terms).toHaveAttribute('target', '_blank');
    const socials = within(canvas.getByRole('list', { name: 'Follow us' })).getAllByRole('link');
    await expect(socials).toHaveLength(5);
    for (const social of socials) await expect(social).toHaveAttribute('target', '_blank');
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: desktop };

export const Tablet: Story = { globals: tablet };

export const Phone: Story = { globals: phone };
