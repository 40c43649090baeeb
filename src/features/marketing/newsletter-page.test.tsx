import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { NewsletterPage } from './newsletter-page';

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});

function emailField() {
  return screen.getByRole('textbox', { name: 'Email address' });
}

describe('NewsletterPage', () => {
  it('has one h1 and the sign-up form', async () => {
    await renderApp(<NewsletterPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Sign up for email exclusives',
    ]);
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy();
  });

  it('asks for an email when the field is empty, next to the field, and focuses it', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp(<NewsletterPage />);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    const input = emailField();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(error?.textContent).toBe('Please enter your email address.');
    expect(document.activeElement).toBe(input);
  });

  it('rejects an address without the x@y.z shape and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp(<NewsletterPage />);
    for (const bad of ['ada', 'ada@example', 'ada @example.com']) {
      await user.clear(emailField());
      await user.type(emailField(), bad);
      await user.click(screen.getByRole('button', { name: 'Sign up' }));
      expect(emailField()).toHaveProperty('value', bad);
      expect(emailField().getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(emailField().getAttribute('aria-describedby')!)?.textContent).toBe(
        'Please enter a valid email address.',
      );
    }
  });

  it('clears the message once the address is corrected', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp(<NewsletterPage />);
    await user.type(emailField(), 'ada@example');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    await user.type(emailField(), '.com');
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    expect(emailField().getAttribute('aria-invalid')).toBe('false');
    expect(emailField().getAttribute('aria-describedby')).toBeNull();
  });

  it('shows the thank-you for a valid address and makes no request', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp(<NewsletterPage />);
    await user.type(emailField(), '  ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    const thanks = await screen.findByRole('heading', { name: 'Thank you for signing up!' });
    expect(document.activeElement).toBe(thanks);
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
