import '../src/styles.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { scenarioStore } from '../mocks/scenarios/store';
import { createQueryClient } from '../src/api/query-client';
import { sessionStore } from '../src/api/session';
import { prepareSession, startStoryWorker, type StorySession } from './mock-backend';

/**
 * Every story gets a fresh query client and a memory router (links work; `parameters.route`
 * sets the current URL), after the session it asks for (`parameters.session`).
 */
const withProviders: Decorator = (Story, context) => {
  const queryClient = createQueryClient();
  const rootRoute = createRootRoute({ component: () => <Story /> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [(context.parameters.route as string | undefined) ?? '/'] }),
    // A layout's <Outlet/> has no child route here: render nothing rather than "Not Found".
    defaultNotFoundComponent: () => null,
  });
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
};

const preview: Preview = {
  loaders: [
    mswLoader(startStoryWorker),
    async ({ parameters }) => {
      scenarioStore.clear();
      await prepareSession((parameters.session as StorySession | undefined) ?? 'signed-out');
      // `parameters.scenarios`: mock scenarios for this story (names as in mocks/scenarios), set
      // after the session so that a session-wide state applies to the story's own tokens.
      scenarioStore.set((parameters.scenarios as string[] | undefined) ?? []);
      sessionStore.refresh();
      return {};
    },
  ],
  decorators: [withProviders],
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        mobile: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
      },
    },
    a11y: { test: 'error' },
  },
  initialGlobals: { viewport: { value: 'desktop', isRotated: false } },
};

export default preview;
