/**
 * The filter forms' search box: 'Search', a search input and its submit button, in the form kit's
 * `Field`. Its text lives in the URL once applied; `useUrlText` keeps the box's own text until then
 * and follows the URL when it changes elsewhere (the back button, the header's search, a link).
 */
import { useState } from 'react';
import { Field } from './field';

/** Not in the spec: the longest search a filter form sends. */
export const MAX_QUERY = 200;

/** Local text for a box whose value lives in the URL: follows the URL when it changes elsewhere. */
export function useUrlText(urlValue: string) {
  const [text, setText] = useState(urlValue);
  const [shown, setShown] = useState(urlValue);
  if (shown !== urlValue) {
    setShown(urlValue);
    setText(urlValue);
  }
  return [text, setText] as const;
}

export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** On a phone the button shows a magnifier instead of its word (a long placeholder needs the room). */
  iconOnPhone?: boolean;
  className?: string;
}

export function SearchField({ value, onChange, placeholder, iconOnPhone = false, className }: SearchFieldProps) {
  return (
    <Field label="Search" className={className}>
      {(control) => (
        <div className="flex gap-2">
          <input
            {...control}
            type="search"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            maxLength={MAX_QUERY}
            placeholder={placeholder}
            autoComplete="off"
            enterKeyHint="search"
            className={`field-input min-w-0 flex-1 ${iconOnPhone ? 'placeholder:text-sm sm:placeholder:text-base' : ''}`}
          />
          <button type="submit" className={`btn-primary shrink-0 ${iconOnPhone ? 'px-3 sm:px-4' : 'px-4'}`}>
            {iconOnPhone ? (
              <>
                <svg
                  viewBox="0 0 20 20"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2}
                  aria-hidden="true"
                  className="size-5 sm:hidden"
                >
                  <circle cx="8.5" cy="8.5" r="5.5" />
                  <path d="m13 13 4 4" strokeLinecap="round" />
                </svg>
                <span className="sr-only sm:not-sr-only">Search</span>
              </>
            ) : (
              'Search'
            )}
          </button>
        </div>
      )}
    </Field>
  );
}
