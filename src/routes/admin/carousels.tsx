import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { SLIDE_LIMIT_DEFAULT, SLIDE_LIMIT_OPTIONS } from '@/config/constants';
import { brand } from '@/config/brand';
import { CarouselsPage } from '@/features/admin-carousels/carousels-page';
import { choiceParam, searchSchema } from '@/lib/search-params';

/** The homepage hero's slides (?limit=). The screen loads them itself: the admin layout signs in first. */
export const Route = createFileRoute('/admin/carousels')({
  validateSearch: searchSchema({ limit: choiceParam(SLIDE_LIMIT_OPTIONS, SLIDE_LIMIT_DEFAULT) }),
  search: { middlewares: [stripSearchParams({ limit: SLIDE_LIMIT_DEFAULT })] },
  head: () => ({ meta: [{ title: `Homepage slides | ${brand.name} admin` }] }),
  component: CarouselsRoute,
});

function CarouselsRoute() {
  const { limit } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CarouselsPage
      limit={limit}
      onLimitChange={(next) => void navigate({ search: (prev) => ({ ...prev, limit: next as typeof limit }) })}
    />
  );
}
