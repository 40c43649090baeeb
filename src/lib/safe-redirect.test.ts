import { describe, expect, it } from 'vitest';
import { returnPath, safeRedirect, signInPath } from './safe-redirect';

describe('safeRedirect', () => {
  it.each(['/orders', '/products?q=soap&page=2', '/product/12#reviews', '/admin/orders?highlight=5'])(
    'keeps the site path %s',
    (path) => {
      expect(safeRedirect(path)).toBe(path);
    },
  );

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
    '/%09/evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/.%2F/evil.example',
    '/%2F/evil.example',
    '/%5C%5Cevil.example',
    'javascript:window.__xss=1',
    ' javascript:alert(1)',
    '\u2028//evil.example',
    '\u3000//evil.example',
    'orders',
    '',
  ])('refuses %j', (target) => {
    expect(safeRedirect(target)).toBe('/');
  });

  it('keeps a one-step chain through /login, whose own ?next= is judged again on arrival', () => {
    expect(safeRedirect('/login?next=%2F%2Fevil.example')).toBe('/login?next=%2F%2Fevil.example');
    expect(safeRedirect('%2Flogin%3Fnext%3D%2F%2Fevil.example')).toBe('/');
  });

  it('keeps encoded characters of a safe target as they were', () => {
    expect(safeRedirect('/products?q=a%26b&page=2')).toBe('/products?q=a%26b&page=2');
    expect(safeRedirect('/products?q=shea%20butter')).toBe('/products?q=shea%20butter');
  });

  it('falls back for non-strings and uses the given fallback', () => {
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect(42, '/account')).toBe('/account');
  });
});

describe('the way back after a session ends', () => {
  it('is the page the person was on, store or admin, search and hash kept', () => {
    expect(returnPath('/orders?page=2')).toBe('/orders?page=2');
    expect(returnPath('/admin/orders?status=paid#top')).toBe('/admin/orders?status=paid#top');
    expect(signInPath('/admin/users?q=ada')).toBe('/account?next=%2Fadmin%2Fusers%3Fq%3Dada');
  });

  it('is never another site, and none from the sign-in pages themselves', () => {
    expect(returnPath('//evil.example/x')).toBeUndefined();
    expect(returnPath('https://evil.example/')).toBeUndefined();
    expect(returnPath('/account?mode=forgot')).toBeUndefined();
    expect(returnPath('/login/')).toBeUndefined();
    expect(signInPath('/')).toBe('/account');
    // Already signing in: stays there with the ?next= it has.
    expect(signInPath('/account?next=%2Fcart')).toBe('/account?next=%2Fcart');
  });
});
