import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NewsletterPage } from './newsletter-page';
import { desktop, phone } from '@/testing/story-frames';

const meta = {
  title: 'Marketing/Newsletter',
  component: NewsletterPage,
  parameters: { route: '/newsletter' },
} satisfies Meta<typeof NewsletterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: desktop };

export const Phone: Story = { globals: phone };

/** Submitting nothing: the message sits under the field, which is marked invalid and focused. */
export const WithErrors: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter your email address.');
    await expect(email).toHaveFocus();
  },
};

export const WithErrorsPhone: Story = { ...WithErrors, globals: phone };

/** A badly formed address keeps what was typed and says what is wrong. */
export const InvalidEmail: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, 'ada@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(email).toHaveValue('ada@example');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
  },
};

export const Submitted: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(await canvas.findByRole('heading', { name: 'Thank you for signing up!' })).toHaveFocus();
  },
};

export const SubmittedPhone: Story = { ...Submitted, globals: phone };
