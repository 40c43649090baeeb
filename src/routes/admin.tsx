import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '@/features/admin-shell/admin-layout';

/** The back office: a gate for visitors and customers, the admin navigation for admins. */
export const Route = createFileRoute('/admin')({
  component: AdminLayout,
});
