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
import { TextareaField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useFormProblems } from '@/components/ui/use-form-problems';
import { FilePicker } from './file-picker';
import { ProductFields } from './product-fields';
import {
  checkProduct,
  createBody,
  createError,
  EMPTY_CREATE,
  REQUIRED_CREATE,
  type CreateValues,
  type LimitField,
} from './product-form-values';
import { UploadProgressBar } from './upload-progress';

const FIELDS = ['name', 'price', 'category', 'subcategory', 'description', 'images'] as const satisfies LimitField[];

export function CreateProductPage({ initial = EMPTY_CREATE }: { initial?: CreateValues }) {
  const navigate = useNavigate();
  const create = useCreateProduct();
  const [values, setValues] = useState<CreateValues>(initial);
  // The alert names what is wrong, and takes the focus.
  const form = useFormProblems(FIELDS, { focusAlert: true });
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const abort = useRef<AbortController | null>(null);
  const busy = create.isPending;
  const uploading = busy && values.files.length > 0;
  const images = form.fieldProps('images');

  function change(patch: Partial<CreateValues>) {
    setValues((current) => ({ ...current, ...patch }));
    for (const key of Object.keys(patch))
      form.clearField(key === 'imageUrls' || key === 'files' ? 'images' : (key as LimitField));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    if (busy) return;
    const found = checkProduct(values, REQUIRED_CREATE, 'createProduct');
    if (found) return form.show(found, element);
    form.reset();
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
            return form.show({ form: 'Upload cancelled. Nothing was saved.', fields: {} });
          form.show(createError(error), element);
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
        <ProductFields values={values} onChange={change} form={form} disabled={busy} required={REQUIRED_CREATE} />
        <fieldset className="space-y-4 border-t border-ink-100 pt-4">
          <legend className="font-semibold text-ink-900">Images</legend>
          <TextareaField
            label="Image URLs"
            hint="One per line or comma-separated."
            error={values.files.length === 0 ? images.error : undefined}
            rows={3}
            inputClassName="font-mono text-sm"
            value={values.imageUrls}
            disabled={busy}
            placeholder="https://…"
            onChange={(e) => change({ imageUrls: e.target.value })}
          />
          <FilePicker
            label="Image files"
            files={values.files}
            disabled={busy}
            error={values.files.length > 0 ? images.error : undefined}
            onChange={(files) => change({ files })}
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
