/**
 * Prerenders the shopper pages of a build into its output folder
 * (docs/decisions/0020-performance-choices.md, 0032-real-host-prerendering.md):
 *   tsx scripts/prerender.ts <outDir> [mock chunk…]         a mock build
 *   tsx scripts/prerender.ts <outDir> --host <API base URL>  a real-host build
 * Run by the build itself (the `prerender` plugin in scripts/vite-mock-plugins.ts) after Vite has
 * written the bundle.
 *
 * - A mock build's data: the mock backend in this process (msw/node) with the default seed, the
 *   same rows the build's browser mock restores on a first visit.
 * - A real-host build's data: that host over HTTP, as it answers at build time; every product the
 *   listing gives (at most PRERENDER_PRODUCTS, default 200). A page whose data the host failed to
 *   give is left to the app shell. The browser asks the host again once the page shows.
 * - `src/prerender.tsx` renders each URL through Vite's SSR loader, so aliases, the router
 *   plugin's code splitting and every other transform apply as in the browser.
 * - Each page is written as `<path>/index.html` from the built index.html, with its markup in
 *   #root, its title, its preloads, its data in a JSON script element (data, not script: the CSP
 *   still allows no inline script), and its style attributes named by hash in its CSP.
 * - The empty app shell is kept as `shell.html`, the fallback for every other path (the cart,
 *   the account, the back office…): a host serves it where no file matches. In a mock build every
 *   page names the mock backend's chunks in a meta tag, for the app to ask for once the page has
 *   painted (docs/decisions/0020-performance-choices.md).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';
import { db } from '../mocks/db';
import { resetMockBackend, server } from '../mocks/node';
import { PRERENDER_DATA_ID, type PrerenderData } from '../src/config/prerender';
import type { prerender as PrerenderFn, PrerenderedPage } from '../src/prerender';

/** The API's address while prerendering: any host; the mock's handlers answer `*\/api`. */
const PRERENDER_API = 'http://prerender.local/api';

/** The pages the same for every visitor, and so worth prerendering (no cart, account or admin). */
export function prerenderUrls(productIds: number[]): string[] {
  const content = [
    'about-us',
    'contact-us',
    'find-out-more',
    'first-order',
    'meet-our-skin-doctor',
    'newsletter',
    'privacy-policy',
    'status-point',
    'terms',
  ];
  return ['/', '/products', ...productIds.map((id) => `/product/${id}`), ...content.map((page) => `/${page}`)];
}

/** A JSON text safe inside a script element: no `</script>`, no `<!--`. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The CSP hash sources of every distinct `style="…"` attribute in `html`. */
export function styleAttributeHashes(html: string): string[] {
  const values = new Set<string>();
  for (const match of html.matchAll(/\sstyle="([^"]*)"/g)) values.add(decodeAttribute(match[1]!));
  return [...values].map((value) => `'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`);
}

/**
 * React hoists what belongs in <head> (the LCP image's preload, the title) to the front of the
 * markup; they go into the document's head, and the rest into #root.
 */
export function splitHoisted(html: string): { head: string; body: string } {
  let rest = html;
  let head = '';
  for (;;) {
    const match = /^(?:<link [^>]*\/?>|<meta [^>]*\/?>|<title>[^<]*<\/title>)/.exec(rest);
    if (!match) break;
    if (!match[0].startsWith('<title>')) head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The built index.html with one page's prerendered parts in it. */
export function pageHtml(template: string, url: string, page: PrerenderedPage): string {
  const { head, body } = splitHoisted(page.html);
  const hashes = styleAttributeHashes(body);
  const data: PrerenderData = { url, madeAt: page.madeAt, state: page.state };
  let html = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
    .replace('</head>', `${head}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${body}</div><script type="application/json" id="${PRERENDER_DATA_ID}">${scriptSafeJson(data)}</script>`,
    );
  if (hashes.length > 0)
    html = html.replace("style-src-attr 'none'", `style-src-attr 'unsafe-hashes' ${hashes.join(' ')}`);
  return html;
}

/**
 * The app shell for every page not prerendered, naming the mock backend's chunks (the prerendered
 * pages are made from it too). Named, not preloaded: downloaded beside the page's own chunks, they
 * slowed its first paint. The app asks for them all at once when the mock is first needed, after
 * the page's own code and first paint (src/main.tsx).
 */
export function shellHtml(template: string, mockChunks: string[]): string {
  const names = mockChunks.filter((file) => !template.includes(`/${file}"`)).map((file) => `/${file}`);
  if (!names.length) return template;
  return template.replace('</head>', `<meta name="mock-chunks" content="${names.join(' ')}"></head>`);
}

function outputFile(outDir: string, url: string): string {
  return url === '/' ? join(outDir, 'index.html') : join(outDir, url.slice(1), 'index.html');
}

/**
 * `src/prerender.tsx` loaded through Vite's SSR loader, with its data from the mock backend and
 * the default seed (a mock build), or from `host` over HTTP (a real-host build: the API the build
 * points at). `close()` stops both.
 */
export async function openRenderer(host?: string): Promise<{
  prerender: (url: string) => Promise<PrerenderedPage>;
  close: () => Promise<void>;
}> {
  if (host) {
    process.env.VITE_API_BASE_URL = host;
  } else {
    process.env.VITE_API_BASE_URL = PRERENDER_API;
    await resetMockBackend();
    server.listen({ onUnhandledFrame: 'bypass' });
  }
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'warn',
    optimizeDeps: { noDiscovery: true },
  });
  const { prerender } = (await vite.ssrLoadModule('/src/prerender.tsx')) as { prerender: typeof PrerenderFn };
  return {
    prerender,
    close: async () => {
      await vite.close();
      if (!host) server.close();
    },
  };
}

/** The most product pages a real-host build prerenders (`PRERENDER_PRODUCTS`); the rest load as the shell does. */
export const HOST_PRODUCT_PAGES = Number(process.env.PRERENDER_PRODUCTS ?? 200);

/**
 * The ids of the host's products, newest first as the listing gives them, at most `limit`:
 * the listing page by page (100 a page, the contract's most).
 */
export async function hostProductIds(host: string, limit = HOST_PRODUCT_PAGES): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ids.length < limit; page++) {
    const response = await fetch(`${host}/products?per_page=100&page=${page}`, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`GET ${host}/products answered ${response.status}`);
    const body = (await response.json()) as Record<string, unknown>;
    const list = [body.items, body.data, body.products].find(Array.isArray) as Array<{ id?: unknown }> | undefined;
    const found = (list ?? []).map((product) => Number(product.id)).filter(Number.isInteger);
    ids.push(...found);
    const pages = (body.pagination as { total_pages?: number } | undefined)?.total_pages ?? 1;
    if (found.length === 0 || page >= pages) break;
  }
  return ids.slice(0, limit).sort((a, b) => a - b);
}

/**
 * Prerenders a build's pages into `outDir`. `host` (a real-host build): the data comes from that
 * host over HTTP, as it is at build time; the browser shows it, then asks the host again
 * (src/boot/prerendered.ts), so a price changed since shows once that answer is in.
 */
export async function prerenderBuild(
  outDir: string,
  mockChunks: string[] = [],
  host?: string,
): Promise<{ pages: number; ms: number }> {
  const started = performance.now();
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>'))
    throw new Error(`${outDir}/index.html has no empty #root: is it prerendered already?`);
  const productIds = host ? await hostProductIds(host) : undefined;
  const renderer = await openRenderer(host);
  try {
    const shell = shellHtml(template, mockChunks);
    writeFileSync(join(outDir, 'shell.html'), shell);
    const urls = prerenderUrls(
      productIds ??
        db.products
          .all()
          .map((product) => product.id)
          .sort((a, b) => a - b),
    );
    let written = 0;
    for (const url of urls) {
      const page = await renderer.prerender(url);
      if (page.status !== 200) throw new Error(`Prerendering ${url} gave ${page.status}`);
      if (page.failed.length > 0) {
        const why = `Prerendering ${url}: ${page.failed.join(', ')} failed`;
        // From a host: that page loads as the shell does, drawn from the host's answers then.
        if (!host) throw new Error(why);
        console.warn(`${why}; the page is left to the app shell`);
        continue;
      }
      const file = outputFile(outDir, url);
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, pageHtml(shell, url, page));
      written += 1;
    }
    return { pages: written, ms: Math.round(performance.now() - started) };
  } finally {
    await renderer.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const hostAt = args.indexOf('--host');
  const host = hostAt >= 0 ? args.splice(hostAt, 2)[1] : undefined;
  const [outDir, ...mockChunks] = args;
  if (!outDir)
    throw new Error('Usage: tsx scripts/prerender.ts <outDir> [mock chunk…] | <outDir> --host <API base URL>');
  const { pages, ms } = await prerenderBuild(outDir, mockChunks, host);
  console.log(`prerendered ${pages} pages into ${outDir} in ${ms} ms${host ? ` from ${host}` : ''}`);
}
