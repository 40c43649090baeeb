import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export const Route = createFileRoute('/_store/terms')({
  component: () => <PagePlaceholder title="Terms & Conditions" />,
});
