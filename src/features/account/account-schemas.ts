/**
 * One schema per account form (the spec's section 5; the login form's is beside it in
 * `src/components/auth/`); `validate` (`src/lib/form-problems.ts`) turns a failed parse into
 * what the form shows.
 * Emails and codes are trimmed; passwords are sent exactly as typed. Each field sent is held to the
 * contract's limit (`src/api/limits.gen.ts`) before sending: "Must be 254 characters or fewer.".
 */
import * as z from 'zod/mini';
import { limits } from '@/api/limits.gen';
import { PASSWORD_MIN } from '@/config/constants';
import { fits } from '@/lib/form-problems';
import { lengthProblem, type LengthLimit } from '@/lib/limits';
import { MESSAGES, type ResetField } from './account-messages';

const trimmed = () => z.string().check(z.trim());

type Context = { addIssue: (issue: { code: 'custom'; path: string[]; message: string; input: unknown }) => void };

/** Adds "Must be N characters or fewer." to `field` when its value (as sent) is past the limit; true when it did. */
function pastLimit(ctx: Context, field: string, value: string, limit: LengthLimit): boolean {
  const message = lengthProblem(value, limit);
  if (message) ctx.addIssue({ code: 'custom', path: [field], message, input: value });
  return message !== undefined;
}

/** Forgot has no client rules of its own beyond the contract's limits: the server answers for it. */
export const forgotSchema = z.object({ email: trimmed().check(fits(limits.forgotPassword.email)) });
export type ForgotValues = z.infer<typeof forgotSchema>;

/** Register: terms agreed, a password of at least 8, the same password twice. */
export const registerSchema = z
  .object({ email: trimmed(), password: z.string(), confirm: z.string(), terms: z.boolean() })
  .check(
    z.superRefine((values, ctx) => {
      pastLimit(ctx, 'email', values.email, limits.register.email);
      if (pastLimit(ctx, 'password', values.password, limits.register.password)) {
        // Too long says so; the other rules wait.
      } else if (values.password.length < PASSWORD_MIN)
        ctx.addIssue({
          code: 'custom',
          path: ['password'],
          message: MESSAGES.passwordTooShort,
          input: values.password,
        });
      if (values.confirm !== values.password)
        ctx.addIssue({ code: 'custom', path: ['confirm'], message: MESSAGES.passwordsDiffer, input: values.confirm });
      if (!values.terms)
        ctx.addIssue({ code: 'custom', path: ['terms'], message: MESSAGES.termsRequired, input: values.terms });
    }),
  );
export type RegisterValues = z.infer<typeof registerSchema>;

const RESET_FIELDS = ['email', 'code', 'password', 'confirm'] as const satisfies readonly ResetField[];

/**
 * Reset: all four fields filled in (a blank one is flagged and the form says so), then a new
 * password of at least 8, then the same password twice.
 */
export const resetSchema = z
  .object({ email: trimmed(), code: trimmed(), password: z.string(), confirm: z.string() })
  .check(
    z.superRefine((values, ctx) => {
      const blank = RESET_FIELDS.filter((field) => values[field].trim() === '');
      if (blank.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: [],
          message: MESSAGES.fillAll,
          input: values,
          params: { flagged: blank },
        });
        return;
      }
      pastLimit(ctx, 'email', values.email, limits.resetPassword.email);
      pastLimit(ctx, 'code', values.code, limits.resetPassword.code);
      if (pastLimit(ctx, 'password', values.password, limits.resetPassword.new_password)) return;
      if (values.password.length < PASSWORD_MIN)
        ctx.addIssue({ code: 'custom', path: ['password'], message: MESSAGES.weakPassword, input: values.password });
      if (values.confirm !== values.password)
        ctx.addIssue({ code: 'custom', path: ['confirm'], message: MESSAGES.passwordsDiffer, input: values.confirm });
    }),
  );
export type ResetValues = z.infer<typeof resetSchema>;
