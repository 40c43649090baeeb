/**
 * The forms' checks of the contract's limits (issue 30, point 2): the limits themselves come from
 * `src/api/limits.gen.ts`, generated from openapi.yaml, so none is typed twice. A value past one
 * gets "Must be 1,000 characters or fewer." (or a number's range) unless the spec words that
 * limit itself, and the form sends nothing. Lengths count characters as the contract does (code
 * points, so an emoji is one), on the value as it is sent (trimmed where the form trims).
 * Inputs carry no maxLength attribute: a paste that is too long is shown and said, not cut.
 */
import { formatCount } from './count';

// Written out, not Intl: a formatter made here would start the locale library on every page that loads a form (@/lib/count).

export interface LengthLimit {
  readonly maxLength?: number;
}

export interface RangeLimit {
  readonly minimum?: number;
  readonly maximum?: number;
}

/** Characters as JSON Schema counts them (code points). */
export function characters(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}

/** "Must be 1,000 characters or fewer." */
export function tooLongMessage(max: number): string {
  return `Must be ${formatCount(max)} characters or fewer.`;
}

/** "Must be between 1 and 99." (or "at least", "at most" when one side is open). */
export function rangeMessage(limit: RangeLimit): string {
  const { minimum, maximum } = limit;
  if (minimum !== undefined && maximum !== undefined)
    return `Must be between ${formatCount(minimum)} and ${formatCount(maximum)}.`;
  if (minimum !== undefined) return `Must be at least ${formatCount(minimum)}.`;
  return `Must be at most ${formatCount(maximum ?? 0)}.`;
}

/** The message for a text past its limit, or undefined when it fits. */
export function lengthProblem(value: string, limit: LengthLimit, message?: string): string | undefined {
  if (limit.maxLength === undefined || characters(value) <= limit.maxLength) return undefined;
  return message ?? tooLongMessage(limit.maxLength);
}

/** The message for a number outside its range, or undefined when it is inside. */
export function rangeProblem(value: number, limit: RangeLimit, message?: string): string | undefined {
  const below = limit.minimum !== undefined && value < limit.minimum;
  const above = limit.maximum !== undefined && value > limit.maximum;
  return below || above ? (message ?? rangeMessage(limit)) : undefined;
}
