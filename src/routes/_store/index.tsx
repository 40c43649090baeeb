import { createFileRoute } from '@tanstack/react-router';
import { slidesQueryOptions } from '@/api/queries/slides';
import { HomePage } from '@/features/home/home-page';

export const Route = createFileRoute('/_store/')({
  // Start loading the hero's slides with the page, but never wait for them or fail on them: the
  // hero shows its own loading frame and falls back to its built-in slides.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(slidesQueryOptions());
  },
  component: HomePage,
});
