import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export const Route = createFileRoute('/_store/newsletter')({
  component: () => <PagePlaceholder title="Newsletter" />,
});
