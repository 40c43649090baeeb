import { createFileRoute } from '@tanstack/react-router';
import { FirstOrderPage } from '@/features/marketing/first-order-page';
import { marketingHead } from '@/features/marketing/page-head';

export const Route = createFileRoute('/_store/first-order')({
  head: marketingHead('First-order offer'),
  component: FirstOrderPage,
});
