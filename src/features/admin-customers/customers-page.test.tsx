import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AdminUserDetail, AdminUserList } from '@/api/queries/admin';
import { tokens } from '@/api/tokens';
import { call, signIn, withApp } from '@/testing/mock-backend';
import { currentUrl, renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/session';
import { formatNaira } from '@/lib/money';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { NOT_AUTHORIZED } from '@/features/admin-shell/admin-layout';
import { formatDate } from '@/lib/dates';
import { counterText, joinedLine } from './customer-values';

const user = userEvent.setup({ delay: null });
withApp();

const admin = () => db.users.getBy('email', 'admin@example.com')!;
const customer = () => db.users.getBy('email', 'customer@example.com')!;
const main = () => within(screen.getByRole('main'));
const list = () => within(screen.getByRole('list', { name: 'Customers' }));
const panel = () => within(screen.getByRole('region', { name: 'Customer details' }));

async function apiUsers(token: string, query = '') {
  return (await (await call(`/admin/users${query}`, { token })).json()) as AdminUserList;
}
async function apiUser(token: string, id: number) {
  return (await (await call(`/admin/users/${id}`, { token })).json()) as AdminUserDetail;
}

describe('admin customers', { timeout: 30_000 }, () => {
  it('lists customers 20 a page with the counter, Prev and Next, and keeps the page in the URL', async () => {
    const token = await signInAs('admin');
    const first = await apiUsers(token);
    const second = await apiUsers(token, '?page=2');
    const { total, total_pages } = first.pagination;
    expect(total_pages).toBeGreaterThan(1);
    const { router } = await renderApp('/admin/users');

    expect(await main().findByRole('heading', { level: 1, name: 'Customers' })).toBeTruthy();
    expect(main().getByText('Manage users, roles and recent activity')).toBeTruthy();
    expect(await main().findByText(counterText(total, 1, total_pages))).toBeTruthy();
    const rows = list().getAllByRole('link');
    expect(rows).toHaveLength(20);
    const top = first.items[0]!;
    expect(within(rows[0]!).getByText(top.email)).toBeTruthy();
    expect(within(rows[0]!).getByText(joinedLine(top))).toBeTruthy();
    expect(within(rows[0]!).getByText(top.role === 'admin' ? 'Admin' : 'User')).toBeTruthy();
    expect(main().queryByRole('link', { name: 'Clear' })).toBeNull();

    const pages = main().getByRole('navigation', { name: 'Pages of customers' });
    expect(within(pages).queryByRole('link', { name: /Prev/ })).toBeNull();
    await user.click(within(pages).getByRole('link', { name: /Next/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/users?page=2'));
    expect(await main().findByText(counterText(total, 2, total_pages))).toBeTruthy();
    await waitFor(() => expect(list().getByText(second.items[0]!.email)).toBeTruthy());
    expect(
      within(main().getByRole('navigation', { name: 'Pages of customers' })).getByRole('link', { name: /Prev/ }),
    ).toBeTruthy();
  });

  it('goes back to page 1 on a new role or page size, shows Clear, and Clear resets the filters', async () => {
    await signInAs('admin');
    const { router } = await renderApp('/admin/users?page=2');
    await main().findByText(/• Page 2 of/);

    await user.selectOptions(main().getByLabelText('Role'), 'Admin');
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/users?role=admin'));
    expect(await main().findByText('1 result • Page 1 of 1')).toBeTruthy();
    await waitFor(() => expect(list().getAllByRole('link')).toHaveLength(1));
    // One page: no Prev and Next.
    expect(main().queryByRole('navigation', { name: 'Pages of customers' })).toBeNull();

    await user.click(main().getByRole('link', { name: 'Clear' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/users'));
    expect((main().getByLabelText('Role') as HTMLSelectElement).value).toBe('');

    await router.navigate({ to: '/admin/users', search: { page: 3, per_page: 20 } });
    await main().findByText(/• Page 3 of/);
    await user.selectOptions(main().getByLabelText('Per page'), '10');
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/users?per_page=10'));
    await waitFor(() => expect(list().getAllByRole('link')).toHaveLength(10));
    expect(main().getByRole('link', { name: 'Clear' })).toBeTruthy();
  });

  it('searches on submit and after a pause in typing, from page 1, and says when nothing matches', async () => {
    const token = await signInAs('admin');
    const { router } = await renderApp('/admin/users?page=2');
    await main().findByText(/• Page 2 of/);
    const box = main().getByPlaceholderText('Search email…');

    await user.type(box, 'CUSTOMER@example');
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/users?q=CUSTOMER%40example'));
    const matches = await apiUsers(token, '?q=CUSTOMER%40example');
    expect(
      await main().findByText(counterText(matches.pagination.total, 1, matches.pagination.total_pages)),
    ).toBeTruthy();
    expect(list().getByText('customer@example.com')).toBeTruthy();

    await user.clear(box);
    await user.type(box, 'nobody-at-all{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/users?q=nobody-at-all'));
    expect(await main().findByText('No users found.')).toBeTruthy();
    expect(main().getByText('0 results • Page 1 of 1')).toBeTruthy();
  });

  it('opens the selected customer in the panel, with the URL, stats and links to their orders', async () => {
    const token = await signInAs('admin');
    const detail = await apiUser(token, customer().id);
    expect(detail.recent_orders.length).toBeGreaterThan(0);
    const { router } = await renderApp('/admin/users?q=customer%40');

    expect(await panel().findByText('Select a customer to view details.')).toBeTruthy();
    await main().findByRole('list', { name: 'Customers' });
    await user.click(list().getByRole('link', { name: /customer@example\.com/ }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/admin/users?q=customer%40&user=${customer().id}`));
    expect(
      list()
        .getByRole('link', { name: /customer@example\.com/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(
      list()
        .getAllByRole('link')
        .filter((row) => row.hasAttribute('aria-current')),
    ).toHaveLength(1);

    expect(await panel().findByRole('heading', { name: 'customer@example.com' })).toBeTruthy();
    const stat = (label: string) => panel().getByText(label).nextElementSibling?.textContent;
    expect(stat('Orders')).toBe(String(detail.stats.orders_count));
    expect(stat('Total spent')).toBe(formatNaira(detail.stats.total_spent));
    expect(stat('Last order')).toBe(formatDate(detail.stats.last_order_at, { none: '—' }));
    expect(
      panel().getByText(
        (_, el) => el?.tagName === 'P' && el.textContent === `Joined ${formatDate(detail.user.created_at)}`,
      ),
    ).toBeTruthy();
    expect(panel().getByRole('button', { name: 'Make Admin' })).toBeTruthy();
    expect(panel().getByRole('button', { name: 'Revoke Sessions' })).toBeTruthy();

    const orders = within(panel().getByRole('list', { name: 'Recent orders' })).getAllByRole('link');
    expect(orders).toHaveLength(detail.recent_orders.length);
    detail.recent_orders.forEach((order, i) => {
      expect(orders[i]!.getAttribute('href')).toBe(`/admin/orders?highlight=${order.id}`);
      expect(within(orders[i]!).getByText(`Order #${order.id}`)).toBeTruthy();
      expect(within(orders[i]!).getByText(formatNaira(order.amount_total))).toBeTruthy();
      expect(within(orders[i]!).getByText(formatDate(order.created_at))).toBeTruthy();
    });
  });

  it("shows 'No orders yet.' and '—' for a customer without orders, and survives a reload of the URL", async () => {
    const token = await signInAs('admin');
    // A new account: no orders yet (and the newest, so on the first page).
    expect(
      (
        await call('/register', {
          method: 'POST',
          json: { email: 'new.customer@example.com', password: 'password123' },
        })
      ).status,
    ).toBe(201);
    const none = (await apiUsers(token)).items.find((u) => u.email === 'new.customer@example.com')!;
    expect(none.orders_count).toBe(0);
    await renderApp(`/admin/users?user=${none.id}`);
    expect(await panel().findByRole('heading', { name: none.email })).toBeTruthy();
    expect(panel().getByText('No orders yet.')).toBeTruthy();
    expect(panel().getByText('Last order').nextElementSibling?.textContent).toBe('—');
    expect(panel().getByText('Total spent').nextElementSibling?.textContent).toBe(formatNaira(0));
  });

  it('says when the details fail to load, and Retry loads them', async () => {
    await signInAs('admin');
    let fail = true;
    server.use(http.get('*/api/admin/users/:id', () => (fail ? HttpResponse.error() : undefined)));
    await renderApp(`/admin/users?q=customer%40&user=${customer().id}`);
    expect(await panel().findByText('Could not load user details.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(panel().getByText('Check your connection and try again.')).toBeTruthy();
    fail = false;
    await user.click(panel().getByRole('button', { name: 'Retry' }));
    expect(await panel().findByRole('heading', { name: 'customer@example.com' })).toBeTruthy();
  });

  it('clears the selection when the customer leaves the list', async () => {
    await signInAs('admin');
    const { router } = await renderApp(`/admin/users?q=customer%40&user=${customer().id}`);
    expect(await panel().findByRole('heading', { name: 'customer@example.com' })).toBeTruthy();
    await user.selectOptions(main().getByLabelText('Role'), 'Admin');
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/users?q=customer%40&role=admin'));
    expect(await panel().findByText('Select a customer to view details.')).toBeTruthy();
  });

  it('clears the selection when a refresh shows the customer no longer matches', async () => {
    await signInAs('admin');
    const { router } = await renderApp(`/admin/users?q=customer%40&role=user&user=${customer().id}`);
    expect(await panel().findByRole('heading', { name: 'customer@example.com' })).toBeTruthy();
    expect(
      within(await main().findByRole('list', { name: 'Customers' })).getByText('customer@example.com'),
    ).toBeTruthy();
    // Another admin promotes them meanwhile; Refresh brings the list up to date.
    await db.users.update(customer().id, (u) => void (u.role = 'admin'));
    await user.click(main().getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/users?q=customer%40&role=user'));
    expect(await panel().findByText('Select a customer to view details.')).toBeTruthy();
  });

  it('keeps a customer opened by a link although they are on another page of the list', async () => {
    await signInAs('admin');
    const { router } = await renderApp(`/admin/users?per_page=10&user=${customer().id}`);
    expect(await panel().findByRole('heading', { name: 'customer@example.com' })).toBeTruthy();
    expect(
      within(await main().findByRole('list', { name: 'Customers' })).queryByText('customer@example.com'),
    ).toBeNull();
    expect(currentUrl(router)).toBe(`/admin/users?per_page=10&user=${customer().id}`);
  });

  it('exports the customers of the current filters as CSV', async () => {
    const token = await signInAs('admin');
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:customers'),
        revokeObjectURL: () => undefined,
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await renderApp('/admin/users?q=example.ng&per_page=10');
    const expected = await apiUsers(token, '?q=example.ng&per_page=100');
    expect(expected.pagination.total).toBeGreaterThan(10);

    await user.click(await main().findByRole('button', { name: 'Export customers as CSV' }));
    expect(await main().findByText(`Exported ${expected.pagination.total} customers.`)).toBeTruthy();
    expect(click).toHaveBeenCalledTimes(1);
    const lines = (await blobs[0]!.text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('id,email,role,joined,orders');
    expect(lines).toHaveLength(expected.pagination.total + 1);
    const first = expected.items[0]!;
    expect(lines[1]).toBe(
      `${first.id},${first.email},${first.role},${new Date(first.created_at).toISOString()},${first.orders_count}`,
    );
    click.mockRestore();
  });

  it('makes a customer an admin and back, asking first', async () => {
    await signInAs('admin');
    await renderApp(`/admin/users?q=customer%40&user=${customer().id}`);
    await panel().findByRole('heading', { name: 'customer@example.com' });

    await user.click(panel().getByRole('button', { name: 'Make Admin' }));
    const promote = await screen.findByRole('alertdialog', { name: 'Make customer@example.com an admin?' });
    await user.click(within(promote).getByRole('button', { name: 'Make Admin' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await panel().findByRole('button', { name: 'Make User' })).toBeTruthy();
    await waitFor(() =>
      expect(within(list().getByRole('link', { name: /customer@example\.com/ })).getByText('Admin')).toBeTruthy(),
    );
    expect(customer().role).toBe('admin');
    expect(await screen.findByText('customer@example.com is now an admin.')).toBeTruthy();

    await user.click(panel().getByRole('button', { name: 'Make User' }));
    const demote = await screen.findByRole('alertdialog', { name: 'Make customer@example.com a user?' });
    expect(within(demote).getByText(/lose access to the back office/)).toBeTruthy();
    await user.click(within(demote).getByRole('button', { name: 'Make User' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await panel().findByRole('button', { name: 'Make Admin' })).toBeTruthy();
    expect(customer().role).toBe('user');
  });

  it("revokes a customer's sessions: their refresh token stops working", async () => {
    const theirs = await signIn('customer@example.com');
    expect((await call('/me', { token: theirs.access_token })).status).toBe(200);
    await signInAs('admin');
    await renderApp(`/admin/users?q=customer%40&user=${customer().id}`);
    await panel().findByRole('heading', { name: 'customer@example.com' });

    await user.click(panel().getByRole('button', { name: 'Revoke Sessions' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke sessions for customer@example.com?' });
    expect(within(dialog).getByText(/signed out everywhere/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke Sessions' }));
    expect(await screen.findByText('Every session of customer@example.com has ended.')).toBeTruthy();

    const refresh = await call('/token/refresh', { method: 'POST', token: theirs.refresh_token });
    expect(refresh.status).toBe(401);
    expect((await call('/me', { token: theirs.access_token })).status).toBe(401);
    // The admin is still signed in.
    expect(panel().getByRole('heading', { name: 'customer@example.com' })).toBeTruthy();
  });

  it('says the sessions ended when the host answers a bare message (the spec shows no answer)', async () => {
    server.use(http.post('*/api/admin/users/:id/revoke', () => HttpResponse.json({ message: 'OK' })));
    await signInAs('admin');
    await renderApp(`/admin/users?q=customer%40&user=${customer().id}`);
    await panel().findByRole('heading', { name: 'customer@example.com' });
    await user.click(panel().getByRole('button', { name: 'Revoke Sessions' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke sessions for customer@example.com?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke Sessions' }));
    expect(await screen.findByText('Every session of customer@example.com has ended.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/undefined|NaN/);
  });

  it('explains self-demotion, shows the last-admin refusal, and closes the back office once it goes through', async () => {
    await signInAs('admin');
    await renderApp(`/admin/users?role=admin&user=${admin().id}`);
    await panel().findByRole('heading', { name: 'admin@example.com' });

    await user.click(panel().getByRole('button', { name: 'Make User' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove your own admin access?' });
    expect(within(dialog).getByText(/you will lose access to the back office at once/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, make me a user' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'The last admin cannot be demoted.');
    expect(admin().role).toBe('admin');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    // With another admin, the demotion goes through and the admin area closes.
    await db.users.update(customer().id, (u) => void (u.role = 'admin'));
    await user.click(panel().getByRole('button', { name: 'Make User' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remove your own admin access?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, make me a user' }));
    expect(await screen.findByText(NOT_AUTHORIZED)).toBeTruthy();
    expect(admin().role).toBe('user');
  });

  it('explains that revoking your own sessions signs you out here too, then shows the admin sign-in', async () => {
    await signInAs('admin');
    await renderApp(`/admin/users?role=admin&user=${admin().id}`);
    await panel().findByRole('heading', { name: 'admin@example.com' });
    await user.click(panel().getByRole('button', { name: 'Revoke Sessions' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign yourself out everywhere?' });
    expect(within(dialog).getByText(/you will be signed out here too/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, sign me out everywhere' }));
    expect(await screen.findByRole('heading', { name: 'Admin sign in' })).toBeTruthy();
    expect(tokens.getAccess()).toBeNull();
  });
});
