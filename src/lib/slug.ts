/**
 * The spec's slug rule (section 5, create product): lowercase; only letters, digits, spaces and
 * hyphens; spaces become hyphens. Used by the admin forms and by the mock backend alike.
 */
export function slugify(input: string): string {
  return input
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/ +/g, '-');
}
