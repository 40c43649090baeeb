import { createFileRoute } from '@tanstack/react-router';
import { CreateProductPage } from '@/features/admin-products/create-product-page';

/** Admin create product (spec section 2): on success, the new product's detail. */
export const Route = createFileRoute('/admin/create')({
  component: CreateProductPage,
});
