/** A list's "Refresh" and a failed load's "Retry": each busy, and saying so, while it runs. */
import type { ReactNode } from 'react';

export function RefreshButton({
  onClick,
  busy,
  children = 'Refresh',
  className = 'btn-secondary',
}: {
  onClick: () => void;
  busy: boolean;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <button type="button" className={className} onClick={onClick} disabled={busy} aria-busy={busy}>
      <svg
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        aria-hidden="true"
        className={`size-4 ${busy ? 'animate-spin' : ''}`}
      >
        <path d="M16.5 10a6.5 6.5 0 1 1-1.9-4.6M16.5 3.5v3.5H13" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {children}
    </button>
  );
}

/** "Retry" after a failed load: "Retrying…" and busy while the new attempt runs. */
export function RetryButton({
  onClick,
  busy,
  className = 'btn-primary',
}: {
  onClick: () => void;
  busy: boolean;
  className?: string;
}) {
  return (
    <button type="button" className={className} onClick={onClick} disabled={busy} aria-busy={busy}>
      {busy ? 'Retrying…' : 'Retry'}
    </button>
  );
}
