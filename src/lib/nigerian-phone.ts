/**
 * Nigerian mobile numbers, read as people write them and sent in one format (issue 34, point 1).
 *
 * Accepted: the 10-digit national number of a mobile line (70x, 80x, 81x, 90x, 91x) with the
 * trunk 0 (`0803 123 4567`, `08031234567`), with the country code (`+234 803 123 4567`,
 * `2348031234567`, `00234…`, `+234 (0)803…`) or bare (`803 123 4567`); spaces, hyphens, dots and
 * brackets between the digits are ignored. Anything else (letters, too few or too many digits,
 * another country, a landline) is refused: a dispatch rider calls this number.
 *
 * Sent as E.164 (`+2348031234567`), which the contract's PhoneInput pattern admits; shown as
 * `+234 803 123 4567` with a `tel:` link. Kept apart from `nigeria.ts`, which carries the 774 LGAs
 * and is loaded only with the checkout.
 */

/** The field's message when a number is given but is not a Nigerian mobile number. */
export const PHONE_INVALID_MESSAGE = 'Enter a Nigerian mobile number, like 0803 123 4567.';

const SEPARATORS = /[\s().-]/g;
const NIGERIAN_MOBILE = /^(?:\+234|00234|234)?0?([789][01]\d{8})$/;

/** `+2348031234567` for any accepted form, or null when the text is not a Nigerian mobile number. */
export function toE164(text: string): string | null {
  const match = NIGERIAN_MOBILE.exec(text.trim().replace(SEPARATORS, ''));
  return match ? `+234${match[1]}` : null;
}

/** `+234 803 123 4567` for a Nigerian mobile number in any accepted form; other text as it is (trimmed). */
export function formatPhone(text: string): string {
  const e164 = toE164(text);
  if (!e164) return text.trim();
  return `+234 ${e164.slice(4, 7)} ${e164.slice(7, 10)} ${e164.slice(10)}`;
}

/** The `tel:` address of a number: E.164 when Nigerian, else its digits and a leading +. */
export function phoneHref(text: string): string {
  const e164 = toE164(text);
  if (e164) return `tel:${e164}`;
  const trimmed = text.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
