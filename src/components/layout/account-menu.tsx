/**
 * The header's account menu (spec section 2, Header): Log in and Register when signed out; when
 * signed in, a disclosure button with the email that opens Orders, Admin (admins only) and
 * Sign out. This is site navigation, so it follows the WAI-ARIA disclosure pattern, not role="menu".
 */
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import { useSession } from '@/api/session';
import { useReturnTo, useSignOutAndGoHome } from './account-actions';
import { ChevronDownIcon, UserIcon } from './icons';
import { useDismiss } from './use-dismiss';

const panelItem =
  'flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm font-medium text-ink-800 transition hover:bg-brand-50 hover:text-brand-800';

export function AccountMenu() {
  const session = useSession();
  const returnTo = useReturnTo();

  if (!session.isAuthenticated) {
    return (
      <div className="flex items-center gap-1">
        <Link to="/login" search={{ next: returnTo }} className="btn-ghost">
          Log in
        </Link>
        <Link to="/register" search={{ next: returnTo }} className="btn-secondary min-h-11 px-4">
          Register
        </Link>
      </div>
    );
  }
  return <SignedInMenu email={session.user?.email} isAdmin={session.isAdmin} />;
}

function SignedInMenu({ email, isAdmin }: { email: string | undefined; isAdmin: boolean }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const signOut = useSignOutAndGoHome();
  const close = () => setOpen(false);
  useDismiss({ open, rootRef, buttonRef, onClose: close });
  const shown = email ?? 'Account';

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className="btn-ghost max-w-64 gap-1.5 pr-2"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <UserIcon className="size-5 shrink-0 text-brand-700" />
        <span className="sr-only">Account: </span>
        {/* Between md and lg the header is narrow: the email is read out but not shown. */}
        <span className="truncate max-lg:sr-only">{shown}</span>
        <ChevronDownIcon className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 w-64 rounded-2xl border border-ink-200 bg-white p-2 shadow-xl shadow-ink-900/10"
      >
        <p className="border-b border-ink-100 px-3 pt-2 pb-3 text-xs text-ink-500">
          Signed in as
          <span className="block truncate text-sm font-semibold text-ink-900">{shown}</span>
        </p>
        <ul className="py-1">
          <li>
            <Link to="/orders" className={panelItem} onClick={close}>
              Orders
            </Link>
          </li>
          {isAdmin && (
            <li>
              <Link to="/admin" className={panelItem} onClick={close}>
                Admin
              </Link>
            </li>
          )}
        </ul>
        <div className="border-t border-ink-100 pt-1">
          <button
            type="button"
            className={panelItem}
            onClick={() => {
              close();
              signOut();
            }}
          >
            Sign out
          </button>
        </div>
      </div>
    </div>
  );
}
