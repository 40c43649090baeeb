import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginForm } from './login-form';
import { phone } from '@/testing/story-frames';

const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  args: { onSuccess: fn() },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-sm p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'customer@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password.');
  },
};

export const SignsIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'customer@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'password123');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
  },
};

export const Phone: Story = { globals: phone };

export const PasswordTooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'customer@example.com');
    await userEvent.click(canvas.getByLabelText('Password'));
    await userEvent.paste('p'.repeat(129));
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Password: Must be 128 characters or fewer.');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false');
  },
};

/** The admin gate's form: 'Sign in', and the server's message for a failure the spec does not name. */
export const AdminGate: Story = { args: { submitLabel: 'Sign in', showServerMessage: true } };

/** The account page's form: the "Forgot password?" link beside the password, 44 px tall to the touch. */
export const WithForgotLink: Story = {
  args: {
    forgotLink: () => (
      <a href="/account?mode=forgot" className="link inline-flex min-h-11 items-center text-sm">
        Forgot password?
      </a>
    ),
  },
  globals: phone,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Forgot password?' });
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(link.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
  },
};
