/**
 * The shopper's pages: skip link, promo strip, header, category bar, the page, footer.
 * While signed in it keeps the cached user fresh through GET /me.
 */
import { useQuery } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { meQueryOptions } from '@/api/queries/auth';
import { useSession } from '@/api/session';
import { Toaster } from '@/components/ui/toast';
import { CategoryNav } from './category-nav';
import { Footer } from './footer';
import { Header } from './header';
import { PromoStrip } from './promo-strip';

export const MAIN_CONTENT_ID = 'main-content';

export function StoreLayout() {
  const session = useSession();
  useQuery({ ...meQueryOptions(), enabled: session.isAuthenticated });

  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <SkipLink />
      <PromoStrip />
      <Header />
      <CategoryNav />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 scroll-mt-28 outline-none">
        <Outlet />
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}

function SkipLink() {
  // A plain hash link would also reach the router's history; move focus ourselves instead.
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus({ preventScroll: true });
    main.scrollIntoView?.();
  }
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={onClick}
      className="sr-only z-50 rounded-full bg-white px-5 py-3 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to content
    </a>
  );
}
