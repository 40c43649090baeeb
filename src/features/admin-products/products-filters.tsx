/**
 * The admin list's filters. The search box applies on submit; the price boxes on Enter or when
 * they lose focus (not on every keystroke); chips, selects and the checkbox at once. Every change
 * goes through `onChange` with the next URL state, back on page 1.
 *
 * Below 768 px everything but the search box folds into a 'Filters' panel (a disclosure) whose
 * button counts the filters in force, 'Filters (2)', so a phone shows the products first and
 * still says that the list is narrowed. From 768 px the panel is always open and the button gone.
 *
 * 'Low stock only' shows only when the host counts stock (`offersStock`, decision 0047).
 */
import { useId, useState, type FormEvent } from 'react';
import { ChevronDownIcon } from '@/components/layout/icons';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { SearchField, useUrlText } from '@/components/ui/search-field';
import { RATING_FILTER_OPTIONS } from '@/config/constants';
import { CATEGORY_OPTIONS, categoryLabel, knownSubcategories, subcategoryLabel } from '@/lib/categories';
import {
  activeFilterCount,
  priceFilter,
  SORT_KEYS,
  SORT_LABELS,
  type SORT_ORDERS,
  withFilter,
  type AdminProductsSearch,
  type FilterPatch,
} from './products-search';

export interface ProductsFiltersProps {
  search: AdminProductsSearch;
  onChange: (next: AdminProductsSearch) => void;
  /** The host counts stock: offer 'Low stock only'. */
  offersStock?: boolean;
}

const chip =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border px-3 text-sm font-medium transition';
const chipOff = `${chip} border-ink-200 bg-white text-ink-700 hover:border-brand-300 hover:bg-brand-50`;
const chipOn = `${chip} border-brand-700 bg-brand-700 text-white`;

export function ProductsFilters({ search, onChange, offersStock = false }: ProductsFiltersProps) {
  const [q, setQ] = useUrlText(search.q ?? '');
  const [min, setMin] = useUrlText(search.min_price === undefined ? '' : String(search.min_price));
  const [max, setMax] = useUrlText(search.max_price === undefined ? '' : String(search.max_price));
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = activeFilterCount(search);

  const apply = (patch: FilterPatch) => onChange(withFilter(search, patch));

  /** The text boxes, as they read now, when they differ from the URL. */
  function pendingText(): FilterPatch | null {
    const patch: FilterPatch = {};
    if (q.trim() !== (search.q ?? '')) patch.q = q.trim() || undefined;
    if (priceFilter(min) !== search.min_price) patch.min_price = priceFilter(min);
    if (priceFilter(max) !== search.max_price) patch.max_price = priceFilter(max);
    return Object.keys(patch).length > 0 ? patch : null;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const patch = pendingText();
    if (patch) apply(patch);
  }

  function applyPrice() {
    const patch: FilterPatch = {};
    if (priceFilter(min) !== search.min_price) patch.min_price = priceFilter(min);
    if (priceFilter(max) !== search.max_price) patch.max_price = priceFilter(max);
    if (Object.keys(patch).length > 0) apply(patch);
  }

  const subcategories = search.category ? knownSubcategories(search.category) : [];
  const unknownSub = search.subcategory && !subcategories.some((s) => s.slug === search.subcategory);
  const unknownCategory = search.category && !CATEGORY_OPTIONS.some((c) => c.slug === search.category);

  return (
    <form
      role="search"
      aria-label="Filter products"
      onSubmit={submit}
      className="space-y-4 rounded-2xl border border-ink-200 bg-white p-3 sm:p-4"
    >
      <SearchField value={q} onChange={setQ} placeholder="Name, description, brand…" />

      <button
        type="button"
        className="btn-secondary w-full justify-between md:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {count > 0 ? `Filters (${count})` : 'Filters'}
        <ChevronDownIcon className={`size-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>

      <div id={panelId} className={`space-y-4 ${open ? '' : 'max-md:hidden'}`}>
        <fieldset>
          <legend className="field-label">Category</legend>
          <ul className="mt-1.5 flex flex-wrap gap-2">
            <li>
              <button
                type="button"
                aria-pressed={!search.category}
                className={!search.category ? chipOn : chipOff}
                onClick={() => apply({ category: undefined })}
              >
                All
              </button>
            </li>
            {CATEGORY_OPTIONS.map((c) => (
              <li key={c.slug}>
                <button
                  type="button"
                  aria-pressed={search.category === c.slug}
                  className={search.category === c.slug ? chipOn : chipOff}
                  onClick={() => apply({ category: c.slug })}
                >
                  {c.label}
                </button>
              </li>
            ))}
            {unknownCategory && (
              <li>
                <button type="button" aria-pressed="true" className={chipOn}>
                  {categoryLabel(search.category!)}
                </button>
              </li>
            )}
          </ul>
        </fieldset>

        <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6 xl:items-end">
          <SelectField
            label="Subcategory"
            className="col-span-2 md:col-span-1 xl:col-span-2"
            inputClassName="disabled:cursor-not-allowed disabled:bg-ink-50 disabled:text-ink-400"
            hint={search.category ? undefined : 'Choose a category first.'}
            value={search.subcategory ?? ''}
            disabled={!search.category}
            onChange={(event) => apply({ subcategory: event.target.value || undefined })}
          >
            <option value="">All subcategories</option>
            {subcategories.map((s) => (
              <option key={s.slug} value={s.slug}>
                {s.label}
              </option>
            ))}
            {unknownSub && <option value={search.subcategory}>{subcategoryLabel(search.subcategory!)}</option>}
          </SelectField>
          <TextField
            label="Min price (₦)"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={min}
            onChange={(event) => setMin(event.target.value)}
            onBlur={applyPrice}
          />
          <TextField
            label="Max price (₦)"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={max}
            onChange={(event) => setMax(event.target.value)}
            onBlur={applyPrice}
          />
          <SelectField
            label="Minimum rating"
            className="col-span-2 md:col-span-1 xl:col-span-2"
            value={search.rating_min === undefined ? '' : String(search.rating_min)}
            onChange={(event) =>
              apply({ rating_min: event.target.value === '' ? undefined : Number(event.target.value) })
            }
          >
            <option value="">Any rating</option>
            {RATING_FILTER_OPTIONS.map((r) => (
              <option key={r} value={String(r)}>
                {r === 5 ? '5 stars' : r === 1 ? '1 star & up' : `${r} stars & up`}
              </option>
            ))}
          </SelectField>
        </div>

        <div className="flex flex-wrap items-end gap-3">
          <CheckboxField
            label="Include unrated products"
            className="flex min-h-11 items-center"
            checked={Boolean(search.include_unrated)}
            onChange={(event) => apply({ include_unrated: event.target.checked || undefined })}
          />
          {(offersStock || search.low_stock) && (
            <CheckboxField
              label="Low stock only"
              className="flex min-h-11 items-center"
              checked={Boolean(search.low_stock)}
              onChange={(event) => apply({ low_stock: event.target.checked || undefined })}
            />
          )}
          <SelectField
            label="Sort by"
            className="min-w-36"
            value={search.sort ?? 'created_at'}
            onChange={(event) => apply({ sort: event.target.value as (typeof SORT_KEYS)[number] })}
          >
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {SORT_LABELS[key]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Order"
            className="min-w-36"
            value={search.order ?? 'desc'}
            onChange={(event) => apply({ order: event.target.value as (typeof SORT_ORDERS)[number] })}
          >
            <option value="desc">Descending</option>
            <option value="asc">Ascending</option>
          </SelectField>
        </div>
      </div>
    </form>
  );
}
