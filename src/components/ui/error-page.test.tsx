/**
 * A failure no screen handled (a crash in a page or its loader): the person reads a plain message
 * and gets a way on (Try again, Go home); the technical detail goes to the console and, in a mock
 * build, into a collapsed "Details for developers".
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { takeContractProblems, withApp } from '@/testing/mock-backend';
import { server } from '@mocks/node';

withApp();

describe('the error page', { timeout: 20_000 }, () => {
  it('shows a plain message, Try again and Go home, and keeps the exception for developers', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    // An answer the page cannot read (a product with no fields): drawing it throws a TypeError.
    server.use(http.get('*/api/products/:id', () => (broken ? HttpResponse.json({ id: 2 } as never) : undefined)));
    await renderApp('/product/2');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(
      within(alert).getByText('This page could not be shown. Please try again, or go back to the home page.'),
    ).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');

    // The exception's own words are not on the page, only in the closed developers' details.
    const details = within(alert).getByText('Details for developers').closest('details')!;
    expect(details.open).toBe(false);
    const outside = alert.cloneNode(true) as HTMLElement;
    outside.querySelector('details')?.remove();
    expect(outside.textContent).not.toMatch(/TypeError|undefined|Cannot read/);
    expect(details.textContent).toMatch(/TypeError/);
    expect(consoleError).toHaveBeenCalled();
    await takeContractProblems();

    broken = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Add to Cart/i })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});
