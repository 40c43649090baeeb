import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AccountAtUrl, expectFieldError, typeInto } from './account-at-url';
import { desktop } from '@/testing/story-frames';

/**
 * The account forms when the server refuses, each driven by the mock scenario that QA would pick
 * (`?scenario=login:too_many_requests`): the matrix in docs/error-states.md points here.
 */
const meta = {
  title: 'Account/Server refusals',
  component: AccountAtUrl,
  parameters: { session: 'signed-out' },
  globals: desktop,
} satisfies Meta<typeof AccountAtUrl>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type Form = 'login' | 'register' | 'forgot' | 'reset';

const ROUTES: Record<Form, string> = {
  login: '/login',
  register: '/register',
  forgot: '/account?mode=forgot',
  reset: '/account?mode=reset',
};

/** Fills the form validly and sends it. */
async function submit(form: Form, canvas: Canvas) {
  await typeInto(canvas, 'Email', 'ada@example.com');
  if (form === 'login') {
    await typeInto(canvas, 'Password', 'password123');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
  } else if (form === 'register') {
    await typeInto(canvas, 'Password', 'password123');
    await typeInto(canvas, 'Confirm password', 'password123');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
  } else if (form === 'forgot') {
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset code' }));
  } else {
    await typeInto(canvas, 'Reset code', '123456');
    await typeInto(canvas, 'New password', 'brand-new-secret');
    await typeInto(canvas, 'Confirm new password', 'brand-new-secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
  }
}

/** The form's own message (an alert) for the scenario's answer. */
const formMessage = (form: Form, scenario: string, message: string): Story => ({
  parameters: { route: ROUTES[form], scenarios: [scenario] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(form, canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
  },
});

/** The message beside the field it is about. */
const fieldMessage = (form: Form, scenario: string, label: string, message: string): Story => ({
  parameters: { route: ROUTES[form], scenarios: [scenario] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(form, canvas);
    await expectFieldError(canvas.getByLabelText(label), message);
  },
});

const WAIT = 'Too many attempts. Try again in 12 minutes.';

export const LoginTooManyAttempts = formMessage('login', 'login:too_many_requests', WAIT);
export const LoginInvalidPayload = formMessage('login', 'login:invalid_payload', 'Login failed. Please try again.');
export const RegisterTooManyAttempts = formMessage('register', 'register:too_many_requests', WAIT);
export const RegisterInvalidPayload = formMessage(
  'register',
  'register:invalid_payload',
  'Registration failed. Please try again.',
);
export const RegisterInvalidEmailFromServer = fieldMessage(
  'register',
  'register:invalid_email',
  'Email',
  'Invalid email address.',
);
export const ForgotTooManyAttempts = formMessage('forgot', 'forgotPassword:too_many_requests', WAIT);
export const ForgotEmailMissing = fieldMessage(
  'forgot',
  'forgotPassword:invalid_payload.email',
  'Email',
  'Please enter your email address.',
);
export const ForgotInvalidPayload = formMessage('forgot', 'forgotPassword:invalid_payload', 'Email is required.');
export const ForgotServerError = formMessage('forgot', 'forgotPassword:500', 'Internal server error.');
export const ResetTooManyAttempts = formMessage('reset', 'resetPassword:too_many_requests', WAIT);
export const ResetInvalidPayload = formMessage(
  'reset',
  'resetPassword:invalid_payload',
  'Please fill in all required fields.',
);
export const ResetEmailMissing = fieldMessage(
  'reset',
  'resetPassword:invalid_payload.email',
  'Email',
  'Please enter your email address.',
);
export const ResetCodeMissing = fieldMessage(
  'reset',
  'resetPassword:invalid_payload.code',
  'Reset code',
  'Please enter the code sent to your email.',
);
export const ResetNewPasswordMissing = fieldMessage(
  'reset',
  'resetPassword:invalid_payload.new_password',
  'New password',
  'Please enter your new password.',
);
export const ResetWeakPassword = fieldMessage(
  'reset',
  'resetPassword:weak_password',
  'New password',
  'Password must be at least 8 characters.',
);

/**
 * Where a failed session renewal leads (refreshToken:invalid_refresh_token, or session:refresh_fails
 * in the app): tokens cleared and sent to /account?next= the page, which says to log in.
 */
export const SentToLogInAfterSessionEnded: Story = {
  parameters: { route: '/account?next=%2Forders' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  },
};
