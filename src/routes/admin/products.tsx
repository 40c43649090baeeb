import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { ADMIN_PRODUCT_DEFAULTS, LISTING_PER_PAGE_MAX } from '@/config/constants';
import { amountParam, booleanParam, enumParam, pageParam, perPageParam, slugParam, textParam, z } from '@/lib/search-params';

export const Route = createFileRoute('/admin/products')({
  validateSearch: z.object({
    q: textParam(),
    category: slugParam(),
    subcategory: slugParam(),
    min_price: amountParam(),
    max_price: amountParam(),
    rating_min: amountParam(),
    include_unrated: booleanParam(),
    sort: enumParam(['created_at', 'price', 'name', 'rating', 'review_count'] as const),
    order: enumParam(['asc', 'desc'] as const),
    page: pageParam(),
    per_page: perPageParam(ADMIN_PRODUCT_DEFAULTS.per_page, LISTING_PER_PAGE_MAX),
  }),
  search: { middlewares: [stripSearchParams({ page: 1, per_page: ADMIN_PRODUCT_DEFAULTS.per_page })] },
  component: () => <PagePlaceholder title="Products" />,
});
