/**
 * One schema per account form (the spec's section 5), and one helper that turns a failed parse
 * into `FormProblems`: the first message of each field, and a message for the whole form.
 * Emails and codes are trimmed; passwords are sent exactly as typed.
 */
import * as z from 'zod/mini';
import { PASSWORD_MIN } from '@/config/constants';
import { MESSAGES, type FormProblems, type ResetField } from './account-messages';

const trimmed = () => z.string().check(z.trim());

/** Login and forgot have no client rules of their own: the server answers for them. */
export const loginSchema = z.object({ email: trimmed(), password: z.string() });
export type LoginValues = z.infer<typeof loginSchema>;

export const forgotSchema = z.object({ email: trimmed() });
export type ForgotValues = z.infer<typeof forgotSchema>;

/** Register: terms agreed, a password of at least 8, the same password twice. */
export const registerSchema = z
  .object({ email: trimmed(), password: z.string(), confirm: z.string(), terms: z.boolean() })
  .check(
    z.superRefine((values, ctx) => {
      if (values.password.length < PASSWORD_MIN) ctx.addIssue({ code: 'custom', path: ['password'], message: MESSAGES.passwordTooShort, input: values.password });
      if (values.confirm !== values.password) ctx.addIssue({ code: 'custom', path: ['confirm'], message: MESSAGES.passwordsDiffer, input: values.confirm });
      if (!values.terms) ctx.addIssue({ code: 'custom', path: ['terms'], message: MESSAGES.termsRequired, input: values.terms });
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
        ctx.addIssue({ code: 'custom', path: [], message: MESSAGES.fillAll, input: values, params: { flagged: blank } });
        return;
      }
      if (values.password.length < PASSWORD_MIN) ctx.addIssue({ code: 'custom', path: ['password'], message: MESSAGES.weakPassword, input: values.password });
      if (values.confirm !== values.password) ctx.addIssue({ code: 'custom', path: ['confirm'], message: MESSAGES.passwordsDiffer, input: values.confirm });
    }),
  );
export type ResetValues = z.infer<typeof resetSchema>;

export type Validation<T, F extends string> = { ok: true; data: T } | { ok: false; problems: FormProblems<F> };

/** Parses a form's values: the clean data, or what is wrong with them. */
export function validate<T extends object, F extends string & keyof T>(schema: z.ZodMiniType<T, T>, values: T): Validation<T, F> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const problems: FormProblems<F> = { fields: {} };
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string') {
      problems.fields[field as F] ??= issue.message;
    } else if (problems.form === undefined) {
      problems.form = issue.message;
      const flagged = issue.code === 'custom' ? (issue.params as { flagged?: F[] } | undefined)?.flagged : undefined;
      if (flagged) problems.flagged = flagged;
    }
  }
  return { ok: false, problems };
}
