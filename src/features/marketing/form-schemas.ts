/**
 * The schemas of the newsletter and contact forms, and one helper that turns a failed parse into
 * a message per field (the first problem each field has). The email check is the spec's simple
 * x@y.z pattern, not a full address grammar.
 */
import * as z from 'zod/mini';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MESSAGES = {
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  nameRequired: 'Please enter your name.',
  messageRequired: 'Please enter a message.',
} as const;

const requiredText = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

const email = z
  .string()
  .check(z.trim(), z.minLength(1, MESSAGES.emailRequired), z.regex(EMAIL_PATTERN, MESSAGES.emailInvalid));

export const newsletterSchema = z.object({ email });
export type NewsletterValues = z.infer<typeof newsletterSchema>;

export const contactSchema = z.object({
  name: requiredText(MESSAGES.nameRequired),
  email,
  message: requiredText(MESSAGES.messageRequired),
});
export type ContactValues = z.infer<typeof contactSchema>;

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

export type FormSchema<T> = z.ZodMiniType<T, T>;

/** Either the parsed (trimmed) values, or one message for each field that failed. */
export function validateForm<T extends Record<string, string>>(
  schema: FormSchema<T>,
  values: T,
): { ok: true; data: T } | { ok: false; errors: FieldErrors<T> } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors<T> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as (keyof T & string) | undefined;
    if (typeof field === 'string' && errors[field] === undefined) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
