import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export const Route = createFileRoute('/_store/about-us')({
  component: () => <PagePlaceholder title="About us" />,
});
