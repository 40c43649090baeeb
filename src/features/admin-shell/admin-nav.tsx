/**
 * The back office's navigation: a sidebar from 768 px; on a phone, two short rows instead of five.
 * The first holds the brand and an Account button (a disclosure: the email, 'Back to the store'
 * and 'Sign out' open over the page just below the links, after them in the tab order, so closing
 * it moves nothing under the finger); the second holds the five links on one line that scrolls
 * sideways, the current page scrolled into sight, marked by aria-current, a bar and bold type (not
 * by colour alone), with a fade at an edge that has more.
 */
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useSignOut } from '@/api/queries/auth';
import { ChevronDownIcon, UserIcon } from '@/components/layout/icons';
import { useDismiss } from '@/components/layout/use-dismiss';
import { brand } from '@/config/brand';

const NAV = [
  { to: '/admin', label: 'Home', exact: true },
  { to: '/admin/products', label: 'Products', exact: false },
  { to: '/admin/orders', label: 'Orders', exact: false },
  { to: '/admin/users', label: 'Customers', exact: false },
  { to: '/admin/carousels', label: 'Carousels', exact: false },
] as const;

const link =
  'flex min-h-11 items-center whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-ink-700 hover:bg-ink-100 ' +
  'data-[status=active]:bg-brand-50 data-[status=active]:font-semibold data-[status=active]:text-brand-800 ' +
  'data-[status=active]:shadow-[inset_0_-3px_0_0_var(--color-brand-700)] md:data-[status=active]:shadow-[inset_3px_0_0_0_var(--color-brand-700)]';

/** Which ends of the scrolling row have more beyond them. */
type Edges = { start: boolean; end: boolean };

const FADES: Record<string, string> = {
  none: '',
  start: 'max-md:[mask-image:linear-gradient(to_right,transparent,black_2.5rem)]',
  end: 'max-md:[mask-image:linear-gradient(to_left,transparent,black_2.5rem)]',
  both: 'max-md:[mask-image:linear-gradient(to_right,transparent,black_2.5rem,black_calc(100%-2.5rem),transparent)]',
};

export function AdminNav({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const accountId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  useDismiss({ open, rootRef: headerRef, buttonRef, onClose: close });

  return (
    <header
      ref={headerRef}
      className="relative border-b border-ink-200 bg-white md:min-h-screen md:border-b-0 md:border-r"
    >
      <div className="flex items-center justify-between gap-2 px-4 py-1 md:py-4">
        <Link
          to="/admin"
          className="-my-1 inline-block py-2.5 font-display text-lg font-bold text-brand-800 md:-my-2.5"
        >
          {brand.shortName} <span className="text-sm font-normal text-ink-500">admin</span>
        </Link>
        <button
          ref={buttonRef}
          type="button"
          className="btn-ghost -mr-2 gap-1.5 pr-2 md:hidden"
          aria-expanded={open}
          aria-controls={accountId}
          onClick={() => setOpen((value) => !value)}
        >
          <UserIcon className="size-5 shrink-0 text-brand-700" />
          Account
          <ChevronDownIcon className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </div>
      <NavLinks onNavigate={close} />
      <div
        id={accountId}
        className={`flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm max-md:absolute max-md:inset-x-2 max-md:top-full max-md:z-40 max-md:mt-1 max-md:rounded-2xl max-md:border max-md:border-ink-200 max-md:bg-white max-md:shadow-xl max-md:shadow-ink-900/10 md:flex md:flex-col md:items-start md:border-t md:border-ink-200 md:py-3 ${open ? 'flex' : 'hidden'}`}
      >
        <span className="w-full truncate text-ink-600 md:w-auto" title={email}>
          <span className="md:sr-only">Signed in as </span>
          {email}
        </span>
        <AccountActions onDone={close} />
      </div>
    </header>
  );
}

function AccountActions({ onDone }: { onDone: () => void }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <>
      <Link to="/" className="link inline-flex min-h-11 items-center" onClick={onDone}>
        Back to the store
      </Link>
      <button
        type="button"
        className="btn-ghost md:-ml-3"
        onClick={() => {
          onDone();
          signOut();
          void navigate({ to: '/' });
        }}
      >
        Sign out
      </button>
    </>
  );
}

function NavLinks({ onNavigate }: { onNavigate: () => void }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<Edges>({ start: false, end: false });
  const pathname = useLocation({ select: (location) => location.pathname });

  // The row's ends: which have more beyond them (a fade says so), on scroll and on resize.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const start = list.scrollLeft > 1;
      const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setEdges((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);

  // The current page's link in sight on the scrolling row (sideways only: the page stays put).
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const left = current.offsetLeft;
    const right = left + current.offsetWidth;
    if (left < list.scrollLeft || right > list.scrollLeft + list.clientWidth)
      list.scrollLeft = left - (list.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);

  const fade = FADES[edges.start && edges.end ? 'both' : edges.start ? 'start' : edges.end ? 'end' : 'none'];
  return (
    <nav aria-label="Admin">
      <ul
        ref={listRef}
        className={`relative flex gap-1 overflow-x-auto px-2 py-1.5 [scrollbar-width:thin] md:flex-col md:overflow-visible md:pt-0 ${fade}`}
      >
        {NAV.map((item) => (
          <li key={item.to} className="shrink-0">
            <Link to={item.to} activeOptions={{ exact: item.exact }} className={link} onClick={onNavigate}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
