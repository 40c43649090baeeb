import { describe, expect, it } from 'vitest';
import { apiOrigin, contentSecurityPolicy, cspDirectives, withCspMeta } from './csp';

const directives = (base: string | undefined) => Object.fromEntries(cspDirectives(base));

describe('the Content-Security-Policy', () => {
  it('lets the mock build run its service worker, with no inline script and no eval', () => {
    const mock = directives('');
    expect(mock['script-src']).toEqual(["'self'"]);
    expect(mock['worker-src']).toEqual(["'self'"]);
    expect(mock['connect-src']).toEqual(["'self'"]);
    expect(mock['object-src']).toEqual(["'none'"]);
    expect(directives(undefined)).toEqual(mock);
  });

  it('names the API origin for a real host, with no eval and no worker', () => {
    const real = directives('https://api.example.ng/api');
    expect(real['connect-src']).toEqual(["'self'", 'https://api.example.ng']);
    expect(real['script-src']).toEqual(["'self'"]);
    expect(real['worker-src']).toEqual(["'none'"]);
  });

  it('lets a real host serve the images uploaded to it, over http too (mock:server)', () => {
    expect(directives('http://127.0.0.1:4010/api')['img-src']).toContain('http://127.0.0.1:4010');
    expect(directives('')['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  });

  it('adds no origin for an API on the same host (an absolute path)', () => {
    expect(apiOrigin('/api')).toBeNull();
    expect(directives('/api')['connect-src']).toEqual(["'self'"]);
    expect(apiOrigin('http://localhost:8000/api/')).toBe('http://localhost:8000');
  });

  it('goes right after <meta charset>, before any script', () => {
    const html =
      '<html><head>\n    <meta charset="UTF-8" />\n    <script type="module" src="/a.js"></script></head></html>';
    const out = withCspMeta(html, contentSecurityPolicy(''));
    expect(out.indexOf('Content-Security-Policy')).toBeGreaterThan(out.indexOf('charset'));
    expect(out.indexOf('Content-Security-Policy')).toBeLessThan(out.indexOf('<script'));
    expect(out).toContain(`content="default-src 'self'; script-src 'self'; style-src 'self';`);
    expect(withCspMeta('<head></head>', 'a "b"')).toBe(
      '<head>\n    <meta http-equiv="Content-Security-Policy" content="a &quot;b&quot;" /></head>',
    );
  });
});
