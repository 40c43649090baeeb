import { createFileRoute } from '@tanstack/react-router';
import { NotFoundContent } from '@/components/ui/not-found-page';
import { brand } from '@/config/brand';

/** An unknown back-office path: the not-found page inside the admin layout (its gate first). */
export const Route = createFileRoute('/admin/$')({
  head: () => ({ meta: [{ title: `Page not found | ${brand.name}` }] }),
  component: AdminNotFound,
});

function AdminNotFound() {
  return <NotFoundContent area="admin" />;
}
