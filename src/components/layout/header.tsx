/**
 * The store header (spec section 2, Header): the store name linking home, the product search, the
 * account menu, the cart with its item count, Contact Us, and below `md` a button that opens the
 * mobile menu. It sticks to the top while the page scrolls.
 */
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { brand } from '@/config/brand';
import { useCartCount } from '@/lib/cart-storage';
import { AccountMenu } from './account-menu';
import { BagIcon, MailIcon, MenuIcon } from './icons';
import { MobileMenu } from './mobile-menu';
import { SearchBox } from './search-box';

export function cartLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  return (
    <header className="sticky top-0 z-40 border-b border-ink-200 bg-white/95 backdrop-blur-sm">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 gap-y-2 px-2 pt-2 pb-3 sm:px-6 md:flex-nowrap md:gap-x-4 md:py-3 lg:gap-x-6">
        <button
          type="button"
          className="btn-ghost size-11 shrink-0 px-0 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon className="size-6" />
          <span className="sr-only">Menu</span>
        </button>
        <StoreName />
        <SearchBox className="order-last w-full md:order-none md:w-auto md:max-w-xl md:flex-1" />
        <div className="ml-auto flex shrink-0 items-center gap-1">
          <Link
            to="/contact-us"
            className="btn-ghost hidden px-3 md:inline-flex"
            activeProps={{ className: 'text-brand-700' }}
          >
            <MailIcon className="size-5 lg:hidden" />
            <span className="sr-only lg:not-sr-only">Contact Us</span>
          </Link>
          <div className="hidden md:block">
            <AccountMenu />
          </div>
          <CartLink />
        </div>
      </div>
      <MobileMenu id={menuId} open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}

/** "Beauty Stars Cosmetics" shows as the short name over the rest of the name. */
const nameRest = brand.name.replace(brand.shortName, '').trim();

function StoreName() {
  return (
    <Link
      to="/"
      aria-label={`${brand.name}, home`}
      className="flex min-h-11 shrink-0 items-center gap-2 rounded-lg pr-1"
    >
      <span
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-gold-400 shadow-sm"
        aria-hidden="true"
      >
        <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" focusable="false">
          <path d="m12 2.8 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.6l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z" />
        </svg>
      </span>
      <span className="flex flex-col leading-none">
        <span className="font-display text-xl font-semibold text-brand-800 sm:text-2xl">{brand.shortName}</span>{' '}
        <span className="mt-0.5 text-[0.625rem] font-semibold tracking-[0.3em] text-ink-500 uppercase">{nameRest}</span>
      </span>
    </Link>
  );
}

function CartLink() {
  const count = useCartCount();
  return (
    <Link
      to="/cart"
      aria-label={cartLabel(count)}
      className="btn-ghost relative size-11 px-0"
      activeProps={{ className: 'text-brand-700' }}
    >
      <BagIcon className="size-6" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-[0.6875rem] font-bold text-white ring-2 ring-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
