import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export const Route = createFileRoute('/_store/meet-our-skin-doctor')({
  component: () => <PagePlaceholder title="Meet our skin doctor" />,
});
