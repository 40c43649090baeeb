/** For the admin orders stories: the page with its URL state held in memory, and seeded ids. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { AdminOrdersPage } from './admin-orders-page';
import type { AdminOrdersSearch } from './orders-search';

export const phone = { viewport: { value: 'mobile', isRotated: false } };
export const desktop = { viewport: { value: 'desktop', isRotated: false } };

/** Failures show at once: without the app's three retries and their back-off. */
export const noRetries: Decorator = (Story) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <Story />
  </QueryClientProvider>
);

/** The page as the route mounts it, inside the admin frame's padding; navigation stays in memory. */
export function OrdersHarness({ initial }: { initial: Partial<AdminOrdersSearch> }) {
  const [search, setSearch] = useState<AdminOrdersSearch>({ page: 1, per_page: 10, ...initial });
  return (
    <main className="min-h-screen bg-ink-50 px-4 py-6 md:px-8">
      <AdminOrdersPage search={search} onNavigate={setSearch} />
    </main>
  );
}
