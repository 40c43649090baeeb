import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { LISTING_PER_PAGE_DEFAULT, LISTING_PER_PAGE_MAX } from '@/config/constants';
import { pageParam, perPageParam, slugParam, textParam, z } from '@/lib/search-params';

/** The listing's state lives in the URL (spec section 2, Products listing). */
export const productsSearch = z.object({
  q: textParam(),
  category: slugParam(),
  subcategory: slugParam(),
  brand: textParam(60),
  page: pageParam(),
  per_page: perPageParam(LISTING_PER_PAGE_DEFAULT, LISTING_PER_PAGE_MAX),
});

export const Route = createFileRoute('/_store/products')({
  validateSearch: productsSearch,
  search: { middlewares: [stripSearchParams({ page: 1, per_page: LISTING_PER_PAGE_DEFAULT })] },
  component: () => <PagePlaceholder title="Products" />,
});
