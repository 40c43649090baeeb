/**
 * The browser mock build's stand-in for msw's `getAllRequestCookies`. msw calls it for every
 * handler it tries on every request, and for a same-origin request each call reads `document.cookie`
 * and asks tough-cookie's store for the URL's cookies: measured, over half of the mock's time per
 * request in Chromium (`npm run bench`, docs/decisions/0020-performance-choices.md). The mock API
 * authenticates with bearer tokens and no handler reads `cookies`, so only the request's own
 * Cookie header is parsed.
 * Only browser builds use it (scripts/vite-mock-plugins.ts: the first line of msw's own hands over
 * to it); tests run msw's own.
 */
export function getAllRequestCookies(request: Request): Record<string, string> {
  const header = request.headers.get('cookie');
  if (!header) return {};
  const cookies: Record<string, string> = {};
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    if (name && !(name in cookies)) cookies[name] = safeDecode(part.slice(at + 1).trim());
  }
  return cookies;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
