/**
 * The schemas of the newsletter and contact forms (their problems are held and shown by the form
 * kit: `useFormProblems`). The email check is the spec's simple x@y.z pattern, not a full
 * address grammar.
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
