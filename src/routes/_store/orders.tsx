import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { idParam, pageParam, z } from '@/lib/search-params';

export const Route = createFileRoute('/_store/orders')({
  validateSearch: z.object({ page: pageParam(), order: idParam() }),
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  component: () => <PagePlaceholder title="Your orders" />,
});
