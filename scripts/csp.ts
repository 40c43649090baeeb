/**
 * The Content-Security-Policy of the built store (docs/decisions/0017-content-security-policy.md),
 * set as a `<meta http-equiv>` in the built index.html only: Vite's dev server needs inline
 * scripts and eval for hot reloading, so `npm run dev` runs without it.
 *
 * A meta tag cannot carry frame-ancestors, report-to or sandbox: the real host sends the same
 * policy as a header with those added (the decision record names every header it sends).
 */
import { basename } from 'node:path';
import type { Plugin } from 'vite';

/** The origin of the API when it lives on another host (an absolute VITE_API_BASE_URL), else null. */
export function apiOrigin(apiBaseUrl: string | undefined): string | null {
  if (!apiBaseUrl || !/^https?:\/\//i.test(apiBaseUrl)) return null;
  try {
    return new URL(apiBaseUrl).origin;
  } catch {
    return null;
  }
}

/**
 * The policy's directives, in order, for a build whose API is at `apiBaseUrl`. Unset or empty
 * means the mock backend is in the build (src/config/env.ts) and its service worker must start.
 */
export function cspDirectives(apiBaseUrl: string | undefined): Array<[string, string[]]> {
  const mock = !apiBaseUrl;
  const api = apiOrigin(apiBaseUrl);
  return [
    ['default-src', ["'self'"]],
    // Only the bundle's own files: no inline script, no eval, no third-party script. (The mock
    // needs no eval either: its validators are compiled at build time and zod's compiled parsers
    // are off in the browser, mocks/zod-jitless.ts.)
    ['script-src', ["'self'"]],
    // The Tailwind build and uPlot's stylesheet are files. React's `style={…}` props are set
    // through the CSSOM, which a policy does not govern, so no style attribute is needed at all.
    // The one inline <style> is the scroll lock of the confirm dialog (Radix, through
    // react-remove-scroll-bar), whose content changes with the scrollbar's width: no hash can
    // name it, and a fixed nonce in a static page would be no secret.
    ['style-src', ["'self'"]],
    ['style-src-elem', ["'self'", "'unsafe-inline'"]],
    ['style-src-attr', ["'none'"]],
    // Product and slide images are URLs (an admin pastes https://res.cloudinary.com/… or any
    // https host); uploads preview as blob: URLs; small icons may be data: URLs. Files uploaded to
    // a real host are served by it, whatever its scheme (http://127.0.0.1:4010 for mock:server).
    ['img-src', ["'self'", 'data:', 'blob:', 'https:', ...(api ? [api] : [])]],
    ['font-src', ["'self'"]],
    // The API: /api on this origin (the mock service worker answers it), or the real host.
    ['connect-src', ["'self'", ...(api ? [api] : [])]],
    // The mock backend's service worker, /mockServiceWorker.js; a real-host build registers none.
    ['worker-src', mock ? ["'self'"] : ["'none'"]],
    // CSV exports are downloaded through blob: links, not frames; nothing embeds anything.
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // Every form is handled by script; the payment page is reached by navigation, not by a post.
    ['form-action', ["'self'"]],
  ];
}

export function contentSecurityPolicy(apiBaseUrl: string | undefined): string {
  return cspDirectives(apiBaseUrl)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Puts the policy right after `<meta charset>` (a policy applies only to what follows it). */
export function withCspMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}" />`;
  const charset = /<meta\s+charset=[^>]*>/i;
  if (charset.test(html)) return html.replace(charset, (tag) => `${tag}\n    ${meta}`);
  return html.replace(/<head[^>]*>/i, (tag) => `${tag}\n    ${meta}`);
}

/**
 * Vite plugin: the policy in the built store's index.html (`vite build` only; Storybook's static
 * build, which shares this config, keeps its iframe.html and its inline scripts as they are).
 */
export function contentSecurityPolicyPlugin(): Plugin {
  let policy = '';
  return {
    name: 'content-security-policy',
    apply: 'build',
    configResolved(config) {
      policy = contentSecurityPolicy(config.env.VITE_API_BASE_URL as string | undefined);
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => (basename(context.filename) === 'index.html' ? withCspMeta(html, policy) : html),
    },
  };
}
