/**
 * Edit mode: name, price, category, subcategory and description, saved with PATCH. Name, price and
 * category are required ('Missing required fields: …'); a failure shows the server's message, else
 * 'Update failed', and keeps what was typed.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ProductView } from '@/api/normalize';
import { useUpdateProduct } from '@/api/queries/admin-products';
import { toast } from '@/components/ui/toast';
import { CATEGORY_OPTIONS, categoryLabel } from '@/lib/categories';
import { ProductFields } from './product-fields';
import {
  limitProblems,
  missingFields,
  missingMessage,
  OVER_LIMIT,
  REQUIRED_UPDATE,
  updateBody,
  updateError,
  type LimitField,
  type ProductFields as Values,
} from './product-form-values';

export function editValues(product: ProductView): Values {
  return {
    name: product.name,
    price: String(product.price),
    // A known category shows by name (its slug is the same); another shows as stored.
    category: CATEGORY_OPTIONS.some((c) => c.slug === product.category)
      ? categoryLabel(product.category)
      : product.category,
    subcategory: product.subcategory ?? '',
    description: product.description ?? '',
  };
}

export function ProductEditForm({ product, onDone }: { product: ProductView; onDone: () => void }) {
  const update = useUpdateProduct(product.id);
  const [values, setValues] = useState<Values>(() => editValues(product));
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<LimitField, string>>>({});
  const alertRef = useRef<HTMLParagraphElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // On a phone the form opens below the gallery: bring it into view and start there.
  useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  function fail(message: string, fields: Partial<Record<LimitField, string>> = {}) {
    setError(message);
    setFieldErrors(fields);
    requestAnimationFrame(() => alertRef.current?.focus());
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    const missing = missingFields(values, REQUIRED_UPDATE);
    if (missing.length > 0)
      return fail(missingMessage(missing)!, Object.fromEntries(missing.map((f) => [f, 'Required.'])));
    const overLimit = limitProblems(values, 'updateProduct');
    if (Object.keys(overLimit).length > 0) return fail(OVER_LIMIT + Object.keys(overLimit).join(', '), overLimit);
    setError(null);
    setFieldErrors({});
    update.mutate(
      { body: updateBody(values) },
      {
        onSuccess: () => {
          toast('Product updated.');
          onDone();
        },
        onError: (e) => fail(updateError(e)),
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Edit product"
      className="space-y-4 rounded-2xl border border-ink-200 bg-white p-4 sm:p-6"
    >
      <h2 ref={headingRef} tabIndex={-1} className="font-semibold text-ink-900 focus:outline-none">
        Edit details
      </h2>
      {error && (
        <p
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 focus:outline-2 focus:outline-red-700"
        >
          {error}
        </p>
      )}
      <ProductFields
        values={values}
        onChange={setValues}
        errors={fieldErrors}
        disabled={update.isPending}
        required={REQUIRED_UPDATE}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={onDone} disabled={update.isPending}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={update.isPending} aria-busy={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
