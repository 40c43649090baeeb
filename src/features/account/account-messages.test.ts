import { describe, expect, it } from 'vitest';
import { ApiError, errorFromAnswer } from '@/api/errors';
import { forgotProblems, registerProblems, resetProblems, serverMessage } from './account-messages';
import { validate } from '@/lib/form-problems';
import { registerSchema, resetSchema } from './account-schemas';

describe('serverMessage', () => {
  it("is the server's sentence, never a made-up one", () => {
    expect(serverMessage(new ApiError(400, 'invalid_payload', 'Email is required.'))).toBe('Email is required.');
    expect(serverMessage(errorFromAnswer(502, '<html>Bad Gateway</html>'))).toBeUndefined();
    expect(serverMessage(new ApiError(0, 'network_error', 'Failed to fetch'))).toBeUndefined();
    expect(serverMessage(new ApiError(400, 'invalid_payload', '  '))).toBeUndefined();
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('server errors to messages', () => {
  it('register', () => {
    expect(registerProblems(new ApiError(400, 'invalid_email', 'x'))).toEqual({
      fields: { email: 'Invalid email address.' },
    });
    expect(registerProblems(new ApiError(400, 'weak_password', 'x'))).toEqual({
      fields: { password: 'Password must be at least 8 characters.' },
    });
    expect(registerProblems(new ApiError(409, 'email_in_use', 'x'))).toEqual({
      fields: { email: 'Email is already in use.' },
    });
    expect(registerProblems(new ApiError(500, 'http_error', 'x'))).toEqual({
      fields: {},
      form: 'Registration failed. Please try again.',
    });
  });

  it('forgot', () => {
    expect(
      forgotProblems(
        new ApiError(400, 'invalid_payload', 'Missing required: email', { email: 'is required' }),
        'a@b.co',
      ),
    ).toEqual({ fields: { email: 'Please enter your email address.' } });
    expect(forgotProblems(new ApiError(400, 'invalid_payload', 'Bad.'), '  ')).toEqual({
      fields: { email: 'Please enter your email address.' },
    });
    expect(forgotProblems(new ApiError(503, 'unavailable', 'Slow down.'), 'a@b.co')).toEqual({
      fields: {},
      form: 'Slow down.',
    });
    expect(forgotProblems(errorFromAnswer(500, undefined), 'a@b.co')).toEqual({
      fields: {},
      form: 'Failed to send reset code. Please try again.',
    });
  });

  it('reset', () => {
    const missing = resetProblems(
      new ApiError(400, 'invalid_payload', 'Missing', { email: 'is required', new_password: 'is required' }),
    );
    expect(missing).toEqual({
      fields: { email: 'Please enter your email address.', password: 'Please enter your new password.' },
    });
    expect(resetProblems(new ApiError(400, 'invalid_payload', 'Bad', { other: 'x' }))).toEqual({
      fields: {},
      form: 'Please fill in all required fields.',
    });
    expect(resetProblems(new ApiError(400, 'invalid_code_or_email', 'x'))).toMatchObject({
      form: 'Invalid code or email address.',
      flagged: ['email', 'code'],
    });
    expect(resetProblems(new ApiError(400, 'invalid_or_expired_code', 'x'))).toEqual({
      fields: { code: 'The code is invalid or expired.' },
    });
    expect(resetProblems(new ApiError(400, 'weak_password', 'Longer, please.'))).toEqual({
      fields: { password: 'Longer, please.' },
    });
    expect(resetProblems(new ApiError(503, 'http_error', 'x'))).toEqual({
      fields: {},
      form: 'Failed to reset password. Please try again.',
    });
  });
});

describe('form schemas', () => {
  it('register: the three rules, each on its field; the email trimmed', () => {
    expect(
      validate(registerSchema, { email: ' a@b.co ', password: 'password1', confirm: 'password1', terms: true }),
    ).toEqual({
      ok: true,
      data: { email: 'a@b.co', password: 'password1', confirm: 'password1', terms: true },
    });
    expect(validate(registerSchema, { email: '', password: '1234567', confirm: '', terms: false })).toEqual({
      ok: false,
      problems: {
        fields: {
          password: 'Password is too short.',
          confirm: 'Passwords do not match.',
          terms: 'You must agree to the Terms & Conditions.',
        },
      },
    });
  });

  it('reset: blanks first (flagged), then length and match', () => {
    expect(validate(resetSchema, { email: 'a@b.co', code: ' ', password: 'x', confirm: '' })).toEqual({
      ok: false,
      problems: { fields: {}, form: 'Please fill in all fields.', flagged: ['code', 'confirm'] },
    });
    expect(validate(resetSchema, { email: 'a@b.co', code: '123456', password: 'short', confirm: 'shorter' })).toEqual({
      ok: false,
      problems: { fields: { password: 'Password must be at least 8 characters.', confirm: 'Passwords do not match.' } },
    });
    expect(
      validate(resetSchema, { email: ' a@b.co', code: ' 123456 ', password: 'password1', confirm: 'password1' }),
    ).toMatchObject({ ok: true, data: { email: 'a@b.co', code: '123456' } });
  });
});
