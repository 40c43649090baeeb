/** The payment result's round icon: a tick, a clock, a cross, or a spinner while checking. */
const TONES = {
  success: 'bg-green-100 text-green-800',
  pending: 'bg-amber-100 text-amber-800',
  failed: 'bg-red-100 text-red-800',
  neutral: 'bg-ink-100 text-ink-700',
} as const;

const PATHS = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  pending: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  failed: 'M7 7l10 10M17 7 7 17',
  neutral: 'M12 8v5M12 16.5v.5',
} as const;

export function ResultIcon({ tone, busy = false }: { tone: keyof typeof TONES; busy?: boolean }) {
  return (
    <span aria-hidden="true" className={`mx-auto flex size-14 items-center justify-center rounded-full ${TONES[tone]}`}>
      {busy ? (
        <span className="size-7 animate-spin rounded-full border-[3px] border-current border-t-transparent" />
      ) : (
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2.25}
          strokeLinecap="round"
          strokeLinejoin="round"
          className="size-7"
        >
          <path d={PATHS[tone]} />
        </svg>
      )}
    </span>
  );
}
