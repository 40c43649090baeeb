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
import { titleCase } from '@/lib/categories';
import { ChevronDownIcon } from './icons';
import { useDismiss } from './use-dismiss';

/** Which submenu is open, and how: one opened by hover closes when the pointer leaves; one opened by its button stays. */
type OpenState = { index: number; via: 'hover' | 'button' } | null;

export function CategoryNav() {
  const [open, setOpen] = useState<OpenState>(null);
  const closeIf = (index: number, via?: 'hover') =>
    setOpen((current) => (current?.index === index && (!via || current.via === via) ? null : current));

  return (
    <nav aria-label="Categories" className="hidden border-b border-ink-200 bg-white md:block">
      {/* md: two centred rows of one-line labels; lg: one row, long labels on two lines; xl: one row, one line. */}
      <ul className="mx-auto flex max-w-7xl flex-wrap items-stretch justify-center gap-x-2 px-2 lg:flex-nowrap lg:justify-between lg:gap-x-0 lg:px-6 xl:justify-center xl:gap-x-3">
        {CATEGORY_MENU.map((category, index) => (
          <CategoryItem
            key={category.slug}
            category={category}
            open={open?.index === index}
            alignEnd={index >= CATEGORY_MENU.length - 2}
            onHover={(entering) =>
              entering
                ? setOpen((current) => (current?.index === index ? current : { index, via: 'hover' }))
                : closeIf(index, 'hover')
            }
            // A press on the button of a submenu the pointer has just opened keeps it open rather than closing it.
            onToggle={() =>
              setOpen((current) =>
                current?.index === index && current.via === 'button' ? null : { index, via: 'button' },
              )
            }
            onClose={() => closeIf(index)}
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
  onHover,
  onToggle,
  onClose,
}: {
  category: CategoryMenuEntry;
  open: boolean;
  alignEnd: boolean;
  onHover: (entering: boolean) => void;
  onToggle: () => void;
  onClose: () => void;
}) {
  const panelId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useDismiss({ open, rootRef, buttonRef, onClose });
  const name = titleCase(category.label);
  // Mouse only: on touch, pointerenter comes just before the click and would open then close at once.
  const hover = (entering: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') onHover(entering);
  };

  return (
    <li
      ref={rootRef}
      className="relative flex items-center lg:min-w-0"
      onPointerEnter={hover(true)}
      onPointerLeave={hover(false)}
    >
      <Link
        to="/products"
        search={{ category: category.slug }}
        className={`flex min-h-12 items-center rounded py-1.5 pl-2 text-xs leading-tight font-semibold tracking-wide text-balance text-ink-800 transition hover:text-brand-700 lg:min-w-0 xl:whitespace-nowrap ${
          category.label.includes(' ') ? 'whitespace-nowrap lg:whitespace-normal' : 'whitespace-nowrap'
        }`}
        activeProps={{ className: 'text-brand-700' }}
        activeOptions={{ includeSearch: true }}
        onClick={onClose}
      >
        {category.label}
      </Link>
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-500 transition hover:bg-ink-100 hover:text-brand-700"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        <span className="sr-only">{`${name} submenu`}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        // The panel sits inside the item, so moving the pointer down into it does not count as leaving.
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
                onClick={onClose}
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
              onClick={onClose}
            >
              {`Shop all ${name}`}
            </Link>
          </li>
        </ul>
      </div>
    </li>
  );
}
