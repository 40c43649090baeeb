import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each(['/orders', '/products?q=soap&page=2', '/product/12#reviews', '/admin/orders?highlight=5'])('keeps the site path %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https:evil.example',
    'https://evil.example/orders',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    '/%5Cevil.example',
    'data:text/html,hi',
    ' //evil.example',
    '/\t/evil.example',
    'orders',
    '',
  ])('refuses %j', (target) => {
    expect(safeRedirect(target)).toBe('/');
  });

  it('falls back for non-strings and uses the given fallback', () => {
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect(42, '/account')).toBe('/account');
  });
});
