import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export const Route = createFileRoute('/admin/create')({
  component: () => <PagePlaceholder title="Add product" />,
});
