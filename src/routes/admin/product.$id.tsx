import { createFileRoute } from '@tanstack/react-router';
import { InvalidProductUrl } from '@/components/ui/invalid-product-url';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { parseProductId } from '@/lib/product-id';

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
  return <PagePlaceholder title="Product" />;
}
