import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../mocks/db';
import { HOSTILE, HOSTILE_PRODUCT } from '../mocks/seed/hostile';
import type { PrerenderedPage } from '../src/prerender';
import {
  openRenderer,
  pageHtml,
  prerenderUrls,
  scriptSafeJson,
  shellHtml,
  splitHoisted,
  styleAttributeHashes,
} from './prerender';

const TEMPLATE = [
  '<!doctype html><html><head><meta charset="UTF-8" />',
  `<meta http-equiv="Content-Security-Policy" content="script-src 'self'; style-src-attr 'none'" />`,
  '<title>Beauty Stars Cosmetics</title></head>',
  '<body><div id="root"></div></body></html>',
].join('');

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('prerendering, the parts', () => {
  it('lists the home page, the listing, every product and the content pages: nothing that depends on who is looking', () => {
    const urls = prerenderUrls([1, 2]);
    expect(urls.slice(0, 4)).toEqual(['/', '/products', '/product/1', '/product/2']);
    expect(urls).toContain('/about-us');
    for (const personal of ['/cart', '/account', '/orders', '/login', '/admin']) expect(urls).not.toContain(personal);
  });

  it('writes JSON that cannot close its script element', () => {
    const text = scriptSafeJson({ name: HOSTILE.script, other: '<!-- x -->' });
    expect(text).not.toContain('</script');
    expect(text).not.toContain('<!--');
    expect(JSON.parse(text)).toEqual({ name: HOSTILE.script, other: '<!-- x -->' });
  });

  it('names each distinct style attribute by its hash, decoded as the browser reads it', () => {
    const html =
      '<ul style="grid-template-columns:repeat(2, minmax(0, 1fr))"></ul><ul style="grid-template-columns:repeat(2, minmax(0, 1fr))"></ul><p style="font-family:&quot;A&quot;"></p>';
    expect(styleAttributeHashes(html)).toEqual([
      sha256('grid-template-columns:repeat(2, minmax(0, 1fr))'),
      sha256('font-family:"A"'),
    ]);
  });

  it('moves what React hoists (preloads) into the head and drops its title (the page sets its own)', () => {
    const { head, body } = splitHoisted(
      '<link rel="preload" as="image" href="/a.svg"/><title>T</title><!--$--><div>page</div>',
    );
    expect(head).toBe('<link rel="preload" as="image" href="/a.svg"/>');
    expect(body).toBe('<!--$--><div>page</div>');
  });

  it("names the mock backend's chunks in the page, for the app to ask for, once each", () => {
    // The app's own shell chunk, which the mock imports too, is preloaded by the template already.
    const template = TEMPLATE.replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/shell-def.js"></head>',
    );
    const html = shellHtml(template, ['assets/browser-abc.js', 'assets/db-ghi.js', 'assets/shell-def.js']);
    // Named, not fetched: the app asks for them once the page has painted (src/main.tsx).
    expect(html).toContain('<meta name="mock-chunks" content="/assets/browser-abc.js /assets/db-ghi.js"></head>');
    expect(html).not.toContain('href="/assets/browser-abc.js"');
    expect(html.match(/shell-def\.js/g)).toHaveLength(1);
    expect(shellHtml(TEMPLATE, [])).toBe(TEMPLATE);
  });

  it('puts markup, escaped title, data and style hashes into the built page', () => {
    const page: PrerenderedPage = {
      html: '<div style="color:red">Hi</div>',
      title: 'Soap & <Co>',
      state: { mutations: [], queries: [] },
      status: 200,
      failed: [],
      madeAt: 5,
    };
    const html = pageHtml(TEMPLATE, '/about-us', page);
    expect(html).toContain('<title>Soap &amp; &lt;Co&gt;</title>');
    expect(html).toContain(
      '<div id="root"><div style="color:red">Hi</div></div><script type="application/json" id="prerendered-data">{"url":"/about-us","madeAt":5,',
    );
    expect(html).toContain(`style-src-attr 'unsafe-hashes' ${sha256('color:red')}`);
    expect(html).not.toContain("style-src-attr 'none'");
  });
});

describe('prerendering, the pages', () => {
  let renderer: Awaited<ReturnType<typeof openRenderer>>;
  beforeAll(async () => {
    renderer = await openRenderer();
  }, 60_000);
  afterAll(() => renderer?.close());

  it('draws the listing with its products, its title and the data it came from', async () => {
    const page = await renderer.prerender('/products');
    expect(page.status).toBe(200);
    expect(page.title).toBe('All products | Beauty Stars Cosmetics');
    expect(page.html).toContain('All products</h1>');
    const [query] = page.state.queries;
    const listed = (query?.state.data as { items: Array<{ name: string }> }).items;
    expect(listed).toHaveLength(20);
    for (const product of listed)
      expect(page.html).toContain(product.name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
  });

  it('draws the hostile product with its payloads as text: nothing in the page would run', async () => {
    const product = db.products.all().find((row) => row.name === HOSTILE_PRODUCT.name)!;
    const page = await renderer.prerender(`/product/${product.id}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('&lt;script&gt;window.__xss=1&lt;/script&gt;');
    // Read as a browser reads it: no script, no event handler attribute, no javascript: link.
    const doc = new JSDOM(page.html).window.document;
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    const handlers = [...doc.querySelectorAll('*')].flatMap((element) =>
      element.getAttributeNames().filter((name) => name.startsWith('on')),
    );
    expect(handlers).toEqual([]);
    expect(doc.querySelectorAll('[href^="javascript:" i], [src^="javascript:" i]')).toHaveLength(0);
    expect(doc.querySelector('h1')?.textContent).toBe(HOSTILE_PRODUCT.name);
  });

  it('draws the home page with its slides and the first tab’s products, all fetched before the last pass', async () => {
    const page = await renderer.prerender('/');
    const keys = page.state.queries.map((query) => query.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['slides', 'products']));
    expect(page.state.queries.every((query) => query.state.status === 'success')).toBe(true);
    expect(page.html).toContain('Glow Recipe');
  });

  it('answers 404 for a path no route claims', async () => {
    expect((await renderer.prerender('/no-such-page')).status).toBe(404);
  });
});
