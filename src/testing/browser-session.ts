/**
 * The browser's state back to a first visit, before every jsdom test (./setup-dom.ts). Signing in
 * is `signInAs` of ./session.ts.
 */
import { sessionStore } from '@/api/session';
import { tokens } from '@/api/tokens';

/** Back to signed out (tokens, cached user) and an empty cart. */
export function resetBrowserState(): void {
  tokens.clear();
  sessionStore.refresh();
  localStorage.clear();
  sessionStorage.clear();
}
