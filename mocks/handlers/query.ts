/**
 * Reading query values that the gate has already validated against the contract: these only
 * apply the documented defaults and convert strings.
 */
export function intParam(value: string | null, fallback: number): number {
  if (value === null || value === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}

export function numParam(value: string | null): number | null {
  if (value === null || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export function boolParam(value: string | null, fallback: boolean): boolean {
  if (value === null || value === '') return fallback;
  return value === 'true' || value === '1';
}

export function strParam(value: string | null): string | null {
  const v = value?.trim();
  return v ? v : null;
}

/** Compares two values for a sort; nulls last. */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/** Sorts a copy by a key, then by id descending so pages are stable. */
export function sortRows<T extends { id: number }>(rows: T[], key: (row: T) => unknown, order: 'asc' | 'desc'): T[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compareValues(key(a), key(b)) || b.id - a.id);
}
