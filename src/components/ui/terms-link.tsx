/**
 * The one way to link to /terms: the spec's route table says it opens in a new tab, so every link
 * to it does, and says so to a screen reader.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export function TermsLink({ children, className = 'link' }: { children: ReactNode; className?: string }) {
  return (
    <Link to="/terms" target="_blank" rel="noopener" className={className}>
      {children} <span className="sr-only">(opens in a new tab)</span>
    </Link>
  );
}
