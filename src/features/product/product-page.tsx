/**
 * /product/{id} (spec section 2, Product page): gallery, name, price, rating with the review count,
 * Add to Cart, description, 'Uses', 'Details', the reviews and related products. 404 shows
 * 'Product not found'; any other failure 'Failed to load product' with 'Try again'.
 */
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { ProductView } from '@/api/normalize';
import { titleCase } from '@/lib/categories';
import { Breadcrumb, CrumbCurrent, CrumbLink } from '@/components/ui/breadcrumb';
import { Stars } from '@/components/ui/stars';
import { CATEGORY_MENU } from '@/config/catalog';
import { ProductGallery } from './product-gallery';
import { firstChoice, ProductPurchase } from './product-purchase';
import { productPageQueryOptions, type ReviewPageSize } from './product-query';
import { ProductError, ProductPageSkeleton } from './product-states';
import { RelatedProducts } from './related-products';
import { ReviewsSection } from './reviews-section';

export interface ProductPageProps {
  id: number;
  reviewsPage: number;
  reviewsPerPage: ReviewPageSize;
}

function categoryName(slug: string): string {
  const entry = CATEGORY_MENU.find((c) => c.slug === slug);
  return entry ? titleCase(entry.label) : titleCase(slug.replace(/-/g, ' '));
}

export function ProductPage({ id, reviewsPage, reviewsPerPage }: ProductPageProps) {
  const navigate = useNavigate();
  const query = useQuery(productPageQueryOptions(id, reviewsPage, reviewsPerPage));
  // The shade or size chosen (decision 0046), by id; until one is, the first that can be added.
  const [chosenId, setChosenId] = useState<number | null>(null);

  if (query.isPending) return <ProductPageSkeleton />;
  if (query.isError)
    return <ProductError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;

  const product = query.data;
  const chosen = product.variants.find((v) => v.id === chosenId) ?? firstChoice(product);
  const pictures = chosen?.image
    ? [{ url: chosen.image, alt: `${product.name}, ${chosen.label}` }, ...product.images]
    : product.images;
  const showReviews = (page: number, perPage: ReviewPageSize) =>
    void navigate({
      to: '/product/$id',
      params: { id },
      search: { reviews_page: page, reviews_per_page: perPage },
      replace: true,
      resetScroll: false,
    });

  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-6 sm:px-6 lg:space-y-16 lg:py-10">
      <div>
        <Breadcrumb>
          <CrumbLink to="/">Home</CrumbLink>
          <CrumbLink to="/products" search={{ category: product.category }}>
            {categoryName(product.category)}
          </CrumbLink>
          <CrumbCurrent className="line-clamp-1 text-ink-800">{product.name}</CrumbCurrent>
        </Breadcrumb>

        <div className="mt-5 grid gap-8 lg:grid-cols-2 lg:gap-12">
          <ProductGallery key={`${product.id}:${chosen?.image ?? ''}`} images={pictures} />
          <ProductSummary product={product}>
            <ProductPurchase product={product} chosen={chosen} onChoose={(v) => setChosenId(v.id)} />
          </ProductSummary>
        </div>
      </div>

      <ReviewsSection
        key={product.id}
        productId={product.id}
        rating={product.rating}
        reviewCount={product.reviewCount}
        reviews={product.reviews}
        totalPages={product.reviewsPagination?.totalPages ?? 1}
        page={reviewsPage}
        perPage={reviewsPerPage}
        updating={query.isPlaceholderData}
        onPage={showReviews}
      />

      <RelatedProducts category={product.category} currentId={product.id} />
    </div>
  );
}

function ProductSummary({ product, children }: { product: ProductView; children: ReactNode }) {
  return (
    <div className="min-w-0 break-words">
      {product.brand && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{product.brand}</p>}
      <h1 className="mt-1 font-display text-3xl leading-tight text-ink-900 sm:text-4xl">{product.name}</h1>
      <div className="mt-3">
        <Stars rating={product.rating} count={product.reviewCount} size="md" />
      </div>
      {children}
      <ul className="mt-5 space-y-2 text-sm text-ink-700">
        <li className="flex gap-2">
          <CheckIcon />
          Pay securely by card on our payment partner’s page.
        </li>
        <li className="flex gap-2">
          <CheckIcon />
          Pick up from our Lagos store, or have it delivered; the delivery fee is agreed with you after you order.
        </li>
      </ul>

      {product.description && (
        <section className="mt-8 border-t border-ink-200 pt-6" aria-labelledby="product-description">
          <h2 id="product-description" className="text-lg font-semibold text-ink-900">
            Description
          </h2>
          <p className="mt-2 leading-relaxed whitespace-pre-line text-ink-700">{product.description}</p>
        </section>
      )}
      {product.uses.length > 0 && (
        <section className="mt-6" aria-labelledby="product-uses">
          <h2 id="product-uses" className="text-lg font-semibold text-ink-900">
            Uses
          </h2>
          <ul className="mt-2 space-y-1.5 text-ink-700">
            {product.uses.map((use, i) => (
              <li key={i} className="flex gap-2">
                <span className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" aria-hidden="true" />
                {use}
              </li>
            ))}
          </ul>
        </section>
      )}
      {product.details && (
        <section className="mt-6" aria-labelledby="product-details">
          <h2 id="product-details" className="text-lg font-semibold text-ink-900">
            Details
          </h2>
          <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-ink-700">{product.details}</p>
        </section>
      )}
    </div>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true">
      <path
        d="M4 10.5l4 4 8-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
