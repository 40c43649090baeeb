import { createFileRoute } from '@tanstack/react-router';
import { NewsletterPage } from '@/features/marketing/newsletter-page';
import { marketingHead } from '@/features/marketing/page-head';

export const Route = createFileRoute('/_store/newsletter')({
  head: marketingHead('Newsletter'),
  component: NewsletterPage,
});
