/**
 * The desktop category bar (spec section 2, Header and "Category menu data"): the six categories
 * of CATEGORY_MENU, each linking to /products?category={slug}, each with a submenu whose items
 * link to /products?subcategory={menuSlug(name)}. MAKE-UP lists Compact Powder twice, as the spec
 * does; both entries stay (index keys), and both are the same link.
 *
 * A submenu opens on hover (mouse only, so a tap does not open and close it at once) and through
 * its own disclosure button (Enter/Space toggle, Escape closes and returns focus, Tab moves on
 * through the open submenu and then along the bar). Hidden below `md`; the mobile menu has it.
 */
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState, type PointerEvent } from 'react';
import { CATEGORY_MENU, menuSlug, type CategoryMenuEntry } from '@/config/catalog';
import { ChevronDownIcon } from './icons';
import { useDismiss } from './use-dismiss';

/** "SHOWER BATH AND SHOWER GEL" → "Shower Bath And Shower Gel", for names read out by screen readers. */
export function titleCase(label: string): string {
  return label.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

export function CategoryNav() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <nav aria-label="Categories" className="hidden border-b border-ink-200 bg-white md:block">
      <ul className="mx-auto flex max-w-7xl items-stretch justify-between gap-1 px-4 lg:justify-center lg:gap-2">
        {CATEGORY_MENU.map((category, index) => (
          <CategoryItem
            key={category.slug}
            category={category}
            open={openIndex === index}
            alignEnd={index >= CATEGORY_MENU.length - 2}
            onOpenChange={(open) => setOpenIndex((current) => (open ? index : current === index ? null : current))}
          />
        ))}
      </ul>
    </nav>
  );
}

function CategoryItem({
  category,
  open,
  alignEnd,
  onOpenChange,
}: {
  category: CategoryMenuEntry;
  open: boolean;
  alignEnd: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const panelId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dismiss = useDismiss({ open, rootRef, buttonRef, onClose: () => onOpenChange(false) });
  const name = titleCase(category.label);
  const onHover = (opening: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') onOpenChange(opening);
  };

  return (
    <li
      ref={rootRef}
      className="relative flex items-center"
      onPointerEnter={onHover(true)}
      onPointerLeave={onHover(false)}
      onKeyDown={dismiss.onKeyDown}
      onBlur={dismiss.onBlur}
    >
      <Link
        to="/products"
        search={{ category: category.slug }}
        className="flex min-h-12 items-center rounded py-2 pl-2 text-xs leading-tight font-semibold tracking-wider text-ink-800 transition hover:text-brand-700 lg:pl-3"
        activeProps={{ className: 'text-brand-700' }}
        activeOptions={{ includeSearch: true }}
        onClick={() => onOpenChange(false)}
      >
        {category.label}
      </Link>
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex h-11 w-7 shrink-0 items-center justify-center rounded-full text-ink-500 transition hover:bg-ink-100 hover:text-brand-700"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
      >
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        <span className="sr-only">{`${name} submenu`}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        // pt-2 bridges the gap under the bar so the pointer can travel into the panel.
        className={`absolute top-full z-50 w-64 pt-1 ${alignEnd ? 'right-0' : 'left-0'}`}
      >
        <ul className="rounded-2xl border border-ink-200 bg-white p-2 shadow-xl shadow-ink-900/10">
          {category.items.map((item, index) => (
            // The spec lists Compact Powder twice under MAKE-UP: index keys keep both.
            <li key={index}>
              <Link
                to="/products"
                search={{ subcategory: menuSlug(item) }}
                className="flex min-h-11 items-center rounded-lg px-3 text-sm text-ink-800 transition hover:bg-brand-50 hover:text-brand-800"
                onClick={() => onOpenChange(false)}
              >
                {item}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-ink-100 pt-1">
            <Link
              to="/products"
              search={{ category: category.slug }}
              className="flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 transition hover:bg-brand-50"
              onClick={() => onOpenChange(false)}
            >
              {`Shop all ${name}`}
            </Link>
          </li>
        </ul>
      </div>
    </li>
  );
}
