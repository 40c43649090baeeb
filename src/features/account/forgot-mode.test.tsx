import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdAnswer } from '@/testing/held-answer';
import { withMockBackend } from '@/testing/mock-backend';
import { accountRoutes } from '@/testing/account-routes';
import { currentUrl, renderApp } from '@/testing/render-app';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { FORGOT_TO_RESET_MS } from './account-messages';

// Typing key by key on 2 busy cores takes a few seconds a test.
vi.setConfig({ testTimeout: 20_000 });
withMockBackend();
afterEach(() => {
  vi.useRealTimers();
});

type User = ReturnType<typeof userEvent.setup>;

const send = (user: User) => user.click(screen.getByRole('button', { name: 'Send reset code' }));

function forceForgotAnswer(body: { error: string; message: string; fields?: Record<string, string> }) {
  server.use(http.post('*/api/password/forgot', () => HttpResponse.json(body, { status: 400 })));
}

describe('forgot mode', () => {
  it("asks for an email with a 'Send reset code' button, and links back to log in and on to the code", async () => {
    await renderApp('/account?mode=forgot&next=%2Fcart', { routes: accountRoutes });
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send reset code' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/account?next=%2Fcart');
    expect(screen.getByRole('link', { name: 'I have a code' }).getAttribute('href')).toBe(
      '/account?mode=reset&next=%2Fcart',
    );
  });

  it("says 'Please enter your email address.' beside the field when the server misses the email", async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp('/account?mode=forgot', { routes: accountRoutes });
    await send(user);
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const errorId = email.getAttribute('aria-describedby')!.split(' ')[0]!;
    expect(document.getElementById(errorId)?.textContent).toBe('Please enter your email address.');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(db.outbox.all()).toHaveLength(0);
  });

  it("reads a missing email from the server's fields too", async () => {
    forceForgotAnswer({
      error: 'invalid_payload',
      message: 'Missing required: email',
      fields: { email: 'is required' },
    });
    const user = userEvent.setup({ delay: null });
    await renderApp('/account?mode=forgot', { routes: accountRoutes });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await send(user);
    expect(await screen.findByText('Please enter your email address.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("otherwise shows the server's message in an alert, keeping the email", async () => {
    forceForgotAnswer({
      error: 'invalid_payload',
      message: 'That email address is too long.',
      fields: { email: 'At most 320 characters.' },
    });
    const user = userEvent.setup({ delay: null });
    await renderApp('/account?mode=forgot', { routes: accountRoutes });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await send(user);
    expect((await screen.findByRole('alert')).textContent).toBe('That email address is too long.');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ada@example.com');
  });

  it("says 'Failed to send reset code. Please try again.' when there is no message", async () => {
    forceForgotAnswer({ error: 'invalid_payload', message: '' });
    const user = userEvent.setup({ delay: null });
    await renderApp('/account?mode=forgot', { routes: accountRoutes });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await send(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to send reset code. Please try again.');
  });

  it("says 'Failed to send reset code. Please try again.' when the network fails", async () => {
    server.use(http.post('*/api/password/forgot', () => HttpResponse.error()));
    const user = userEvent.setup({ delay: null });
    await renderApp('/account?mode=forgot', { routes: accountRoutes });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await send(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to send reset code. Please try again.');
  });

  it("shows 'Sending…' on a disabled button while the call runs", async () => {
    const answer = holdAnswer();
    server.use(
      http.post('*/api/password/forgot', async () => {
        await answer.held;
        return HttpResponse.json({ message: 'If that account exists, a code will be sent shortly.' });
      }),
    );
    const user = userEvent.setup({ delay: null });
    await renderApp('/account?mode=forgot', { routes: accountRoutes });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await send(user);
    expect(await screen.findByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true);
    answer.release();
    await screen.findByRole('status');
  });

  it("shows the server's message, then opens the reset form after 1.2 s with the email filled in", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = await renderApp('/account?mode=forgot&next=%2Fcart', { routes: accountRoutes });
    await user.type(screen.getByLabelText('Email'), ' customer@example.com ');
    await send(user);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('If that account exists, a code will be sent shortly.');
    expect(document.activeElement).toBe(status);
    // The code went to the mock's outbox, not to the page.
    const [mail] = db.outbox.all();
    expect(mail?.to).toBe('customer@example.com');
    expect(document.body.textContent).not.toContain(mail!.code!);

    await vi.advanceTimersByTimeAsync(FORGOT_TO_RESET_MS - 100);
    expect(currentUrl(router)).toBe('/account?mode=forgot&next=%2Fcart');
    await vi.advanceTimersByTimeAsync(100);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/account?mode=reset&next=%2Fcart');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'customer@example.com');
    expect(screen.getByLabelText('Reset code')).toHaveProperty('value', '');
  });

  it("shows 'If that account exists, a code will be sent shortly.' when the server sends no message", async () => {
    server.use(http.post('*/api/password/forgot', () => HttpResponse.json({ message: '' })));
    const user = userEvent.setup({ delay: null });
    await renderApp('/account?mode=forgot', { routes: accountRoutes });
    await user.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await send(user);
    expect((await screen.findByRole('status')).textContent).toBe(
      'If that account exists, a code will be sent shortly.',
    );
  });

  it("shows the server's own success message when it differs", async () => {
    server.use(
      http.post('*/api/password/forgot', () => HttpResponse.json({ message: 'Check your inbox for a code.' })),
    );
    const user = userEvent.setup({ delay: null });
    await renderApp('/account?mode=forgot', { routes: accountRoutes });
    await user.type(screen.getByLabelText('Email'), 'customer@example.com');
    await send(user);
    expect((await screen.findByRole('status')).textContent).toBe('Check your inbox for a code.');
  });
});
