/**
 * The browser mock build's path-to-regexp for msw: the same `match`, remembered per path. msw
 * compiles a handler's path into a regular expression again for every request it tries that
 * handler on; measured, a third of the mock's remaining time per request in Chromium
 * (`npm run bench`, docs/decisions/0020-performance-choices.md). Only browser builds use it
 * (scripts/vite-mock-plugins.ts).
 */
// The real module: the plugin redirects 'path-to-regexp' here only when msw imports it.
import { match as compile } from 'path-to-regexp';

type Matcher = ReturnType<typeof compile>;
const compiled = new Map<string, Matcher>();

export function match(path: Parameters<typeof compile>[0], options?: Parameters<typeof compile>[1]): Matcher {
  // msw passes a string path and { decode: decodeURIComponent }; anything else is not cached.
  if (
    typeof path !== 'string' ||
    !options ||
    options.decode !== decodeURIComponent ||
    Object.keys(options).length !== 1
  )
    return compile(path, options);
  let matcher = compiled.get(path);
  if (!matcher) {
    matcher = compile(path, options);
    compiled.set(path, matcher);
  }
  return matcher;
}
