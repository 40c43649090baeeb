/**
 * Toasts ('Added to cart', 'Removed from cart', …): shown for 3 s (spec section 9) in one polite
 * live region, so screen readers hear them once. A small store instead of a library: this is one
 * list and a timer, on every shopper page.
 */
import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS } from '@/config/constants';

export interface Toast {
  id: number;
  message: string;
  tone: 'success' | 'info' | 'error';
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function toast(message: string, tone: Toast['tone'] = 'success', duration = TOAST_DURATION_MS): number {
  const id = nextId++;
  toasts = [...toasts, { id, message, tone }];
  emit();
  setTimeout(() => dismissToast(id), duration);
  return id;
}

export function dismissToast(id: number): void {
  const next = toasts.filter((t) => t.id !== id);
  if (next.length === toasts.length) return;
  toasts = next;
  emit();
}

/** No toast showing: each story starts without the toasts of the one before (.storybook/preview.tsx). */
export function resetToastsForTests(): void {
  if (toasts.length === 0) return;
  toasts = [];
  emit();
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
    () => toasts,
  );
}

const TONES: Record<Toast['tone'], string> = {
  success: 'bg-ink-900 text-white',
  info: 'bg-white text-ink-900 ring-1 ring-ink-200',
  error: 'bg-red-700 text-white',
};

export function Toaster() {
  const list = useToasts();
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-4"
    >
      {list.map((t) => (
        <div
          key={t.id}
          className={`pointer-events-auto flex max-w-full items-center gap-3 rounded-3xl px-5 py-3 text-sm font-medium shadow-lg ${TONES[t.tone]}`}
        >
          {/* A long word (an email) wraps rather than run past a phone's edge. */}
          <span className="min-w-0 [overflow-wrap:anywhere]">{t.message}</span>
          <button
            type="button"
            className="-my-3 -mr-4 inline-flex size-11 shrink-0 items-center justify-center rounded-full opacity-70 hover:opacity-100"
            onClick={() => dismissToast(t.id)}
            aria-label="Dismiss"
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
