/** For the admin orders stories: the page with its URL state held in memory, and seeded ids. */
import { useState } from 'react';
import { AdminOrdersPage } from './admin-orders-page';
import type { AdminOrdersSearch } from './orders-search';

/** The page as the route mounts it, inside the admin frame's padding; navigation stays in memory. */
export function OrdersHarness({ initial }: { initial: Partial<AdminOrdersSearch> }) {
  const [search, setSearch] = useState<AdminOrdersSearch>({ page: 1, per_page: 10, ...initial });
  return (
    <main className="min-h-screen bg-ink-50 px-4 py-6 md:px-8">
      <AdminOrdersPage search={search} onNavigate={setSearch} />
    </main>
  );
}
