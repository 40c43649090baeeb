/**
 * A product in a grid: image, name, price and rating, linking to its page. A product with nothing
 * left to add (decision 0046) is marked 'Out of stock' over its picture.
 */
import { Link } from '@tanstack/react-router';
import type { ProductView } from '@/api/normalize';
import { imageCopy } from '@/lib/image-copies';
import { soldOut } from '@/api/normalize-variants';
import { Price } from './price';
import { Stars } from './stars';

export function ProductCard({ product, priority = false }: { product: ProductView; priority?: boolean }) {
  const image = product.images[0];
  const gone = soldOut(product);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white transition hover:border-brand-300 hover:shadow-md">
      <div className="relative aspect-square overflow-hidden bg-ink-50">
        {gone && (
          <p
            aria-hidden="true"
            className="absolute top-2 left-2 z-[1] rounded-full bg-ink-900/85 px-2.5 py-1 text-xs font-semibold text-white"
          >
            Out of stock
          </p>
        )}
        {image ? (
          <img
            {...imageCopy(image.url)}
            alt={image.alt}
            width={400}
            height={400}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <img src="/images/placeholder.svg" alt="" width={400} height={400} className="size-full object-cover" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug text-ink-900 sm:text-base">
          <Link
            to="/product/$id"
            params={{ id: product.id }}
            className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline focus-visible:after:outline-3 focus-visible:after:outline-brand-500"
          >
            {product.name}
            {gone && (
              <>
                {' '}
                <span className="sr-only">(out of stock)</span>
              </>
            )}
          </Link>
        </h3>
        <Stars rating={product.rating} count={product.reviewCount} />
        <Price value={product.price} className="mt-auto text-base font-bold text-brand-800" />
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white">
      <span className="aspect-square animate-pulse bg-ink-100" />
      <span className="m-3 h-4 w-3/4 animate-pulse rounded bg-ink-100" />
      <span className="mx-3 mb-3 h-4 w-1/3 animate-pulse rounded bg-ink-100" />
    </div>
  );
}
