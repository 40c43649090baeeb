import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '@/features/marketing/about-page';
import { marketingHead } from '@/features/marketing/page-head';

export const Route = createFileRoute('/_store/about-us')({
  head: marketingHead('About us'),
  component: AboutPage,
});
