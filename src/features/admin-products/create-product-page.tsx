/**
 * /admin/create (spec section 2, Admin create product; section 5 and 8, Create product). Checks the
 * required fields first ('Missing required fields: …'), then sends JSON, or multipart when files
 * are chosen, with upload progress. A failure shows the spec's message and keeps every field and
 * file; success goes to the new product's detail.
 */
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { useCreateProduct } from '@/api/queries/admin-products';
import type { UploadProgress } from '@/api/upload';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { FilePicker } from './file-picker';
import { ProductFields } from './product-fields';
import {
  createBody,
  createError,
  EMPTY_CREATE,
  limitProblems,
  missingFields,
  missingMessage,
  OVER_LIMIT,
  REQUIRED_CREATE,
  type CreateValues,
  type FormError,
} from './product-form-values';
import { UploadProgressBar } from './upload-progress';

export function CreateProductPage({ initial = EMPTY_CREATE }: { initial?: CreateValues }) {
  const navigate = useNavigate();
  const create = useCreateProduct();
  const [values, setValues] = useState<CreateValues>(initial);
  const [problem, setProblem] = useState<FormError | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const abort = useRef<AbortController | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const busy = create.isPending;
  const uploading = busy && values.files.length > 0;

  function show(error: FormError) {
    setProblem(error);
    requestAnimationFrame(() => alertRef.current?.focus());
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const missing = missingFields(values);
    if (missing.length > 0) {
      return show({
        message: missingMessage(missing)!,
        fields: Object.fromEntries(missing.map((f) => [f, 'Required.'])),
      });
    }
    const overLimit = limitProblems(values, 'createProduct');
    if (Object.keys(overLimit).length > 0)
      return show({ message: OVER_LIMIT + Object.keys(overLimit).join(', '), fields: overLimit });
    setProblem(null);
    setProgress(null);
    abort.current = new AbortController();
    create.mutate(
      { body: createBody(values), onProgress: setProgress, signal: abort.current.signal },
      {
        onSuccess: ({ id }) => {
          toast('Product created.');
          // Without an id in the answer (a host outside the spec), the list shows the new product.
          void (id === null
            ? navigate({ to: '/admin/products' })
            : navigate({ to: '/admin/product/$id', params: { id } }));
        },
        onError: (error) => {
          if (error instanceof DOMException && error.name === 'AbortError')
            return setProblem({ message: 'Upload cancelled. Nothing was saved.', fields: {} });
          show(createError(error));
        },
      },
    );
  }

  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="font-display text-2xl font-bold text-ink-900 sm:text-3xl">Add product</h1>
      <p className="mt-1 text-sm text-ink-600">Name, price, category and subcategory are required.</p>
      <form
        noValidate
        onSubmit={submit}
        aria-label="Add product"
        className="mt-5 space-y-5 rounded-2xl border border-ink-200 bg-white p-4 sm:p-6"
      >
        {problem && (
          <div
            ref={alertRef}
            tabIndex={-1}
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 focus:outline-2 focus:outline-red-700"
          >
            {problem.message}
          </div>
        )}
        <ProductFields
          values={values}
          onChange={(next) => setValues({ ...values, ...next })}
          errors={problem?.fields ?? {}}
          disabled={busy}
          required={REQUIRED_CREATE}
        />
        <fieldset className="space-y-4 border-t border-ink-100 pt-4">
          <legend className="font-semibold text-ink-900">Images</legend>
          <Field
            label="Image URLs"
            hint="One per line or comma-separated."
            error={problem?.fields.images && values.files.length === 0 ? problem.fields.images : undefined}
          >
            {(props) => (
              <textarea
                {...props}
                rows={3}
                className="field-input font-mono text-sm"
                value={values.imageUrls}
                disabled={busy}
                placeholder="https://…"
                onChange={(e) => setValues({ ...values, imageUrls: e.target.value })}
              />
            )}
          </Field>
          <FilePicker
            label="Image files"
            files={values.files}
            disabled={busy}
            error={problem?.fields.images && values.files.length > 0 ? problem.fields.images : undefined}
            onChange={(files) => setValues({ ...values, files })}
          />
        </fieldset>
        {uploading && (
          <UploadProgressBar progress={progress} label="Uploading images" onCancel={() => abort.current?.abort()} />
        )}
        <div className="flex flex-wrap justify-end gap-2 border-t border-ink-100 pt-4">
          <button
            type="button"
            className="btn-secondary"
            disabled={busy}
            onClick={() => void navigate({ to: '/admin/products' })}
          >
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
            {busy ? 'Creating…' : 'Create product'}
          </button>
        </div>
      </form>
    </div>
  );
}
