/**
 * The dashboard's Low stock card (this project's extension, decisions 0046 and 0047): how many
 * products have something at the threshold or below, the lowest lines, each linking to its product
 * to restock it, and a link to the products list filtered to low stock. Not shown when the host
 * sends no `low_stock`.
 */
import { Link } from '@tanstack/react-router';
import type { Overview } from '@/api/queries/admin';
import { formatCount } from '@/lib/count';

const card = 'rounded-2xl bg-white p-4 ring-1 ring-ink-200 sm:p-5';

export function LowStockCard({
  lowStock,
  className = '',
}: {
  lowStock: NonNullable<Overview['low_stock']>;
  className?: string;
}) {
  const { count, threshold, lines } = lowStock;
  return (
    <section aria-labelledby="dashboard-low-stock-title" className={`${card} min-w-0 ${className}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="dashboard-low-stock-title" className="text-lg font-semibold text-ink-900">
          Low stock
        </h2>
        <p className="text-sm text-ink-600">{`${formatCount(threshold)} or fewer left`}</p>
      </div>
      {count === 0 ? (
        <p className="mt-3 rounded-xl bg-ink-50 px-4 py-6 text-center text-sm text-ink-600">Nothing is low on stock.</p>
      ) : (
        <>
          <p className="mt-1 font-display text-2xl font-bold tabular-nums text-ink-900">
            {count === 1 ? '1 product' : `${formatCount(count)} products`}
          </p>
          <ul aria-label="Lowest stock" className="mt-3 divide-y divide-ink-100">
            {lines.map((line) => (
              <li
                key={`${line.product_id}-${line.variant_id ?? ''}`}
                className="flex items-center justify-between gap-3 py-1 text-sm"
              >
                <Link
                  to="/admin/product/$id"
                  params={{ id: line.product_id }}
                  className="link inline-flex min-h-11 min-w-0 items-center break-words"
                >
                  {line.variant_label ? `${line.name} (${line.variant_label})` : line.name}
                </Link>
                <span
                  className={`shrink-0 font-semibold tabular-nums ${line.stock === 0 ? 'text-red-800' : 'text-amber-800'}`}
                >
                  {line.stock === 0 ? 'Sold out' : `${formatCount(line.stock)} left`}
                </span>
              </li>
            ))}
          </ul>
          <Link
            to="/admin/products"
            search={{ low_stock: true }}
            className="link mt-2 inline-flex min-h-11 items-center text-sm font-semibold"
          >
            See all low-stock products
          </Link>
        </>
      )}
    </section>
  );
}
