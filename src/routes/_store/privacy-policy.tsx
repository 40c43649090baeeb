import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '@/features/marketing/privacy-policy-page';
import { marketingHead } from '@/features/marketing/page-head';

export const Route = createFileRoute('/_store/privacy-policy')({
  head: marketingHead('Privacy Policy'),
  component: PrivacyPolicyPage,
});
