/**
 * The URL of the account screens: /account?mode=login|register|forgot|reset, and /login and
 * /register (the login and register modes). All three accept ?next=, the page to go to after
 * signing in; it is only ever followed through `safeRedirect`.
 */
import { enumParam, textParam, searchSchema } from '@/lib/search-params';

export const ACCOUNT_MODES = ['login', 'register', 'forgot', 'reset'] as const;
export type AccountMode = (typeof ACCOUNT_MODES)[number];

/** The longest ?next= kept; anything longer is dropped (and so lands on /). */
export const NEXT_MAX_LENGTH = 500;

/** /account: the mode (login when missing or unknown) and ?next=. */
export const accountSearchSchema = searchSchema({ mode: enumParam(ACCOUNT_MODES), next: textParam(NEXT_MAX_LENGTH) });

/** /login and /register: only ?next=. */
export const nextSearchSchema = searchSchema({ next: textParam(NEXT_MAX_LENGTH) });
