import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { SLIDE_LIMIT_DEFAULT, SLIDE_LIMIT_OPTIONS } from '@/config/constants';
import { choiceParam, z } from '@/lib/search-params';

export const Route = createFileRoute('/admin/carousels')({
  validateSearch: z.object({ limit: choiceParam(SLIDE_LIMIT_OPTIONS, SLIDE_LIMIT_DEFAULT) }),
  search: { middlewares: [stripSearchParams({ limit: SLIDE_LIMIT_DEFAULT })] },
  component: () => <PagePlaceholder title="Homepage slides" />,
});
