import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export const Route = createFileRoute('/_store/cart')({
  component: () => <PagePlaceholder title="Your cart" />,
});
