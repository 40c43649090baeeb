import '../src/styles.css';
import '../src/fonts.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { createContext, useContext, type ReactNode } from 'react';
import { scenarioStore } from '../mocks/scenarios/store';
import { createQueryClient } from '../src/api/query-client';
import { sessionStore } from '../src/api/session';
import { resetToastsForTests } from '../src/components/ui/toast';
import { resetPromoState } from '../src/features/checkout/applied-promo';
import { resetCartStateForTests } from '../src/lib/cart-storage';
import { prepareSession, startStoryWorker, type StorySession } from './mock-backend';
import { reportOverridden, startReport } from './story-report';
import {
  applyToolbarData,
  readToolbar,
  scenarioChoices,
  toolbarChanged,
  toolbarGlobalTypes,
  toolbarOverrides,
  toolbarStart,
} from './toolbar';

/** The story, handed to the router's root route (the router is made before the story renders). */
const StorySlot = createContext<ReactNode>(null);
const StoryOutlet = () => useContext(StorySlot);

/**
 * Every story gets a fresh query client and a memory router (links work; `parameters.route`
 * sets the current URL), after the session it asks for (`parameters.session`). The router has
 * loaded before the story renders, so the story is on the page when its play function starts.
 */
async function storyProviders(route: string) {
  const router = createRouter({
    routeTree: createRootRoute({ component: StoryOutlet }),
    history: createMemoryHistory({ initialEntries: [route] }),
    // A layout's <Outlet/> has no child route here: render nothing rather than "Not Found".
    defaultNotFoundComponent: () => null,
  });
  await router.load();
  return { router, queryClient: createQueryClient() };
}

type Providers = Awaited<ReturnType<typeof storyProviders>>;

/** The providers whose story has been checked for toolbar choices it replaces. */
const checked = new WeakSet<Providers>();

const withProviders: Decorator = (Story, context) => {
  const providers = context.loaded.providers as Providers;
  const { router, queryClient } = providers;
  if (!checked.has(providers)) {
    checked.add(providers);
    toolbarOverrides(readToolbar(context.globals)).forEach(reportOverridden);
  }
  return (
    <QueryClientProvider client={queryClient}>
      <StorySlot.Provider value={<Story />}>
        <RouterProvider router={router} />
      </StorySlot.Provider>
    </QueryClientProvider>
  );
};

/**
 * Each render's providers, by the render's abort signal (Storybook gives each render of a story
 * one, and a new one when the story is opened again or remounted).
 */
const providersOf = new WeakMap<AbortSignal, Providers>();

const preview: Preview = {
  loaders: [
    mswLoader(startStoryWorker),
    async ({ id, parameters, globals, abortSignal }) => {
      if (toolbarChanged(id, globals)) {
        // The frame's address already holds the new globals: load the story afresh with them.
        location.reload();
        return new Promise<never>(() => undefined);
      }
      // The same render drawn again (a width picked from the toolbar, or the story's own frame set
      // as it opens): the story keeps its state, what its play function did too.
      const drawn = providersOf.get(abortSignal);
      if (drawn) return { providers: drawn };
      // A toast of the story before (its 3 s not over yet) is not this story's, nor is the state
      // the app keeps beside the browser's storage (the cart's notices, a refused promo code): the
      // story files share one page (isolate: false in vite.config.ts).
      resetToastsForTests();
      resetCartStateForTests();
      resetPromoState();
      // The toolbar's choices (globals) win over the story's own parameters; none are set in tests.
      const toolbar = readToolbar(globals);
      await prepareSession(
        toolbar.session ?? (parameters.session as StorySession | undefined) ?? 'signed-out',
        toolbarStart(toolbar),
      );
      await applyToolbarData(toolbar);
      startReport(id, scenarioChoices());
      // `parameters.scenarios`: mock scenarios for this story (names as in mocks/scenarios), set
      // after the session so that a session-wide state applies to the story's own tokens; the
      // toolbar's come last, so they win.
      scenarioStore.set([...((parameters.scenarios as string[] | undefined) ?? []), ...toolbar.scenarios]);
      sessionStore.refresh();
      const providers = await storyProviders((parameters.route as string | undefined) ?? '/');
      providersOf.set(abortSignal, providers);
      return { providers };
    },
  ],
  decorators: [withProviders],
  globalTypes: toolbarGlobalTypes(),
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
    // The designers' Start here page opens first (Storybook opens the sidebar's first story).
    options: { storySort: { order: ['Designers', ['Start here', '*'], '*'] } },
  },
  initialGlobals: { viewport: { value: 'desktop', isRotated: false } },
};

export default preview;
