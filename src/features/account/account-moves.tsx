/**
 * Moving between the account modes. The mode lives in the URL (/account?mode=…, keeping ?next=);
 * what one mode hands to the next (the email typed so far, the news to show: "Registration
 * successful! Please log in.") rides in that history entry's state, so it never shows in the URL
 * and Back shows each step as it was.
 */
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import * as z from 'zod/mini';
import type { AccountMode } from './account-search';

export const NOTICES = ['registered', 'reset'] as const;
export type Notice = (typeof NOTICES)[number];

export interface Handoff {
  email?: string;
  notice?: Notice;
}

const STATE_KEY = 'account';

declare module '@tanstack/history' {
  interface HistoryState {
    /** The account screens' hand-over from one mode to the next (read with `readHandoff`). */
    account?: unknown;
  }
}

/** History state can hold anything (another version of the app wrote it): read it with care. */
const handoffSchema = z.object({
  email: z.catch(z.optional(z.string().check(z.maxLength(320))), undefined),
  notice: z.catch(z.optional(z.enum(NOTICES)), undefined),
});

export function readHandoff(state: unknown): Handoff | null {
  if (!state || typeof state !== 'object' || !(STATE_KEY in state)) return null;
  const parsed = handoffSchema.safeParse((state as Record<string, unknown>)[STATE_KEY]);
  return parsed.success ? parsed.data : null;
}

function handoffState(handoff: Handoff): { account: Handoff } {
  const email = handoff.email?.trim();
  return { [STATE_KEY]: { ...handoff, email: email || undefined } };
}

/** What the previous mode handed over, or null when the page was opened directly. */
export function useHandoff(): { handoff: Handoff | null; entryKey: string } {
  const state = useLocation({ select: (location) => location.state });
  const href = useLocation({ select: (location) => location.href });
  return { handoff: readHandoff(state), entryKey: state.__TSR_key ?? state.key ?? href };
}

/** The /account search for a mode: login is the default, so it has no ?mode=. */
export function modeSearch(mode: AccountMode, next: string | undefined) {
  return { mode: mode === 'login' ? undefined : mode, next };
}

export function useGoToMode(next: string | undefined) {
  const navigate = useNavigate();
  return useCallback(
    (mode: AccountMode, handoff: Handoff = {}) =>
      void navigate({ to: '/account', search: modeSearch(mode, next), state: handoffState(handoff) }),
    [navigate, next],
  );
}

/** What every account mode takes: where to go after signing in, and the email to start from. */
export interface AccountModeProps {
  next: string | undefined;
  defaultEmail?: string;
}

export interface ModeLinkProps {
  mode: AccountMode;
  next: string | undefined;
  /** The email typed so far, to fill in on the other form. */
  email?: string;
  children: ReactNode;
  className?: string;
}

/** In running text by default, 24 px tall to the touch (issue 34: an inline link's least). */
export function ModeLink({ mode, next, email, children, className = 'link inline-block py-0.5' }: ModeLinkProps) {
  return (
    <Link to="/account" search={modeSearch(mode, next)} state={handoffState({ email })} className={className}>
      {children}
    </Link>
  );
}

/** The links under a form to the other modes, side by side, each with the email typed so far. */
export function ModeLinks({
  next,
  email,
  links,
}: {
  next: string | undefined;
  email: string;
  links: readonly (readonly [AccountMode, string])[];
}) {
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2 border-t border-ink-100 pt-5 text-sm">
      {links.map(([mode, text]) => (
        <ModeLink key={mode} mode={mode} next={next} email={email}>
          {text}
        </ModeLink>
      ))}
    </div>
  );
}

/** Once `active`, runs `move` after `delayMs` (unless the screen goes away first). */
export function useTimedMove(active: boolean, delayMs: number, move: () => void): void {
  const moveRef = useRef(move);
  useEffect(() => {
    moveRef.current = move;
  });
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => moveRef.current(), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
}
