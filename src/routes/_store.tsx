import { createFileRoute } from '@tanstack/react-router';
import { StoreLayout } from '@/components/layout/store-layout';

/** The shopper's pages: header, category navigation, promo strip and footer around them. */
export const Route = createFileRoute('/_store')({
  component: StoreLayout,
});
