/**
 * The listing's filters: a search box (applied on submit), the category and brand selects (applied
 * on change), the subcategory chip from the header's menu links, and 'Clear all filters'. Every
 * change goes through `onChange` with the next URL state; the URL is the only state kept.
 * 'In stock only' (decision 0046) is offered only when the host counts stock (`offerInStock`).
 */
import type { FormEvent } from 'react';
import { CheckboxField, SelectField } from '@/components/ui/field';
import { SearchField, useUrlText } from '@/components/ui/search-field';
import { hasFilters, withFilters, withoutFilters, type ListingSearch } from './listing-search';
import { CATEGORY_OPTIONS, categoryLabel, subcategoryLabel } from '@/lib/categories';
import { PRODUCT_LINES, selectedCategory } from './taxonomy';

export interface ListingFiltersProps {
  search: ListingSearch;
  onChange: (next: ListingSearch) => void;
  /** A product on the page carries stock, or the filter is on: show 'In stock only'. */
  offerInStock?: boolean;
}

export function ListingFilters({ search, onChange, offerInStock = false }: ListingFiltersProps) {
  const [text, setText] = useUrlText(search.q ?? '');

  const category = selectedCategory(search.category, search.subcategory);
  const knownCategory = CATEGORY_OPTIONS.some((c) => c.slug === category);
  const knownBrand = !search.brand || PRODUCT_LINES.some((b) => b.toLowerCase() === search.brand!.toLowerCase());
  const brandValue = knownBrand
    ? (PRODUCT_LINES.find((b) => b.toLowerCase() === search.brand?.toLowerCase()) ?? '')
    : search.brand!;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = text.trim();
    if (q === (search.q ?? '').trim()) return;
    onChange(withFilters(search, { q: q || undefined }));
  }

  return (
    <form
      role="search"
      aria-label="Filter products"
      onSubmit={submit}
      className="rounded-2xl border border-ink-200 bg-ink-50/60 p-3 sm:p-4"
    >
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end">
        <SearchField
          className="col-span-2 lg:col-span-1"
          value={text}
          onChange={setText}
          placeholder="Lotion, soap, powder…"
        />
        <SelectField
          label="Category"
          className="min-w-0"
          value={category}
          onChange={(event) =>
            onChange(withFilters(search, { category: event.target.value || undefined, subcategory: undefined }))
          }
        >
          <option value="">All</option>
          {CATEGORY_OPTIONS.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.label}
            </option>
          ))}
          {category && !knownCategory && <option value={category}>{categoryLabel(category)}</option>}
        </SelectField>
        <SelectField
          label="Brand"
          className="min-w-0"
          value={brandValue}
          onChange={(event) => onChange(withFilters(search, { brand: event.target.value || undefined }))}
        >
          <option value="">All</option>
          {PRODUCT_LINES.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
          {!knownBrand && <option value={search.brand}>{search.brand}</option>}
        </SelectField>
        {/* aria-disabled, not disabled: a keyboard user who clears the filters keeps focus here. */}
        <button
          type="button"
          className="btn-ghost col-span-2 justify-self-start aria-disabled:cursor-not-allowed aria-disabled:text-ink-600 aria-disabled:hover:bg-transparent lg:col-span-1 lg:justify-self-auto"
          aria-disabled={!hasFilters(search)}
          onClick={() => hasFilters(search) && onChange(withoutFilters(search))}
        >
          Clear all filters
        </button>
      </div>
      {offerInStock && (
        <CheckboxField
          label="In stock only"
          className="mt-3 pl-3"
          checked={search.in_stock === true}
          onChange={(event) => onChange(withFilters(search, { in_stock: event.target.checked || undefined }))}
        />
      )}
      {search.subcategory && (
        <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-ink-200 pt-3">
          <span className="text-sm text-ink-600">Showing only:</span>
          <span className="inline-flex min-h-9 items-center gap-1 rounded-full bg-brand-100 py-1 pr-1 pl-3 text-sm font-medium text-brand-900">
            {subcategoryLabel(search.subcategory)}
            <button
              type="button"
              // Removing the subcategory widens to its category, which the select already shows.
              onClick={() => onChange(withFilters(search, { subcategory: undefined, category: category || undefined }))}
              className="inline-flex size-7 items-center justify-center rounded-full text-brand-800 transition hover:bg-brand-200"
              aria-label={`Remove filter: ${subcategoryLabel(search.subcategory)}`}
            >
              <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </span>
        </div>
      )}
    </form>
  );
}
