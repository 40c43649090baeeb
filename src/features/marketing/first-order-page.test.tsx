import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { FirstOrderPage } from './first-order-page';

describe('FirstOrderPage', () => {
  it('has the offer, the spec’s banner verbatim, and sign-up links to the register form', async () => {
    await renderApp(<FirstOrderPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Up to 5% off your first order',
    ]);
    expect(screen.getByText('ENJOY 5% ON SIGN-UP')).toBeTruthy();
    const signUps = [
      screen.getByRole('link', { name: 'Create an account' }),
      screen.getByRole('link', { name: 'Sign up now' }),
    ];
    for (const link of signUps) expect(link.getAttribute('href')).toBe('/account?mode=register');
  });

  it('says how the code is used: it comes by email, and the cart’s Promo code field takes it', async () => {
    await renderApp(<FirstOrderPage />);
    expect(screen.getByText(/arrives by email/)).toBeTruthy();
    expect(screen.getByText(/In your cart, type the code under Promo code and press Apply/)).toBeTruthy();
    expect(screen.getByText(/It works once, for 30 days after you sign up\./)).toBeTruthy();
  });
});
