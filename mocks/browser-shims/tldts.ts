/**
 * The browser mock build's stand-in for tldts, the Public Suffix List (250 kB minified) that
 * msw → tough-cookie loads to match cookie domains. The mock API uses bearer tokens, not cookies,
 * and runs on one origin, so the registrable domain is the last two labels of the host name (and
 * none for an IP address), which is what the list gives for localhost, 127.0.0.1 and example.ng.
 * Only the browser build uses it (scripts/vite-mock-plugins.ts); Node tests use the real tldts.
 */
export function getDomain(hostname: string): string | null {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':')) return null;
  const labels = hostname.split('.').filter(Boolean);
  return labels.length <= 2 ? labels.join('.') : labels.slice(-2).join('.');
}
