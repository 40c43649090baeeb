/**
 * A product in the admin grid: image, name (linking to its admin detail), category, price, rating
 * and, when the host counts it, its stock at a glance (decision 0047).
 */
import { Link } from '@tanstack/react-router';
import type { ProductView } from '@/api/normalize';
import { Price } from '@/components/ui/price';
import { Stars } from '@/components/ui/stars';
import { categoryLabel } from '@/lib/categories';
import { stockSummary } from './stock-values';

const STOCK_TONES = { ok: 'text-green-800', low: 'text-amber-800', out: 'text-red-800' } as const;

export function AdminProductCard({ product, to = 'detail' }: { product: ProductView; to?: 'detail' | 'related' }) {
  const image = product.images[0];
  const stock = stockSummary(product);
  const link =
    'after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline focus-visible:after:outline-3 focus-visible:after:outline-brand-500';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white transition hover:border-brand-300 hover:shadow-md">
      <div className="aspect-square overflow-hidden bg-ink-50">
        <img
          src={image?.url ?? '/images/placeholder.svg'}
          alt=""
          width={300}
          height={300}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug text-ink-900">
          {to === 'detail' ? (
            <Link to="/admin/product/$id" params={{ id: product.id }} className={link}>
              {product.name}
            </Link>
          ) : (
            <Link to="/admin/products/$id" params={{ id: product.id }} className={link}>
              {product.name}
            </Link>
          )}
        </h3>
        <p className="text-xs text-ink-600">{categoryLabel(product.category)}</p>
        <Stars rating={product.rating} count={product.reviewCount} />
        {stock && (
          <p className={`text-xs font-semibold ${STOCK_TONES[stock.tone]}`} data-stock={stock.tone}>
            {stock.text}
          </p>
        )}
        <Price value={product.price} className="mt-auto text-sm font-bold text-brand-800" />
      </div>
    </article>
  );
}
