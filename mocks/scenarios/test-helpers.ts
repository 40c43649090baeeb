/** What the tests of the shape scenarios share (shapes:lean's rules and its sweep). */

/** A timestamp that names its zone (`Z`, `+01:00`, `-0500`), anywhere at the end of a string. */
export const ZONED = /\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|z|[+-]\d{2}(:?\d{2})?)$/;

/** Every string anywhere in a JSON value, with its path. */
export function strings(value: unknown, path = '$'): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}
