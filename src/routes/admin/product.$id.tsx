import { createFileRoute } from '@tanstack/react-router';
import { InvalidProductUrl } from '@/components/ui/invalid-product-url';
import { ProductDetailPage } from '@/features/admin-products/product-detail-page';
import { parseProductId } from '@/lib/product-id';

/** Admin product detail (spec section 2). */
export const Route = createFileRoute('/admin/product/$id')({
  params: {
    parse: (raw) => ({ id: parseProductId(raw.id) }),
    stringify: (params) => ({ id: String(params.id) }),
  },
  component: AdminProductRoute,
});

function AdminProductRoute() {
  const { id } = Route.useParams();
  if (id === null) return <InvalidProductUrl />;
  // Keyed by id: a related product's link opens its own detail in view mode, from review page 1.
  return <ProductDetailPage key={id} id={id} />;
}
