import { createFileRoute } from '@tanstack/react-router';
import { SkinDoctorPage } from '@/features/marketing/skin-doctor-page';
import { marketingHead } from '@/features/marketing/page-head';

export const Route = createFileRoute('/_store/meet-our-skin-doctor')({
  head: marketingHead('Meet our Skin doctor'),
  component: SkinDoctorPage,
});
