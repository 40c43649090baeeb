import { createFileRoute } from '@tanstack/react-router';
import { NotFoundContent } from '@/components/ui/not-found-page';
import { brand } from '@/config/brand';

/** Any path no other page claims: the not-found page inside the store, header and footer around it. */
export const Route = createFileRoute('/_store/$')({
  head: () => ({ meta: [{ title: `Page not found | ${brand.name}` }] }),
  component: NotFoundContent,
});
