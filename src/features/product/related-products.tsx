/**
 * Related products (spec section 7): 8 of the same category, newest first; the first 6 that are
 * not the product on screen are shown. Nothing is shown when there are none or the call fails:
 * the section is a suggestion, not part of the product.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { relatedProductsQueryOptions } from '@/api/queries/products';
import { ProductCard, ProductCardSkeleton } from '@/components/ui/product-card';
import { RELATED_SHOWN } from '@/config/constants';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6';

export function RelatedProducts({ category, currentId }: { category: string; currentId: number }) {
  const id = useId();
  const query = useQuery(relatedProductsQueryOptions(category));
  const items = (query.data?.items ?? []).filter((item) => item.id !== currentId).slice(0, RELATED_SHOWN);
  if (query.isError || (query.isSuccess && items.length === 0)) return null;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="render-when-near border-t border-ink-200 pt-10 [--near-h:1000px] md:[--near-h:840px] lg:[--near-h:420px]"
    >
      <h2 id={`${id}-title`} className="font-display text-2xl text-ink-900 sm:text-3xl">
        You may also like
      </h2>
      {query.isPending ? (
        <ul className={`${GRID} mt-6`} aria-hidden="true">
          {Array.from({ length: RELATED_SHOWN }, (_, i) => (
            <li key={i}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      ) : (
        <ul className={`${GRID} mt-6`}>
          {items.map((item) => (
            <li key={item.id}>
              <ProductCard product={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
