/**
 * The image part of the slide form: a URL or a file to upload (a file wins), the image's
 * description for screen readers, and, when editing, the image the slide has now.
 */
import { useEffect, useMemo, useRef } from 'react';
import { Field, TextField, type FieldProblems } from '@/components/ui/field';

export const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif,image/svg+xml';

/** Whether the address typed shows an image: loading until the browser says. */
export type UrlStatus = 'loading' | 'ok' | 'broken';

interface ImageFieldsProps {
  mode: 'create' | 'edit';
  imageUrl: string;
  /** The address's status, when it is to be saved (a new address with no file chosen); null otherwise. */
  urlStatus: UrlStatus | null;
  onUrlStatus: (url: string, status: Exclude<UrlStatus, 'loading'>) => void;
  currentImage?: string;
  alt: string;
  file: File | null;
  problemsOf: (field: 'image_url' | 'image' | 'alt') => FieldProblems;
  disabled: boolean;
  onImageUrl: (value: string) => void;
  onAlt: (value: string) => void;
  onFile: (file: File | null) => void;
}

/** A local preview of the chosen file (none where the browser cannot make one). */
function usePreview(file: File | null): string | null {
  const url = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function ImageFields({
  mode,
  imageUrl,
  urlStatus,
  onUrlStatus,
  currentImage,
  alt,
  file,
  problemsOf,
  disabled,
  onImageUrl,
  onAlt,
  onFile,
}: ImageFieldsProps) {
  const url = imageUrl.trim();
  const fileInput = useRef<HTMLInputElement>(null);
  const preview = usePreview(file);
  const urlHint =
    mode === 'create' ? 'Required unless you upload an image below.' : 'A different URL replaces the current image.';

  return (
    <fieldset className="min-w-0 space-y-4 rounded-xl border border-ink-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink-900">Image</legend>
      {currentImage && (
        <div className="flex items-center gap-3">
          <img src={currentImage} alt="" className="h-16 w-28 shrink-0 rounded-lg bg-ink-100 object-cover" />
          <p className="min-w-0 text-sm text-ink-600">
            Current image
            <span className="block truncate text-ink-500" title={currentImage}>
              {currentImage}
            </span>
          </p>
        </div>
      )}
      <Field label="Image URL" {...problemsOf('image_url')} hint={urlHint}>
        {(control) => (
          <input
            {...control}
            name="image_url"
            type="text"
            inputMode="url"
            className="field-input"
            value={imageUrl}
            onChange={(e) => onImageUrl(e.target.value)}
            placeholder="https://… or /images/…"
            disabled={disabled || file !== null}
          />
        )}
      </Field>
      {urlStatus && (
        <div className="flex items-center gap-3 rounded-lg bg-ink-50 p-3">
          {/* The browser loads it as the store will: it loads only if the address shows an image. */}
          <img
            key={url}
            src={url}
            alt="Preview of this address"
            className={`h-16 w-28 shrink-0 rounded-lg bg-white object-cover ${urlStatus === 'broken' ? 'hidden' : ''}`}
            onLoad={() => onUrlStatus(url, 'ok')}
            onError={() => onUrlStatus(url, 'broken')}
          />
          <p
            role="status"
            className={`min-w-0 flex-1 text-sm ${urlStatus === 'broken' ? 'text-red-800' : 'text-ink-700'}`}
          >
            {urlStatus === 'loading'
              ? 'Loading the image…'
              : urlStatus === 'ok'
                ? 'The slide will show this image.'
                : 'No image at this address.'}
          </p>
        </div>
      )}
      <Field
        label="Or upload an image"
        {...problemsOf('image')}
        hint="PNG, JPEG, WebP, GIF or SVG. An uploaded file is used instead of the URL."
      >
        {(control) => (
          <input
            {...control}
            ref={fileInput}
            name="image"
            type="file"
            accept={IMAGE_TYPES}
            className="block w-full text-sm text-ink-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border file:border-ink-300 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-ink-900 hover:file:border-brand-400"
            onChange={(e) => onFile(e.target.files?.[0] ?? null)}
            disabled={disabled}
          />
        )}
      </Field>
      {file && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-ink-50 p-3">
          {preview && <img src={preview} alt="" className="h-16 w-28 shrink-0 rounded-lg bg-white object-cover" />}
          <p className="min-w-0 flex-1 text-sm text-ink-700">
            <span className="block truncate font-medium">{file.name}</span>
            {formatSize(file.size)}
          </p>
          <button
            type="button"
            className="btn-ghost"
            disabled={disabled}
            onClick={() => {
              if (fileInput.current) fileInput.current.value = '';
              onFile(null);
            }}
          >
            Remove file
          </button>
        </div>
      )}
      <TextField
        label="Image description"
        {...problemsOf('alt')}
        hint="Read out by screen readers, e.g. Jars of cream on a warm background."
        name="alt"
        value={alt}
        onChange={(e) => onAlt(e.target.value)}
        disabled={disabled}
      />
    </fieldset>
  );
}
