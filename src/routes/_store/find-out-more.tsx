import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export const Route = createFileRoute('/_store/find-out-more')({
  component: () => <PagePlaceholder title="Find out more" />,
});
