/** An upload's progress bar with its percentage, and a way to stop it. */
import type { UploadProgress } from '@/api/upload';

export function UploadProgressBar({
  progress,
  label,
  onCancel,
}: {
  progress: UploadProgress | null;
  label: string;
  onCancel?: () => void;
}) {
  const percent = Math.round((progress?.fraction ?? 0) * 100);
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-ink-800">
      <label className="flex min-w-0 flex-1 items-center gap-3">
        <span className="shrink-0">{label}</span>
        <progress max={100} value={percent} className="h-2 min-w-24 flex-1 accent-brand-700" />
        <span className="w-10 shrink-0 text-right tabular-nums" aria-hidden="true">
          {percent}%
        </span>
      </label>
      {onCancel && (
        <button type="button" className="btn-ghost min-h-11 px-3 py-1" onClick={onCancel}>
          Cancel upload
        </button>
      )}
    </div>
  );
}
