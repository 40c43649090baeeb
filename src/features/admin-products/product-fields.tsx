/**
 * The product's own fields, shared by the create and edit forms: name, price (step 0.01), category
 * (the six suggested, any other allowed), subcategory (a select when the category has known
 * subcategories, free text otherwise) and description. Category and subcategory are sent as slugs.
 */
import { useId } from 'react';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import type { useFormProblems } from '@/components/ui/use-form-problems';
import { slugify } from '@/lib/slug';
import { CATEGORY_OPTIONS, knownSubcategories } from '@/lib/categories';
import type { LimitField, ProductFields as Values, RequiredField } from './product-form-values';

/** The create or edit form's problems (`useFormProblems`, its alert taking the focus). */
export type ProductForm = ReturnType<typeof useFormProblems<LimitField>>;

export interface ProductFieldsProps {
  values: Values;
  onChange: (patch: Partial<Values>) => void;
  /** The form's problems: its alert shows above the fields, each field's under it. */
  form: ProductForm;
  disabled?: boolean;
  /** Which fields are marked required. */
  required: readonly RequiredField[];
}

export function ProductFields({ values, onChange: set, form, disabled, required }: ProductFieldsProps) {
  const problemsOf = form.fieldProps;
  const listId = useId();
  const subcategories = knownSubcategories(values.category);
  const label = (field: RequiredField, text: string) => (required.includes(field) ? `${text} (required)` : text);
  const slugHint = (text: string) => {
    const slug = slugify(text);
    return text.trim() && slug !== text.trim() ? `Saved as “${slug}”.` : undefined;
  };

  return (
    <>
      {form.problems.form && (
        <FormAlert id={form.alertId} focusable>
          {form.problems.form}
        </FormAlert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={label('name', 'Name')} {...problemsOf('name')} className="sm:col-span-2">
          {(props) => (
            <input
              {...props}
              className="field-input"
              value={values.name}
              disabled={disabled}
              onChange={(e) => set({ name: e.target.value })}
            />
          )}
        </Field>
        <Field label={label('price', 'Price (₦)')} {...problemsOf('price')}>
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              className="field-input"
              value={values.price}
              disabled={disabled}
              onChange={(e) => set({ price: e.target.value })}
            />
          )}
        </Field>
        <Field
          label={label('category', 'Category')}
          {...problemsOf('category')}
          hint={slugHint(values.category) ?? 'Pick one of the six or type a new one.'}
        >
          {(props) => (
            <>
              <input
                {...props}
                list={listId}
                className="field-input"
                value={values.category}
                disabled={disabled}
                autoComplete="off"
                onChange={(e) => {
                  const category = e.target.value;
                  const known = knownSubcategories(category);
                  // A subcategory that the new category does not list would be a select with no match.
                  const keep =
                    known.length === 0
                      ? values.subcategory
                      : known.some((s) => s.slug === values.subcategory)
                        ? values.subcategory
                        : '';
                  set({ category, subcategory: keep });
                }}
              />
              <datalist id={listId}>
                {CATEGORY_OPTIONS.map((c) => (
                  <option key={c.slug} value={c.label} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <Field
          label={label('subcategory', 'Subcategory')}
          {...problemsOf('subcategory')}
          hint={
            subcategories.length > 0
              ? undefined
              : (slugHint(values.subcategory) ??
                (values.category.trim()
                  ? 'Free text: this category has no known subcategories.'
                  : 'Pick a category to choose from its subcategories, or type one.'))
          }
        >
          {(props) =>
            subcategories.length > 0 ? (
              <select
                {...props}
                className="field-input"
                value={values.subcategory}
                disabled={disabled}
                onChange={(e) => set({ subcategory: e.target.value })}
              >
                <option value="">Choose a subcategory</option>
                {subcategories.map((s) => (
                  <option key={s.slug} value={s.slug}>
                    {s.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...props}
                className="field-input"
                value={values.subcategory}
                disabled={disabled}
                autoComplete="off"
                onChange={(e) => set({ subcategory: e.target.value })}
              />
            )
          }
        </Field>
        <Field label="Description" {...problemsOf('description')} className="sm:col-span-2">
          {(props) => (
            <textarea
              {...props}
              rows={4}
              className="field-input"
              value={values.description}
              disabled={disabled}
              onChange={(e) => set({ description: e.target.value })}
            />
          )}
        </Field>
      </div>
    </>
  );
}
