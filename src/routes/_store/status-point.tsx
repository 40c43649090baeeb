import { createFileRoute } from '@tanstack/react-router';
import { StatusPointPage } from '@/features/marketing/status-point-page';
import { marketingHead } from '@/features/marketing/page-head';

export const Route = createFileRoute('/_store/status-point')({
  head: marketingHead('BS Earn Status'),
  component: StatusPointPage,
});
