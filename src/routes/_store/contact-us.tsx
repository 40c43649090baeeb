import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/marketing/contact-page';
import { marketingHead } from '@/features/marketing/page-head';

export const Route = createFileRoute('/_store/contact-us')({
  head: marketingHead('Contact us'),
  component: ContactPage,
});
