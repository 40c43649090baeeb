import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { dateParam, enumParam, z } from '@/lib/search-params';

export const Route = createFileRoute('/admin/')({
  validateSearch: z.object({ range: enumParam(['7d', '30d', '90d'] as const), from: dateParam(), to: dateParam() }),
  component: () => <PagePlaceholder title="Dashboard" />,
});
