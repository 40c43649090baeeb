import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { AdminLayout } from './admin-layout';
import { desktop } from '@/testing/story-frames';

/** The admin frame at /admin, signed out: its sign-in form. */
function AdminSignIn() {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: AdminLayout }),
      history: createMemoryHistory({ initialEntries: ['/admin'] }),
      defaultNotFoundComponent: () => null,
    }),
  );
  return <RouterProvider router={router} />;
}

/**
 * The back office's sign-in when the server fails, driven by the mock scenario QA would pick
 * (`/admin?scenario=login:500`): unlike the shop's form, it shows the server's own words.
 */
const meta = {
  title: 'Admin/Layout: sign-in refusals',
  component: AdminSignIn,
  parameters: { route: '/admin', session: 'signed-out' },
  globals: desktop,
} satisfies Meta<typeof AdminSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerError: Story = {
  parameters: { scenarios: ['login:500'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'admin@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'password123');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error.');
  },
};
