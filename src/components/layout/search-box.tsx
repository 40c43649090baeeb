/**
 * The product search box: submitting goes to /products?q=… (trimmed; empty goes to /products).
 * On the listing it shows the query the page is showing.
 */
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { SearchIcon } from './icons';

/** The listing's `q` param accepts up to 200 characters (src/routes/_store/products.tsx). */
const MAX_QUERY = 200;

export function SearchBox({ className = '', onSearch }: { className?: string; onSearch?: () => void }) {
  const navigate = useNavigate();
  const inputId = useId();
  const urlQuery = useRouterState({
    select: (state) => {
      const q = (state.location.search as Record<string, unknown>).q;
      return typeof q === 'string' ? q : '';
    },
  });
  const [value, setValue] = useState(urlQuery);
  const [shownQuery, setShownQuery] = useState(urlQuery);
  if (shownQuery !== urlQuery) {
    // The URL changed under us (back button, another search box): show what the page shows.
    setShownQuery(urlQuery);
    setValue(urlQuery);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = value.trim();
    void navigate({ to: '/products', search: q ? { q } : {} });
    onSearch?.();
  }

  return (
    <form role="search" onSubmit={submit} className={`relative ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        maxLength={MAX_QUERY}
        placeholder="Search products"
        autoComplete="off"
        enterKeyHint="search"
        className="field-input rounded-full border-ink-200 bg-ink-50 pr-12 pl-4 focus:bg-white"
      />
      <button
        type="submit"
        className="absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-full text-ink-600 transition hover:text-brand-700"
      >
        <SearchIcon />
        <span className="sr-only">Search</span>
      </button>
    </form>
  );
}
