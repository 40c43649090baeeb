/** A grey placeholder block shown while data loads. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <span aria-hidden="true" className={`block animate-pulse rounded-md bg-ink-100 ${className}`} />;
}
