/** Related products: the first 6 of the same category, newest first, not this one; links go to /admin/products/{id}. */
import { useQuery } from '@tanstack/react-query';
import { relatedProductsQueryOptions } from '@/api/queries/products';
import { RELATED_SHOWN } from '@/config/constants';
import { AdminProductCard } from './admin-product-card';

export function RelatedProducts({ productId, category }: { productId: number; category: string }) {
  const query = useQuery(relatedProductsQueryOptions(category));
  const items = (query.data?.items ?? []).filter((p) => p.id !== productId).slice(0, RELATED_SHOWN);
  return (
    <section aria-labelledby="related-title" className="mt-8">
      <h2 id="related-title" className="font-semibold text-ink-900">
        Related products
      </h2>
      {query.isPending ? (
        <p className="mt-2 text-sm text-ink-600">Loading related products…</p>
      ) : query.isError ? (
        <p className="mt-2 text-sm text-ink-600">Related products could not be loaded.</p>
      ) : items.length === 0 ? (
        <p className="mt-2 text-sm text-ink-600">No other products in this category.</p>
      ) : (
        <ul aria-label="Related products" className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {items.map((item) => (
            <li key={item.id}>
              <AdminProductCard product={item} to="related" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
