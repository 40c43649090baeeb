/** The list's search for a page: page 1 is the bare /orders, as the route strips it anyway. */
export function listSearch(page: number): { page?: number } {
  return page > 1 ? { page } : {};
}
