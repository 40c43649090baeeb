/**
 * Image files chosen for an upload, kept in state (not in the input) so that a failed submit keeps
 * them: each is listed with its size and a Remove button; choosing more adds to the list.
 */
import { useRef } from 'react';
import { Field } from '@/components/ui/field';

function size(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export interface FilePickerProps {
  label: string;
  files: File[];
  onChange: (files: File[]) => void;
  error?: string;
  disabled?: boolean;
}

export function FilePicker({ label, files, onChange, error, disabled }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div>
      <Field label={label} error={error} hint="Images up to 5 MB each.">
        {(control) => (
          <input
            {...control}
            ref={input}
            type="file"
            accept="image/*"
            multiple
            disabled={disabled}
            className="block w-full text-sm text-ink-700 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
            onChange={(event) => {
              const picked = Array.from(event.target.files ?? []);
              if (picked.length > 0) onChange([...files, ...picked]);
              // The list below holds the choice; the input is emptied so the same file can be picked again.
              event.target.value = '';
            }}
          />
        )}
      </Field>
      {files.length > 0 && (
        <ul aria-label="Chosen files" className="mt-2 divide-y divide-ink-100 rounded-lg border border-ink-200">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center justify-between gap-2 px-3 py-1.5 text-sm">
              <span className="min-w-0 truncate">
                {file.name} <span className="text-ink-500">({size(file.size)})</span>
              </span>
              <button
                type="button"
                className="btn-ghost min-h-11 px-3 py-1"
                disabled={disabled}
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
