import { createFileRoute } from '@tanstack/react-router';
import { FindOutMorePage } from '@/features/marketing/find-out-more-page';
import { marketingHead } from '@/features/marketing/page-head';

export const Route = createFileRoute('/_store/find-out-more')({
  head: marketingHead('Find out more'),
  component: FindOutMorePage,
});
