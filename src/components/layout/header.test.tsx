import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CART_KEY, notifyCartChanged } from '@/lib/cart-storage';
import { Header, cartLabel } from './header';
import { currentUrl, renderApp } from '@/testing/render-app';
import { withMockBackend } from '@/testing/mock-backend';
import { signInAs } from '@/testing/session';

withMockBackend();

describe('Header', () => {
  it('links the store name home and shows Contact Us, the account links and the cart', async () => {
    await renderApp(<Header />, { url: '/about-us' });
    const banner = screen.getByRole('banner');
    expect(
      within(banner)
        .getByRole('link', { name: /Beauty Stars Cosmetics, home/ })
        .getAttribute('href'),
    ).toBe('/');
    expect(within(banner).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact-us');
    expect(within(banner).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?next=%2Fabout-us');
    expect(within(banner).getByRole('link', { name: 'Cart, 0 items' }).getAttribute('href')).toBe('/cart');
  });

  it('searches: a trimmed query goes to /products?q=…', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp(<Header />);
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), '  black soap  {Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/products?q=black+soap'));
  });

  it('searches with the button too, and an empty search goes to /products', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp(<Header />);
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/products'));
  });

  it('shows the query of the listing it is on', async () => {
    await renderApp(<Header />, { url: '/products?q=lotion' });
    expect((screen.getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement).value).toBe('lotion');
  });

  it('counts the items in the cart in the cart link’s name', async () => {
    await renderApp(<Header />);
    act(() => {
      localStorage.setItem(
        CART_KEY,
        JSON.stringify([
          { id: 1, name: 'Lotion', price: 1000, images: [], qty: 2 },
          { id: 2, name: 'Soap', price: 500, images: [], qty: 1 },
        ]),
      );
      notifyCartChanged();
    });
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeTruthy();
    expect(cartLabel(1)).toBe('Cart, 1 item');
  });

  it('opens the mobile menu with search, categories, account links and Contact Us; a link closes it', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp(<Header />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);

    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog).getByRole('searchbox', { name: 'Search products' })).toBeTruthy();
    const categories = within(dialog).getByRole('navigation', { name: 'Shop by category' });
    expect(
      within(categories)
        .getAllByText(/^[A-Z -]+$/)
        .map((el) => el.textContent),
    ).toEqual([
      'BODY LOTION',
      'FACE CREAM',
      'BATHING SOAP',
      'SHOWER BATH AND SHOWER GEL',
      'SKIN TREATMENT CREAM',
      'MAKE-UP',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Register' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Contact Us' })).toBeTruthy();

    await user.click(within(dialog).getByText('FACE CREAM'));
    await user.click(within(dialog).getByRole('link', { name: 'Face Smoothening Cream' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentUrl(router)).toBe('/products?subcategory=face-smoothening-cream');
  });

  it('closes the mobile menu with its close button', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp(<Header />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the signed-in account in the mobile menu, with Sign out', async () => {
    await signInAs('customer');
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp(<Header />, { url: '/about-us' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByText('customer@example.com')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/orders');
    expect(within(dialog).queryByRole('link', { name: 'Admin' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Log in' }).length).toBeGreaterThan(0);
  });
});
