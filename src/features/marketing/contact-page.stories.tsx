import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContactPage } from './contact-page';
import { desktop, phone } from '@/testing/story-frames';

const meta = {
  title: 'Marketing/Contact us',
  component: ContactPage,
  parameters: { route: '/contact-us' },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: desktop };

export const Phone: Story = { globals: phone };

/** Submitting nothing: each field says what it needs, and focus goes to the first. */
export const WithErrors: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAccessibleDescription('Please enter your name.');
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      'Please enter your email address.',
    );
    await expect(canvas.getByText('Please enter a message.')).toBeVisible();
    await expect(name).toHaveFocus();
  },
};

export const WithErrorsPhone: Story = { ...WithErrors, globals: phone };

export const Submitted: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Ada Obi');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'ada@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Message/ }), 'Is the black soap good for oily skin?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByRole('heading', { name: 'Thank you for your message!' })).toHaveFocus();
  },
};

export const SubmittedPhone: Story = { ...Submitted, globals: phone };
