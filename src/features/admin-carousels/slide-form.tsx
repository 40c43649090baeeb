/**
 * The one slide form, for adding a slide and for editing one. It checks the values before
 * sending (a summary 'Missing required fields: …' plus a message at each field), shows the
 * server's answer when it refuses (its field messages too), shows upload progress when a file is
 * sent, and keeps everything typed when a submit fails.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { isApiError } from '@/api/errors';
import type { UploadProgress } from '@/api/upload';
import { CheckboxField, TextareaField, TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { useFormProblems, useFormValues } from '@/components/ui/use-form-problems';
import { ImageFields, type UrlStatus } from './slide-image-fields';
import {
  replacesImage,
  validateSlideForm,
  type SlideFormErrors,
  type SlideFormField,
  type SlideFormValues,
} from './slide-form-values';
import { SLIDE_MESSAGES, slideErrorMessage } from './slide-messages';

export interface SlideSubmit {
  values: SlideFormValues;
  file: File | null;
  onProgress: (progress: UploadProgress) => void;
}

export interface SlideFormProps {
  mode: 'create' | 'edit';
  initial: SlideFormValues;
  /** The accessible name of the form ('Add a slide', 'Edit Glow Recipe'). */
  label: string;
  submitLabel: string;
  busyLabel: string;
  /** What a failure says when the server gives no message ('Update failed' for edits). */
  failureFallback: string;
  /** Sends the form; throws (an ApiError) when the server refuses. */
  onSubmit: (submit: SlideSubmit) => Promise<void>;
  onCancel?: () => void;
}

/** The fields in the order they show, for moving focus to the first with a problem. */
const FIELD_ORDER: SlideFormField[] = [
  'heading',
  'subtitle',
  'description',
  'image_url',
  'image',
  'alt',
  'cta_primary_label',
  'cta_primary_url',
  'cta_secondary_label',
  'cta_secondary_url',
  'sort_order',
];

/** The slide's text fields (the rest are boxes to tick). */
type TextName = Exclude<keyof SlideFormValues, 'is_active' | 'delete_previous'>;

/** Server field names (createSlide's `fields`) onto the form's fields. */
function serverFieldErrors(fields: Record<string, string> | undefined): SlideFormErrors {
  if (!fields) return {};
  const errors: SlideFormErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const field = (key === 'image_urls' ? 'image_url' : key) as SlideFormField;
    if (FIELD_ORDER.includes(field)) errors[field] = message;
  }
  return errors;
}

export function SlideForm({
  mode,
  initial,
  label,
  submitLabel,
  busyLabel,
  failureFallback,
  onSubmit,
  onCancel,
}: SlideFormProps) {
  const form = useFormProblems(FIELD_ORDER);
  const { values, set, text } = useFormValues(initial, form);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [urlChecked, setUrlChecked] = useState<{ url: string; status: 'ok' | 'broken' } | null>(null);
  const newUrl = file === null && replacesImage(values, initial, false) ? values.image_url.trim() : null;
  const urlStatus: UrlStatus | null =
    newUrl === null ? null : urlChecked?.url === newUrl ? urlChecked.status : 'loading';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    if (busy) return;
    const found = validateSlideForm(values, mode, file !== null);
    if (found) return form.show(found, element);
    // A new address is saved only once the browser has shown the image it points to.
    if (urlStatus !== null && urlStatus !== 'ok') {
      const message = urlStatus === 'broken' ? SLIDE_MESSAGES.imageUrlBroken : SLIDE_MESSAGES.imageUrlLoading;
      return form.show({ fields: { image_url: message } }, element);
    }
    form.reset();
    setBusy(true);
    setProgress(file ? 0 : null);
    try {
      await onSubmit({ values, file, onProgress: (p) => setProgress(p.fraction) });
    } catch (error) {
      const fields = isApiError(error) ? serverFieldErrors(error.fields) : {};
      form.show({ fields, form: slideErrorMessage(error, failureFallback) });
      // Stays mounted on failure: everything typed (and the chosen file) is kept.
      setBusy(false);
      setProgress(null);
      return;
    }
    setBusy(false);
    setProgress(null);
  }

  const textField = (
    name: TextName,
    fieldLabel: string,
    options: { hint?: ReactNode; placeholder?: string; required?: boolean; className?: string },
  ) => (
    <TextField
      label={fieldLabel}
      {...text(name)}
      hint={options.hint}
      className={options.className}
      placeholder={options.placeholder}
      aria-required={options.required || undefined}
      disabled={busy}
    />
  );

  const replacing = mode === 'edit' && replacesImage(values, initial, file !== null);

  return (
    <form aria-label={label} noValidate onSubmit={submit} className="space-y-5" aria-busy={busy}>
      {textField('heading', mode === 'create' ? 'Heading (required)' : 'Heading', { required: true })}
      {textField('subtitle', 'Subtitle', { hint: 'A short line above the heading, such as New in.' })}
      <TextareaField label="Description" {...text('description')} rows={3} disabled={busy} inputClassName="" />

      <ImageFields
        mode={mode}
        imageUrl={values.image_url}
        currentImage={mode === 'edit' ? initial.image_url : undefined}
        alt={values.alt}
        file={file}
        problemsOf={form.fieldProps}
        disabled={busy}
        urlStatus={urlStatus}
        onUrlStatus={(url, status) => {
          setUrlChecked({ url, status });
          if (status === 'ok') form.clearField('image_url');
        }}
        onImageUrl={(v) => set('image_url', v)}
        onAlt={(v) => set('alt', v)}
        onFile={(f) => {
          setFile(f);
          form.clearField('image_url');
          form.clearField('image');
        }}
      />
      {replacing && (
        <CheckboxField
          name="delete_previous"
          label="Delete the previous image"
          hint="Removes the old uploaded image from storage. Untick to keep it."
          checked={values.delete_previous}
          onChange={(e) => set('delete_previous', e.target.checked)}
          disabled={busy}
          className="rounded-lg bg-ink-50 p-3"
        />
      )}

      <fieldset className="min-w-0 rounded-xl border border-ink-200 p-4">
        <legend className="px-1 text-sm font-semibold text-ink-900">Buttons</legend>
        <p className="text-sm text-ink-600">
          Left blank, they read Shop now and Shop the brand, and both go to /products.
        </p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {textField('cta_primary_label', 'First button label', { placeholder: 'Shop now' })}
          {textField('cta_primary_url', 'First button link', { placeholder: '/products' })}
          {textField('cta_secondary_label', 'Second button label', { placeholder: 'Shop the brand' })}
          {textField('cta_secondary_url', 'Second button link', { placeholder: '/products' })}
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <TextField
          label="Sort order"
          {...text('sort_order')}
          hint="A whole number; lower numbers show first. Default 0."
          inputMode="numeric"
          disabled={busy}
        />
        <CheckboxField
          name="is_active"
          label="Active"
          hint="Show this slide on the home page."
          checked={values.is_active}
          onChange={(e) => set('is_active', e.target.checked)}
          disabled={busy}
          className="pt-1 sm:pt-7"
        />
      </div>

      {form.problems.form && <FormAlert id={form.alertId}>{form.problems.form}</FormAlert>}
      {busy && progress !== null && (
        <div className="space-y-1">
          <progress className="h-2 w-full accent-brand-700" max={1} value={progress} aria-label="Upload progress" />
          <p className="text-sm text-ink-600" aria-live="polite">
            Uploading the image… {Math.round(progress * 100)}%
          </p>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
