/** Shown while a route's data loads (after a short delay, so fast loads do not flash). */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[40vh] items-center justify-center px-4">
      <span
        className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
        aria-hidden="true"
      />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
