/** A message above the cart: a repaired saved cart (status) or a write that failed (alert). */
import type { ReactNode } from 'react';

export function CartNotice({
  tone,
  children,
  onDismiss,
}: {
  tone: 'info' | 'error';
  children: ReactNode;
  onDismiss: () => void;
}) {
  const colours =
    tone === 'error' ? 'border-red-200 bg-red-50 text-red-900' : 'border-gold-400 bg-gold-100 text-ink-900';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`mt-4 flex items-start gap-3 rounded-2xl border px-4 py-3 text-sm ${colours}`}
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="mt-0.5 size-5 shrink-0 fill-current">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.5h1.8v5.5H9.1V6Zm.9 9a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z" />
      </svg>
      <p className="flex-1 pt-0.5">{children}</p>
      <button
        type="button"
        onClick={onDismiss}
        className="-my-1 -mr-2 rounded-full px-2 py-1 text-sm font-semibold underline underline-offset-2 hover:no-underline"
      >
        Dismiss
      </button>
    </div>
  );
}
