import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { productKeys } from '@/api/queries/products';
import { InvalidProductUrl } from '@/components/ui/invalid-product-url';
import { brand } from '@/config/brand';
import { REVIEW_PAGE_SIZE_DEFAULT, REVIEW_PAGE_SIZES } from '@/config/constants';
import { ProductPage } from '@/features/product/product-page';
import { productPageQueryOptions } from '@/features/product/product-query';
import { ProductPageSkeleton } from '@/features/product/product-states';
import { parseProductId } from '@/lib/product-id';
import { choiceParam, pageParam, searchSchema } from '@/lib/search-params';

/** The reviews' page and page size (5, 10, 20 or 50; default 10) live in the URL. */
const productSearch = searchSchema({
  reviews_page: pageParam(),
  reviews_per_page: choiceParam(REVIEW_PAGE_SIZES, REVIEW_PAGE_SIZE_DEFAULT),
});

export const Route = createFileRoute('/_store/product/$id')({
  params: {
    parse: (raw) => ({ id: parseProductId(raw.id) }),
    stringify: (params) => ({ id: String(params.id) }),
  },
  validateSearch: productSearch,
  search: { middlewares: [stripSearchParams({ reviews_page: 1, reviews_per_page: REVIEW_PAGE_SIZE_DEFAULT })] },
  loaderDeps: ({ search }) => ({ reviews_page: search.reviews_page, reviews_per_page: search.reviews_per_page }),
  loader: async ({ context, params, deps, cause }) => {
    if (params.id === null) return { name: null };
    const { queryClient } = context;
    const loading = queryClient.ensureQueryData(
      productPageQueryOptions(params.id, deps.reviews_page, deps.reviews_per_page),
    );
    // The screen reads the same query and shows a failure itself ('Product not found', 'Failed to
    // load product'). Staying on the route (another page of reviews, another product), it shows
    // what it has while this loads.
    if (cause === 'stay') {
      void loading.catch(() => undefined);
      const cached = queryClient
        .getQueriesData<{ name?: string }>({ queryKey: [...productKeys.details(), params.id] })
        .find(([, data]) => data)?.[1];
      return { name: cached?.name ?? null };
    }
    const product = await loading.catch(() => null);
    return { name: product?.name ?? null };
  },
  head: ({ loaderData }) => ({
    meta: [{ title: loaderData?.name ? `${loaderData.name} | ${brand.name}` : brand.name }],
  }),
  pendingComponent: ProductPageSkeleton,
  component: ProductRoute,
});

function ProductRoute() {
  const { id } = Route.useParams();
  const { reviews_page, reviews_per_page } = Route.useSearch();
  if (id === null) return <InvalidProductUrl />;
  return <ProductPage key={id} id={id} reviewsPage={reviews_page} reviewsPerPage={reviews_per_page} />;
}
