/**
 * What the account screens say (the spec's sections 5 and 8, word for word), how long they wait
 * before moving on (section 4), and how each server error becomes a message: next to the field it
 * is about when there is one, otherwise for the whole form.
 */
import { isApiError, serverMessage } from '@/api/errors';
import { tooManyAttemptsMessage } from '@/api/rate-limit';
import { PASSWORD_MIN } from '@/config/constants';
import type { FormProblems } from '@/lib/form-problems';

/** After a login: 'Login successful! Redirecting...', then home (or ?next=) after 800 ms. */
export const LOGIN_REDIRECT_MS = 800;
/** After a forgot-password request: on to the reset form after 1.2 s, the email filled in. */
export const FORGOT_TO_RESET_MS = 1200;
/** After a password reset: back to the login form after 1.8 s. */
export const RESET_TO_LOGIN_MS = 1800;

export const MESSAGES = {
  // Register (sections 5 and 8)
  termsRequired: 'You must agree to the Terms & Conditions.',
  passwordTooShort: 'Password is too short.',
  passwordsDiffer: 'Passwords do not match.',
  invalidEmail: 'Invalid email address.',
  weakPassword: `Password must be at least ${PASSWORD_MIN} characters.`,
  emailInUse: 'Email is already in use.',
  registerFailed: 'Registration failed. Please try again.',
  registered: 'Registration successful! Please log in.',
  // Login (sections 4 and 8; the failures come from the shared login form's `loginErrorMessage`)
  loggedIn: 'Login successful! Redirecting...',
  // Forgot (section 8)
  enterEmail: 'Please enter your email address.',
  forgotFailed: 'Failed to send reset code. Please try again.',
  forgotSent: 'If that account exists, a code will be sent shortly.',
  // Reset (sections 5 and 8)
  fillAll: 'Please fill in all fields.',
  enterCode: 'Please enter the code sent to your email.',
  enterNewPassword: 'Please enter your new password.',
  fillRequired: 'Please fill in all required fields.',
  invalidCodeOrEmail: 'Invalid code or email address.',
  codeExpired: 'The code is invalid or expired.',
  resetFailed: 'Failed to reset password. Please try again.',
  resetDone: 'Password reset successful! You can now log in.',
} as const;

/** The server's own sentence, when it sent one (never a made-up "Request failed…"). */
export { serverMessage };

export type RegisterField = 'email' | 'password' | 'confirm' | 'terms';

export function registerProblems(error: unknown): FormProblems<RegisterField> {
  const wait = tooManyAttemptsMessage(error);
  if (wait) return { fields: {}, form: wait };
  const code = isApiError(error) ? error.code : undefined;
  if (code === 'invalid_email') return { fields: { email: MESSAGES.invalidEmail } };
  if (code === 'weak_password') return { fields: { password: MESSAGES.weakPassword } };
  if (code === 'email_in_use') return { fields: { email: MESSAGES.emailInUse } };
  return { fields: {}, form: MESSAGES.registerFailed };
}

export type ForgotField = 'email';

/**
 * invalid_payload about a missing email: the email sent was blank, or the server's note on
 * `fields.email` says it is required or missing. Any other answer shows the server's message.
 */
export function forgotProblems(error: unknown, sentEmail: string): FormProblems<ForgotField> {
  const wait = tooManyAttemptsMessage(error);
  if (wait) return { fields: {}, form: wait };
  if (isApiError(error) && error.code === 'invalid_payload') {
    const note = error.fields?.email;
    if (sentEmail.trim() === '' || (note !== undefined && /required|missing/i.test(note)))
      return { fields: { email: MESSAGES.enterEmail } };
  }
  return { fields: {}, form: serverMessage(error) ?? MESSAGES.forgotFailed };
}

export type ResetField = 'email' | 'code' | 'password' | 'confirm';

/** The reset call's field names, and the message for each when it is missing. */
const RESET_MISSING: ReadonlyArray<readonly [apiField: string, field: ResetField, message: string]> = [
  ['email', 'email', MESSAGES.enterEmail],
  ['code', 'code', MESSAGES.enterCode],
  ['new_password', 'password', MESSAGES.enterNewPassword],
];

export function resetProblems(error: unknown): FormProblems<ResetField> {
  const wait = tooManyAttemptsMessage(error);
  if (wait) return { fields: {}, form: wait };
  const code = isApiError(error) ? error.code : undefined;
  if (isApiError(error) && code === 'invalid_payload') {
    const fields: FormProblems<ResetField>['fields'] = {};
    for (const [apiField, field, message] of RESET_MISSING)
      if (error.fields?.[apiField] !== undefined) fields[field] = message;
    return Object.keys(fields).length > 0 ? { fields } : { fields: {}, form: MESSAGES.fillRequired };
  }
  if (code === 'invalid_code_or_email')
    return { fields: {}, form: MESSAGES.invalidCodeOrEmail, flagged: ['email', 'code'] };
  if (code === 'invalid_or_expired_code') return { fields: { code: MESSAGES.codeExpired } };
  if (code === 'weak_password') return { fields: { password: serverMessage(error) ?? MESSAGES.weakPassword } };
  return { fields: {}, form: MESSAGES.resetFailed };
}
