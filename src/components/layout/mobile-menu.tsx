/**
 * The menu for small screens: a native <dialog> opened with showModal(), which gives focus
 * containment, Escape and an inert page without any script of ours. It holds the search box, the
 * six categories (each a <details> disclosure with its submenu links), the account links and
 * Contact Us. It closes on navigation, on a link press, on a press on the backdrop, and when the
 * window grows to the desktop layout.
 */
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { useSession } from '@/api/session';
import { brand } from '@/config/brand';
import { CATEGORY_MENU, menuSlug } from '@/config/catalog';
import { useReturnTo, useSignOutAndGoHome } from './account-actions';
import { titleCase } from '@/lib/categories';
import { ChevronDownIcon, CloseIcon } from './icons';
import { SearchBox } from './search-box';
import { DESKTOP_QUERY, useMediaQuery } from './use-media-query';

const rowBase =
  'flex min-h-11 items-center rounded-lg px-3 text-[0.9375rem] transition hover:bg-brand-50 hover:text-brand-800';
const rowLink = `${rowBase} text-ink-800`;

export function MobileMenu({ open, onClose, id }: { open: boolean; onClose: () => void; id?: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const href = useRouterState({ select: (state) => state.location.href });
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  // The page behind a modal dialog still scrolls on touch; hold it while the menu is open.
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  // Close on navigation, and when the window becomes wide enough for the desktop header.
  const lastHref = useRef(href);
  useEffect(() => {
    if (href === lastHref.current) return;
    lastHref.current = href;
    close();
  }, [href]);
  useEffect(() => {
    if (isDesktop) close();
  }, [isDesktop]);

  // A press on the backdrop lands on the <dialog> itself; a link press means we are leaving (even
  // to the page already shown). Escape needs nothing here: the dialog closes itself and says so.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClick = (event: Event) => {
      const target = event.target as Element;
      if (target === dialog || target.closest('a')) close();
    };
    dialog.addEventListener('click', onClick);
    return () => dialog.removeEventListener('click', onClick);
  }, []);

  return (
    <dialog
      ref={dialogRef}
      id={id}
      aria-label="Menu"
      onClose={onClose}
      className="m-0 h-dvh max-h-none w-[min(24rem,100%)] max-w-none bg-white p-0 text-ink-900 shadow-2xl transition-transform duration-300 backdrop:bg-ink-900/50 starting:-translate-x-full"
    >
      {open && <MenuContent onClose={onClose} />}
    </dialog>
  );
}

function MenuContent({ onClose }: { onClose: () => void }) {
  return (
    <div className="flex min-h-full flex-col">
      <div className="sticky top-0 z-10 flex items-center justify-between border-b border-ink-200 bg-white py-2 pr-2 pl-5">
        <span className="font-display text-xl text-brand-800">{brand.shortName}</span>
        <button type="button" className="btn-ghost size-11 px-0" onClick={onClose}>
          <CloseIcon className="size-6" />
          <span className="sr-only">Close menu</span>
        </button>
      </div>
      <div className="flex-1 space-y-7 px-4 pt-5 pb-8">
        <SearchBox onSearch={onClose} />
        <nav aria-label="Shop by category">
          <SectionTitle>Shop by category</SectionTitle>
          <ul className="mt-2 divide-y divide-ink-100 border-y border-ink-100">
            {CATEGORY_MENU.map((category) => (
              <li key={category.slug}>
                <details className="group">
                  <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between rounded-lg px-3 text-sm font-semibold tracking-wide text-ink-900 [&::-webkit-details-marker]:hidden">
                    {category.label}
                    <ChevronDownIcon className="size-5 text-ink-500 transition-transform group-open:rotate-180" />
                  </summary>
                  <ul className="pb-3 pl-3">
                    <li>
                      <Link
                        to="/products"
                        search={{ category: category.slug }}
                        className={`${rowBase} font-semibold text-brand-700`}
                      >
                        {`Shop all ${titleCase(category.label)}`}
                      </Link>
                    </li>
                    {category.items.map((item, index) => (
                      // MAKE-UP lists Compact Powder twice (as the spec does): index keys keep both.
                      <li key={index}>
                        <Link to="/products" search={{ subcategory: menuSlug(item) }} className={rowLink}>
                          {item}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ul>
        </nav>
        <AccountSection onClose={onClose} />
        <div>
          <SectionTitle>Help</SectionTitle>
          <ul className="mt-2">
            <li>
              <Link to="/contact-us" className={rowLink}>
                Contact Us
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}

function SectionTitle({ children }: { children: ReactNode }) {
  return <h2 className="px-3 text-xs font-semibold tracking-widest text-ink-500 uppercase">{children}</h2>;
}

function AccountSection({ onClose }: { onClose: () => void }) {
  const session = useSession();
  const returnTo = useReturnTo();
  const signOut = useSignOutAndGoHome();

  if (!session.isAuthenticated) {
    return (
      <div>
        <SectionTitle>Your account</SectionTitle>
        <div className="mt-3 grid grid-cols-2 gap-3 px-3">
          <Link to="/login" search={{ next: returnTo }} className="btn-primary">
            Log in
          </Link>
          <Link to="/register" search={{ next: returnTo }} className="btn-secondary">
            Register
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div>
      <SectionTitle>Your account</SectionTitle>
      <p className="mt-2 truncate px-3 text-sm text-ink-600">
        Signed in as <span className="font-semibold text-ink-900">{session.user?.email ?? 'you'}</span>
      </p>
      <ul className="mt-1">
        <li>
          <Link to="/orders" className={rowLink}>
            Orders
          </Link>
        </li>
        {session.isAdmin && (
          <li>
            <Link to="/admin" className={rowLink}>
              Admin
            </Link>
          </li>
        )}
        <li>
          <button
            type="button"
            className={`${rowLink} w-full text-left`}
            onClick={() => {
              onClose();
              signOut();
            }}
          >
            Sign out
          </button>
        </li>
      </ul>
    </div>
  );
}
