import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export const Route = createFileRoute('/_store/first-order')({
  component: () => <PagePlaceholder title="Your first order" />,
});
