/**
 * Edit mode: name, price, category, subcategory and description, saved with PATCH. Name, price and
 * category are required ('Missing required fields: …'); a failure shows the server's message, else
 * 'Update failed', and keeps what was typed. For a product the host sent `variants` or `stock`
 * for, the stock and its variants too (./variant-editor.tsx, decision 0047), sent with the rest.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ProductView } from '@/api/normalize';
import { useUpdateProduct } from '@/api/queries/admin-products';
import { toast } from '@/components/ui/toast';
import { useFormProblems } from '@/components/ui/use-form-problems';
import { CATEGORY_OPTIONS, categoryLabel } from '@/lib/categories';
import { ProductFields } from './product-fields';
import { checkStock, stockBody, stockFieldOrder, stockValues, variantsError, type StockField } from './stock-values';
import { VariantEditor } from './variant-editor';
import {
  checkProduct,
  REQUIRED_UPDATE,
  updateBody,
  updateError,
  type LimitField,
  type ProductFields as Values,
} from './product-form-values';

const FIELDS = ['name', 'price', 'category', 'subcategory', 'description'] as const satisfies (keyof Values)[];

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
  const [stock, setStock] = useState(() => stockValues(product));
  // The alert names what is wrong, and takes the focus.
  const form = useFormProblems<LimitField | StockField>([...FIELDS, ...stockFieldOrder(stock)], { focusAlert: true });
  const headingRef = useRef<HTMLHeadingElement>(null);

  // On a phone the form opens below the gallery: bring it into view and start there.
  useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  function change(patch: Partial<Values>) {
    setValues((current) => ({ ...current, ...patch }));
    for (const key of Object.keys(patch)) form.clearField(key as keyof Values);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    if (update.isPending) return;
    const found =
      checkProduct(values, REQUIRED_UPDATE, 'updateProduct') ?? (product.stockKnown ? checkStock(stock) : null);
    if (found) return form.show(found, element);
    form.reset();
    update.mutate(
      { body: product.stockKnown ? { ...updateBody(values), ...stockBody(stock) } : updateBody(values) },
      {
        onSuccess: () => {
          toast('Product updated.');
          onDone();
        },
        onError: (e) => form.show(variantsError(e, stock) ?? { fields: {}, form: updateError(e) }, element),
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
      <ProductFields
        values={values}
        onChange={change}
        form={form}
        disabled={update.isPending}
        required={REQUIRED_UPDATE}
      />
      {product.stockKnown && (
        <VariantEditor
          values={stock}
          onChange={(next, changed) => {
            setStock(next);
            for (const field of changed) form.clearField(field);
          }}
          problem={form.fieldProps}
          disabled={update.isPending}
        />
      )}
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
