/**
 * The edit form's stock part (this project's extension, decision 0047), shown only for a product
 * the host sent `variants` or `stock` for: without variants, the product's own stock (blank: not
 * counted); with them, whether they are shades or sizes, then each one's label, swatch (a shade),
 * price (blank: the product's), stock and On sale, moved with Move up and Move down (the focus
 * stays on the moved variant, and a status line says where it went), and removed. Add a variant
 * stops at the contract's 30.
 */
import { useEffect, useRef, useState } from 'react';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { formatCount } from '@/lib/count';
import {
  emptyDraft,
  KIND_LABELS,
  MAX_VARIANTS,
  moved,
  SWATCH_EXAMPLE,
  variantName,
  type StockField,
  type StockValues,
  type VariantDraft,
  type VariantKind,
} from './stock-values';
import type { FieldProblems } from '@/components/ui/field';

export interface VariantEditorProps {
  values: StockValues;
  onChange: (next: StockValues, changed: readonly StockField[]) => void;
  /** A field's problem, as the form kit hands it over. */
  problem: (field: StockField) => FieldProblems;
  disabled?: boolean;
}

type Focus = { key: string; control: 'up' | 'down' | 'label' } | { key: 'add' };

export function VariantEditor({ values, onChange, problem, disabled }: VariantEditorProps) {
  const [said, setSaid] = useState('');
  const [focus, setFocus] = useState<Focus | null>(null);
  const root = useRef<HTMLFieldSetElement>(null);
  const { variants, kind } = values;
  const full = variants.length >= MAX_VARIANTS;

  useEffect(() => {
    if (!focus || !root.current) return;
    const selector =
      'control' in focus ? `[data-variant="${focus.key}"] [data-control="${focus.control}"]` : '[data-add-variant]';
    root.current.querySelector<HTMLElement>(selector)?.focus();
    setFocus(null);
  }, [focus]);

  const every = (list: readonly VariantDraft[]) =>
    list.flatMap((_, i) => (['label', 'swatch', 'price', 'stock'] as const).map((p) => `variants.${i}.${p}` as const));
  const setVariants = (list: VariantDraft[], changed: readonly StockField[] = every(list)) =>
    onChange({ ...values, variants: list }, changed);
  const edit = (index: number, patch: Partial<VariantDraft>) =>
    setVariants(
      variants.map((draft, i) => (i === index ? { ...draft, ...patch } : draft)),
      Object.keys(patch).map((part) => `variants.${index}.${part}` as StockField),
    );

  function move(index: number, by: -1 | 1) {
    const draft = variants[index]!;
    const to = index + by;
    setVariants(moved(variants, index, by));
    // At an end its own button turns off: the focus goes to the other one.
    const control =
      (by === -1 && to === 0) || (by === 1 && to === variants.length - 1)
        ? by === -1
          ? 'down'
          : 'up'
        : by === -1
          ? 'up'
          : 'down';
    setFocus({ key: draft.key, control: variants.length > 1 ? control : 'label' });
    setSaid(`${variantName(draft, index)} moved to ${formatCount(to + 1)} of ${formatCount(variants.length)}.`);
  }

  function remove(index: number) {
    const draft = variants[index]!;
    const rest = variants.filter((_, i) => i !== index);
    setVariants(rest);
    const next = rest[Math.min(index, rest.length - 1)];
    setFocus(next ? { key: next.key, control: 'label' } : { key: 'add' });
    setSaid(`${variantName(draft, index)} removed.`);
  }

  function add() {
    const draft = emptyDraft();
    setVariants([...variants, draft], []);
    setFocus({ key: draft.key, control: 'label' });
    setSaid('');
  }

  return (
    <fieldset ref={root} className="space-y-3 border-t border-ink-200 pt-4" aria-describedby="variant-editor-hint">
      <legend className="font-semibold text-ink-900">Stock and variants</legend>
      <p id="variant-editor-hint" className="text-sm text-ink-600">
        Shades or sizes a shopper chooses from, in the order shown here, each with its own stock.
      </p>
      {variants.length === 0 ? (
        <TextField
          label="Stock"
          name="stock"
          {...problem('stock')}
          hint="Units in stock. Leave blank if you do not count them."
          value={values.stock}
          disabled={disabled}
          inputMode="numeric"
          onChange={(event) => onChange({ ...values, stock: event.target.value }, ['stock'])}
          className="max-w-xs"
        />
      ) : (
        <>
          <SelectField
            label="Variants are"
            name="kind"
            {...problem('kind')}
            value={kind}
            disabled={disabled}
            onChange={(event) => onChange({ ...values, kind: event.target.value as VariantKind }, ['kind'])}
            className="max-w-xs"
          >
            {(Object.keys(KIND_LABELS) as VariantKind[]).map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </SelectField>
          <ol aria-label="Variants" className="space-y-3">
            {variants.map((draft, i) => (
              <VariantRow
                key={draft.key}
                draft={draft}
                index={i}
                count={variants.length}
                kind={kind}
                disabled={disabled}
                problem={problem}
                onEdit={(patch) => edit(i, patch)}
                onMove={(by) => move(i, by)}
                onRemove={() => remove(i)}
              />
            ))}
          </ol>
        </>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn-secondary" data-add-variant onClick={add} disabled={disabled || full}>
          Add a variant
        </button>
        {full && <p className="text-sm text-ink-600">{`A product has at most ${MAX_VARIANTS} variants.`}</p>}
      </div>
      <p role="status" className="sr-only">
        {said}
      </p>
    </fieldset>
  );
}

interface VariantRowProps {
  draft: VariantDraft;
  index: number;
  count: number;
  kind: VariantKind;
  disabled?: boolean;
  problem: (field: StockField) => FieldProblems;
  onEdit: (patch: Partial<VariantDraft>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function VariantRow({ draft, index, count, kind, disabled, problem, onEdit, onMove, onRemove }: VariantRowProps) {
  const name = variantName(draft, index);
  const field = (part: 'label' | 'swatch' | 'price' | 'stock') => ({
    name: `variants.${index}.${part}`,
    ...problem(`variants.${index}.${part}`),
    value: draft[part],
    disabled,
    onChange: (event: { target: { value: string } }) => onEdit({ [part]: event.target.value }),
  });
  const swatch = /^#[0-9A-Fa-f]{6}$/.test(draft.swatch.trim()) ? draft.swatch.trim() : null;
  return (
    <li data-variant={draft.key} className="rounded-xl border border-ink-200 p-3">
      <p className="mb-2 flex items-center gap-2 text-sm font-semibold text-ink-800">
        {kind === 'shade' && (
          <span
            aria-hidden="true"
            className="inline-block size-5 shrink-0 rounded-full ring-1 ring-ink-300"
            style={{ background: swatch ?? 'transparent' }}
          />
        )}
        <span className="min-w-0 break-words">{`${index + 1}. ${draft.label.trim() || 'New variant'}`}</span>
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <TextField label="Label" {...field('label')} data-control="label" className="col-span-2" autoComplete="off" />
        {kind === 'shade' && (
          <TextField label="Swatch" {...field('swatch')} hint={`Like ${SWATCH_EXAMPLE}`} autoComplete="off" />
        )}
        <TextField label="Price (₦)" {...field('price')} hint="Blank: the product's" inputMode="decimal" />
        <TextField label="Stock" {...field('stock')} inputMode="numeric" />
        <CheckboxField
          label="On sale"
          className="flex min-h-11 items-center self-end"
          checked={draft.onSale}
          disabled={disabled}
          onChange={(event) => onEdit({ onSale: event.target.checked })}
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-secondary"
          data-control="up"
          aria-label={`Move ${name} up`}
          disabled={disabled || index === 0}
          onClick={() => onMove(-1)}
        >
          <span aria-hidden="true">↑ </span>Up
        </button>
        <button
          type="button"
          className="btn-secondary"
          data-control="down"
          aria-label={`Move ${name} down`}
          disabled={disabled || index === count - 1}
          onClick={() => onMove(1)}
        >
          <span aria-hidden="true">↓ </span>Down
        </button>
        <button
          type="button"
          className="btn-secondary text-red-800"
          aria-label={`Remove ${name}`}
          disabled={disabled}
          onClick={onRemove}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
