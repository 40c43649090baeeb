/**
 * Where to go after signing in: only ever a path on this site. Anything that could leave it
 * (`//evil.example`, `/\evil.example`, `https:evil.example`, `javascript:…`, encoded variants) or
 * that is not a path at all falls back to `fallback`.
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string') return fallback;
  let value = target.trim();
  // Decode repeatedly so %2F%2F and double encodings are judged as the browser would read them.
  for (let i = 0; i < 3; i++) {
    try {
      const decoded = decodeURIComponent(value);
      if (decoded === value) break;
      value = decoded;
    } catch {
      return fallback;
    }
  }
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const url = new URL(value, 'https://store.invalid');
    if (url.origin !== 'https://store.invalid') return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
