import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { hang } from '@mocks/scenarios/hang';
import { expect, userEvent, within } from 'storybook/test';
import { AccountAtUrl, expectFieldError, typeInto } from './account-at-url';
import { desktop, phone } from '@/testing/story-frames';

/** Forgot password and reset password: /account?mode=forgot and /account?mode=reset. */
const meta = {
  title: 'Account/Password reset',
  component: AccountAtUrl,
  parameters: { route: '/account?mode=forgot', session: 'signed-out' },
} satisfies Meta<typeof AccountAtUrl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asks the mock for a code and reads it from its outbox, as a tester would with `__mockBackend.outbox()`. */
async function requestCode(email: string): Promise<string> {
  await fetch('/api/password/forgot', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const mock = window as unknown as { __mockBackend: { outbox: () => Array<{ to: string; code: string | null }> } };
  return (
    mock.__mockBackend
      .outbox()
      .filter((mail) => mail.to === email)
      .at(-1)?.code ?? ''
  );
}

// Forgot -------------------------------------------------------------------------------------------

export const Forgot: Story = { globals: desktop };
export const ForgotPhone: Story = { globals: phone };

export const ForgotMissingEmail: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset code' }));
    await expectFieldError(canvas.getByLabelText('Email'), 'Please enter your email address.');
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
  },
};
export const ForgotMissingEmailPhone: Story = { ...ForgotMissingEmail, globals: phone };

export const ForgotServerMessage: Story = {
  parameters: {
    msw: [
      http.post('*/api/password/forgot', () =>
        HttpResponse.json(
          { error: 'invalid_payload', message: 'That email address is too long.', fields: { email: 'Too long.' } },
          { status: 400 },
        ),
      ),
    ],
  },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(canvas, 'Email', 'customer@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('That email address is too long.');
  },
};

export const ForgotFailed: Story = {
  parameters: { msw: [http.post('*/api/password/forgot', () => HttpResponse.error())] },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(canvas, 'Email', 'customer@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to send reset code. Please try again.');
  },
};

export const ForgotSending: Story = {
  parameters: { msw: [http.post('*/api/password/forgot', hang)] },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(canvas, 'Email', 'customer@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset code' }));
    await expect(await canvas.findByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

/** The server's message, then the reset form after 1.2 s with the email filled in. */
export const ForgotSuccess: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(canvas, 'Email', 'customer@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset code' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'If that account exists, a code will be sent shortly.',
    );
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reset your password' })).toHaveFocus();
    await expect(canvas.getByLabelText('Email')).toHaveValue('customer@example.com');
  },
};
export const ForgotSuccessPhone: Story = { ...ForgotSuccess, globals: phone };

// Reset --------------------------------------------------------------------------------------------

export const Reset: Story = { parameters: { route: '/account?mode=reset' }, globals: desktop };
export const ResetPhone: Story = { ...Reset, globals: phone };

export const ResetEmptyFields: Story = {
  parameters: { route: '/account?mode=reset' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(canvas, 'Email', 'customer@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please fill in all fields.');
    await expectFieldError(canvas.getByLabelText('Reset code'), 'Please fill in all fields.');
  },
};
export const ResetEmptyFieldsPhone: Story = { ...ResetEmptyFields, globals: phone };

export const ResetPasswordRules: Story = {
  parameters: { route: '/account?mode=reset' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(canvas, 'Email', 'customer@example.com');
    await typeInto(canvas, 'Reset code', '123456');
    await typeInto(canvas, 'New password', 'short');
    await typeInto(canvas, 'Confirm new password', 'shorter');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expectFieldError(canvas.getByLabelText('New password'), 'Password must be at least 8 characters.');
    await expectFieldError(canvas.getByLabelText('Confirm new password'), 'Passwords do not match.');
  },
};
export const ResetPasswordRulesPhone: Story = { ...ResetPasswordRules, globals: phone };

async function resetWith(canvasElement: HTMLElement, email: string, code: string) {
  const canvas = within(canvasElement);
  await typeInto(canvas, 'Email', email);
  await typeInto(canvas, 'Reset code', code);
  await typeInto(canvas, 'New password', 'brand-new-secret');
  await typeInto(canvas, 'Confirm new password', 'brand-new-secret');
  await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
  return canvas;
}

export const ResetUnknownEmail: Story = {
  parameters: { route: '/account?mode=reset' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = await resetWith(canvasElement, 'nobody@example.com', '123456');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid code or email address.');
  },
};

export const ResetWrongCode: Story = {
  parameters: { route: '/account?mode=reset' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const code = await requestCode('customer@example.com');
    const canvas = await resetWith(canvasElement, 'customer@example.com', code === '000000' ? '111111' : '000000');
    await expectFieldError(canvas.getByLabelText('Reset code'), 'The code is invalid or expired.');
  },
};
export const ResetWrongCodePhone: Story = { ...ResetWrongCode, globals: phone };

export const ResetMissingField: Story = {
  parameters: {
    route: '/account?mode=reset',
    msw: [
      http.post('*/api/password/reset', () =>
        HttpResponse.json(
          { error: 'invalid_payload', message: 'Missing required: code', fields: { code: 'is required' } },
          { status: 400 },
        ),
      ),
    ],
  },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = await resetWith(canvasElement, 'customer@example.com', '123456');
    await expectFieldError(canvas.getByLabelText('Reset code'), 'Please enter the code sent to your email.');
  },
};

export const ResetFailed: Story = {
  parameters: { route: '/account?mode=reset', msw: [http.post('*/api/password/reset', () => HttpResponse.error())] },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = await resetWith(canvasElement, 'customer@example.com', '123456');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to reset password. Please try again.');
  },
};

/** 'Password reset successful! You can now log in.', then the login form after 1.8 s. */
export const ResetSuccess: Story = {
  parameters: { route: '/account?mode=reset' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const code = await requestCode('customer@example.com');
    const canvas = await resetWith(canvasElement, 'customer@example.com', code);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Password reset successful! You can now log in.');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' })).toHaveFocus();
    await expect(canvas.getByLabelText('Email')).toHaveValue('customer@example.com');
  },
};
export const ResetSuccessPhone: Story = { ...ResetSuccess, globals: phone };
