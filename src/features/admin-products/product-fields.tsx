/**
 * The product's own fields, shared by the create and edit forms: name, price (step 0.01), category
 * (the six suggested, any other allowed), subcategory (a select when the category has known
 * subcategories, free text otherwise) and description. Category and subcategory are sent as slugs.
 */
import { useId, type ChangeEvent } from 'react';
import { Field, TextareaField, TextField, type FieldProblems } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { slugify } from '@/lib/slug';
import { CATEGORY_OPTIONS, knownSubcategories } from '@/lib/categories';
import type { LimitField, ProductFields as Values, RequiredField } from './product-form-values';

/** What these fields need of the create or edit form's problems (`useFormProblems`, its alert taking the focus). */
export interface ProductForm {
  problems: { form?: string };
  alertId: string;
  fieldProps: (field: LimitField) => FieldProblems;
}

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
  /** A control's value and change (its problem comes from `form.fieldProps`). */
  const bind = (field: keyof Values) => ({
    value: values[field],
    disabled,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set({ [field]: event.target.value }),
  });
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
        <TextField
          label={label('name', 'Name')}
          {...form.fieldProps('name')}
          {...bind('name')}
          className="sm:col-span-2"
        />
        <TextField
          label={label('price', 'Price (₦)')}
          {...form.fieldProps('price')}
          {...bind('price')}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
        />
        <Field
          label={label('category', 'Category')}
          {...form.fieldProps('category')}
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
          {...form.fieldProps('subcategory')}
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
              <select {...props} {...bind('subcategory')} className="field-input">
                <option value="">Choose a subcategory</option>
                {subcategories.map((s) => (
                  <option key={s.slug} value={s.slug}>
                    {s.label}
                  </option>
                ))}
              </select>
            ) : (
              <input {...props} {...bind('subcategory')} className="field-input" autoComplete="off" />
            )
          }
        </Field>
        <TextareaField
          label="Description"
          {...form.fieldProps('description')}
          {...bind('description')}
          className="sm:col-span-2"
          rows={4}
          inputClassName=""
        />
      </div>
    </>
  );
}
