/** The product id of a URL: a positive integer written plainly ("12"), else null. */
export function parseProductId(raw: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
