import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { hang } from '@mocks/scenarios/hang';
import { expect, userEvent, within } from 'storybook/test';
import { AccountAtUrl, expectFieldError, typeInto } from './account-at-url';
import { desktop, phone } from '@/testing/story-frames';

const meta = {
  title: 'Account/Account page',
  component: AccountAtUrl,
  parameters: { route: '/account', session: 'signed-out' },
} satisfies Meta<typeof AccountAtUrl>;

export default meta;
type Story = StoryObj<typeof meta>;

// Log in ------------------------------------------------------------------------------------------

export const Login: Story = { parameters: { route: '/login' }, globals: desktop };
export const LoginPhone: Story = { ...Login, globals: phone };

export const LoginSignedIn: Story = { parameters: { route: '/account', session: 'customer' }, globals: desktop };

export const LoginWrongPassword: Story = {
  parameters: { route: '/login' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(canvas, 'Email', 'customer@example.com');
    await typeInto(canvas, 'Password', 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    await expect(canvas.getByLabelText('Password')).toHaveValue('not-the-password');
  },
};
export const LoginWrongPasswordPhone: Story = { ...LoginWrongPassword, globals: phone };

export const LoginFailed: Story = {
  parameters: {
    route: '/login',
    msw: [
      http.post('*/api/login', () =>
        HttpResponse.json({ error: 'invalid_payload', message: 'The request is invalid.' }, { status: 400 }),
      ),
    ],
  },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(canvas, 'Email', 'customer@example.com');
    await typeInto(canvas, 'Password', 'password123');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  },
};

export const LoginSigningIn: Story = {
  parameters: { route: '/login', msw: [http.post('*/api/login', hang)] },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(canvas, 'Email', 'customer@example.com');
    await typeInto(canvas, 'Password', 'password123');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
  },
};

/** 'Login successful! Redirecting...', then the ?next= page (here /orders) after 800 ms. */
export const LoginSuccess: Story = {
  parameters: { route: '/login?next=%2Forders' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(canvas, 'Email', 'customer@example.com');
    await typeInto(canvas, 'Password', 'password123');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Login successful! Redirecting...');
    await expect(await canvas.findByRole('heading', { name: 'Stand-in for /orders' })).toBeVisible();
  },
};

// Register ----------------------------------------------------------------------------------------

export const Register: Story = { parameters: { route: '/register' }, globals: desktop };
export const RegisterPhone: Story = { ...Register, globals: phone };

/** The three client rules at once, each beside its field; nothing is sent. */
export const RegisterRules: Story = {
  parameters: { route: '/register' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(canvas, 'Email', 'ada@example.com');
    await typeInto(canvas, 'Password', 'short');
    await typeInto(canvas, 'Confirm password', 'shorter');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expectFieldError(canvas.getByLabelText('Password'), 'Password is too short.');
    await expectFieldError(canvas.getByLabelText('Confirm password'), 'Passwords do not match.');
    await expectFieldError(canvas.getByRole('checkbox'), 'You must agree to the Terms & Conditions.');
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
  },
};
export const RegisterRulesPhone: Story = { ...RegisterRules, globals: phone };

async function registerWith(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await typeInto(canvas, 'Email', email);
  await typeInto(canvas, 'Password', 'password123');
  await typeInto(canvas, 'Confirm password', 'password123');
  await userEvent.click(canvas.getByRole('checkbox'));
  await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
  return canvas;
}

export const RegisterEmailInUse: Story = {
  parameters: { route: '/register' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = await registerWith(canvasElement, 'customer@example.com');
    await expectFieldError(canvas.getByLabelText('Email'), 'Email is already in use.');
  },
};
export const RegisterEmailInUsePhone: Story = { ...RegisterEmailInUse, globals: phone };

export const RegisterInvalidEmail: Story = {
  parameters: { route: '/register' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = await registerWith(canvasElement, 'ada-at-example');
    await expectFieldError(canvas.getByLabelText('Email'), 'Invalid email address.');
  },
};

export const RegisterWeakPassword: Story = {
  parameters: {
    route: '/register',
    msw: [
      http.post('*/api/register', () =>
        HttpResponse.json({ error: 'weak_password', message: 'Too weak.' }, { status: 400 }),
      ),
    ],
  },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = await registerWith(canvasElement, 'ada@example.com');
    await expectFieldError(canvas.getByLabelText('Password'), 'Password must be at least 8 characters.');
  },
};

export const RegisterFailed: Story = {
  parameters: { route: '/register', msw: [http.post('*/api/register', () => HttpResponse.error())] },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = await registerWith(canvasElement, 'ada@example.com');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
  },
};

export const RegisterCreating: Story = {
  parameters: { route: '/register', msw: [http.post('*/api/register', hang)] },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = await registerWith(canvasElement, 'ada@example.com');
    await expect(await canvas.findByRole('button', { name: 'Creating account…' })).toBeDisabled();
  },
};

/** Registered: the login form, with 'Registration successful! Please log in.' and the email. */
export const RegisterSuccess: Story = {
  parameters: { route: '/register' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = await registerWith(canvasElement, 'new.shopper@example.com');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Registration successful! Please log in.');
    await expect(canvas.getByLabelText('Email')).toHaveValue('new.shopper@example.com');
  },
};
export const RegisterSuccessPhone: Story = { ...RegisterSuccess, globals: phone };
