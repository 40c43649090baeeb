/**
 * Where to go after signing in: only ever a path on this site. Anything that could leave it
 * (`//evil.example`, `/\evil.example`, `https:evil.example`, `javascript:…`, encoded variants,
 * dot segments that normalise to `//evil.example`) or that is not a path at all falls back to
 * `fallback`.
 */
const BASE = 'https://store.invalid';

/** The path, query and hash a value resolves to on this site, or null if it could leave it. */
function sitePath(value: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const url = new URL(value, BASE);
    // `/.//evil.example` and `/%2e//evil.example` normalise to the path `//evil.example`,
    // which a browser reads as another host.
    if (url.origin !== BASE || url.pathname.startsWith('//')) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string') return fallback;
  const original = target.trim();
  const result = sitePath(original);
  if (result === null) return fallback;
  // Every decoding must be safe too, so %2F%2F and double encodings are judged as a browser or a
  // router that decodes again would read them; the value kept is the original, still encoded
  // (so `?q=a%26b` stays one parameter).
  let value = original;
  for (let i = 0; i < 3; i++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(value);
    } catch {
      return fallback;
    }
    if (decoded === value) break;
    if (sitePath(decoded) === null) return fallback;
    value = decoded;
  }
  return result;
}

/** Pages where signing in happens: a person sent to sign in from one of them needs no way back. */
const SIGN_IN_PATHS = new Set(['/account', '/login', '/register']);

/**
 * The ?next= to sign in with, from the page a person is on (`href`: path, search and hash): that
 * page when it is a path on this site, none from the sign-in pages themselves.
 */
export function returnPath(href: string): string | undefined {
  const path = safeRedirect(href, '');
  if (path === '') return undefined;
  return isSignInPath(path.split(/[?#]/)[0]!) ? undefined : path;
}

export function isSignInPath(pathname: string): boolean {
  return SIGN_IN_PATHS.has(pathname.replace(/\/+$/, '') || '/');
}

/** /account, with ?next= the page to come back to; a sign-in page stays as it is (its ?next= kept). */
export function signInPath(href: string): string {
  const here = safeRedirect(href, '');
  if (here !== '' && isSignInPath(here.split(/[?#]/)[0]!)) return here;
  const next = returnPath(href);
  return next === undefined || next === '/' ? '/account' : `/account?next=${encodeURIComponent(next)}`;
}
