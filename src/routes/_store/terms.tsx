import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '@/features/marketing/terms-page';
import { marketingHead } from '@/features/marketing/page-head';

export const Route = createFileRoute('/_store/terms')({
  head: marketingHead('Terms & Conditions'),
  component: TermsPage,
});
