/**
 * The home grids' column count (spec section 2, Home): 4 at a width of 1024 px or more, 3 at
 * 640 px or more, otherwise 2. The breakpoints are data, read by the pure `columnsForWidth` and by
 * the hook, which follows them with matchMedia.
 */
import { useCallback, useSyncExternalStore } from 'react';

export const GRID_BREAKPOINTS = [
  { minWidth: 1024, columns: 4 },
  { minWidth: 640, columns: 3 },
] as const;
export const GRID_MIN_COLUMNS = 2;

export function columnsForWidth(width: number): number {
  return GRID_BREAKPOINTS.find((b) => width >= b.minWidth)?.columns ?? GRID_MIN_COLUMNS;
}

const queries = GRID_BREAKPOINTS.map((b) => `(min-width: ${b.minWidth}px)`);

function currentColumns(): number {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return GRID_MIN_COLUMNS;
  const match = GRID_BREAKPOINTS.find((_, i) => window.matchMedia(queries[i]!).matches);
  return match?.columns ?? GRID_MIN_COLUMNS;
}

export function useGridColumns(): number {
  const subscribe = useCallback((onChange: () => void) => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
    const lists = queries.map((q) => window.matchMedia(q));
    lists.forEach((list) => list.addEventListener('change', onChange));
    return () => lists.forEach((list) => list.removeEventListener('change', onChange));
  }, []);
  return useSyncExternalStore(subscribe, currentColumns, () => GRID_MIN_COLUMNS);
}
