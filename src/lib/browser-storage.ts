/**
 * The browser's localStorage or sessionStorage, or undefined where the browser blocks it (its
 * settings, a sandboxed frame) or there is none (prerendering in Node): reading it never throws.
 */
export function browserStorage(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}
