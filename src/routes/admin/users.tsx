import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { ADMIN_USERS_PAGE_SIZE, ADMIN_USERS_PAGE_SIZES } from '@/config/constants';
import { choiceParam, enumParam, pageParam, textParam, z } from '@/lib/search-params';

export const Route = createFileRoute('/admin/users')({
  validateSearch: z.object({
    q: textParam(),
    role: enumParam(['user', 'admin'] as const),
    page: pageParam(),
    per_page: choiceParam(ADMIN_USERS_PAGE_SIZES, ADMIN_USERS_PAGE_SIZE),
  }),
  search: { middlewares: [stripSearchParams({ page: 1, per_page: ADMIN_USERS_PAGE_SIZE })] },
  component: () => <PagePlaceholder title="Customers" />,
});
