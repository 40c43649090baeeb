/** Drops undefined, null and empty values from query params and bodies, so equal filters share one cache entry. */
export function clean<T extends object>(query: T): T {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;
}
