/**
 * The six category tabs of the home page (spec section 2, Home), as a WAI-ARIA APG tabs widget
 * with automatic activation: Left/Right move to the previous/next tab (wrapping), Home and End to
 * the first and last, and the tab that gets focus is shown. Only the selected tab sits in the Tab
 * order. Every panel exists (each tab's aria-controls points at one), but only the selected one has
 * content: a tab's products are fetched the first time it is shown and come from the query cache
 * after that. (Hidden panels are not kept mounted: the star ratings' SVG clip paths are found by id,
 * and an id inside a `display: none` panel would leave the visible cards' stars blank.)
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { HOME_CATEGORIES, type HomeCategory } from './home-categories';
import { ProductGridCarousel } from './product-grid-carousel';

export function CategoryTabs({ categories = HOME_CATEGORIES }: { categories?: HomeCategory[] }) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const count = categories.length;

  function select(index: number, moveFocus: boolean) {
    setSelected(index);
    const tab = tabs.current[index];
    if (moveFocus) tab?.focus();
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const target = {
      ArrowRight: (selected + 1) % count,
      ArrowLeft: (selected - 1 + count) % count,
      Home: 0,
      End: count - 1,
    }[event.key];
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    select(target, true);
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="render-when-near mx-auto max-w-7xl px-4 py-10 [--near-h:1250px] md:[--near-h:1500px] xl:[--near-h:1660px] sm:px-6 lg:py-14"
    >
      <div className="text-center">
        <p className="text-xs font-semibold tracking-[0.2em] text-brand-700 uppercase">The collection</p>
        <h2 id={`${id}-title`} className="mt-1 font-display text-2xl text-ink-900 sm:text-3xl lg:text-4xl">
          Shop the range
        </h2>
      </div>
      <div
        role="tablist"
        aria-label="Product categories"
        className="-mx-4 mt-6 flex gap-2 overflow-x-auto px-4 py-2 [scrollbar-width:none] sm:-mx-6 sm:px-6 md:mx-0 md:flex-wrap md:justify-center md:px-0 [&::-webkit-scrollbar]:hidden"
      >
        {categories.map((category, i) => (
          <button
            key={category.slug}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => select(i, false)}
            onKeyDown={onKeyDown}
            className={`min-h-11 shrink-0 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition sm:px-5 ${
              i === selected
                ? 'bg-brand-700 text-white shadow-sm'
                : 'border border-ink-200 bg-white text-ink-800 hover:border-brand-300 hover:text-brand-800'
            }`}
          >
            {category.label}
          </button>
        ))}
      </div>
      {categories.map((category, i) => (
        <div
          key={category.slug}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={i !== selected}
          className="mt-6"
        >
          {i === selected && <ProductGridCarousel slug={category.slug} label={category.label} />}
        </div>
      ))}
    </section>
  );
}
