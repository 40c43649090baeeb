/**
 * What is wrong with a form, and one parse that finds it: a message per field (the first the
 * schema gives), a message for the whole form, and the fields that form-level message is about
 * (marked invalid, described by it). The form kit shows these (`useFormProblems`, `Field`).
 * Zod comes with the forms, in their own chunks: `fits` is here, not in ./limits (on every page).
 */
import * as z from 'zod/mini';
import { lengthProblem, tooLongMessage, type LengthLimit } from './limits';

export interface FormProblems<F extends string> {
  fields: Partial<Record<F, string>>;
  form?: string;
  flagged?: readonly F[];
}

export const noProblems = <F extends string>(): FormProblems<F> => ({ fields: {} });

export type Validation<T, F extends string> = { ok: true; data: T } | { ok: false; problems: FormProblems<F> };

/**
 * Parses a form's values: the clean data, or what is wrong with them. A custom issue with no path
 * is the form's message; its `params.flagged` names the fields it is about.
 */
export function validate<T extends object, F extends string & keyof T>(
  schema: z.ZodMiniType<T, T>,
  values: T,
): Validation<T, F> {
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

/** Each value, trimmed as it is sent, past its limit: "Must be 200 characters or fewer." on that field. */
export function lengthProblems<F extends string>(
  values: Record<F, string>,
  bounds: Record<F, LengthLimit>,
): FormProblems<F> {
  const fields: FormProblems<F>['fields'] = {};
  for (const field of Object.keys(bounds) as F[]) {
    const problem = lengthProblem(values[field].trim(), bounds[field]);
    if (problem !== undefined) fields[field] = problem;
  }
  return { fields };
}

/** Whether a form's problems hold any message. */
export const hasProblems = <F extends string>(problems: FormProblems<F>): boolean =>
  problems.form !== undefined || Object.values(problems.fields).some((message) => message !== undefined);

/** The same length check for a zod/mini schema: `z.string().check(z.trim(), fits(limits.login.email))`. */
export function fits(limit: LengthLimit, message?: string) {
  return z.refine<string>(
    (value) => lengthProblem(value, limit) === undefined,
    message ?? tooLongMessage(limit.maxLength ?? 0),
  );
}
