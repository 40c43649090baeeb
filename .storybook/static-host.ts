/**
 * A static Storybook (`npm run build-storybook`) works from any static host, at the root of its
 * host or under a path (https://example.github.io/store/storybook/): the mock's service worker is
 * registered beside the Storybook's own pages, and the seed's pictures (`/images/…`, addresses
 * from the root as the app serves them) are fetched from beside them too.
 */
import { bypass, http } from 'msw';

/** Where the Storybook's pages are: `/` in development and tests, `/store/storybook/` under a path. */
export function storybookBase(): string {
  return new URL(import.meta.env.BASE_URL, location.href).pathname.replace(/[^/]*$/, '');
}

export const workerUrl = (): string => `${storybookBase()}mockServiceWorker.js`;

/** Under a path, the seed's `/images/…` are answered from `<base>images/…`. */
export function staticHostHandlers() {
  const base = storybookBase();
  if (base === '/') return [];
  return [
    http.get('/images/*', ({ request }) => {
      const { pathname, search } = new URL(request.url);
      return fetch(bypass(new URL(`${base}${pathname.slice(1)}${search}`, location.origin)));
    }),
  ];
}
