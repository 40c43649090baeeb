/**
 * A grey placeholder block shown while data loads. `code`: it stands in for code still loading (a
 * lazy chunk), marked `data-loading-code` so that a story's picture waits for what replaces it
 * (.storybook/visual.ts).
 */
export function Skeleton({ className = '', code = false }: { className?: string; code?: boolean }) {
  return (
    <span
      aria-hidden="true"
      data-loading-code={code || undefined}
      className={`block animate-pulse rounded-md bg-ink-100 ${className}`}
    />
  );
}
