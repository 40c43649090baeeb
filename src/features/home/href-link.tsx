/**
 * A link to an href held as data (a slide's button target, a category strip item), followed by
 * the router without a page load. Internal targets are checked like redirects, so only a path on
 * this site gets through (else /products); https links are left to the browser.
 */
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { safeRedirect } from '@/lib/safe-redirect';

export function safeHref(href: string): string {
  return /^https:\/\/[^\s]+$/i.test(href) ? href : safeRedirect(href, '/products');
}

export function HrefLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  const navigate = useNavigate();
  const target = safeHref(href);
  const internal = target.startsWith('/');
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (
      !internal ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    void navigate({ href: target });
  }
  return (
    <a href={target} className={className} onClick={onClick} draggable={false}>
      {children}
    </a>
  );
}
