/** Shared by the stories: the frame a story opens in, and a query client without retries. */
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/**
 * A story's own frame (`globals: phone`): the width it opens at and is photographed at. It is a
 * default, not a lock: the story global is `frame`, not Storybook's `viewport`, which would
 * disable the toolbar's width menu; `.storybook/manager.ts` sets the viewport from it.
 */
export const frame = (value: 'mobile' | 'tablet' | 'desktop') => ({ frame: value });

export const phone = frame('mobile');
export const tablet = frame('tablet');
export const desktop = frame('desktop');

/** Failures show at once: without the app's three retries and their back-off. */
export const noRetries: Decorator = (Story) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <Story />
  </QueryClientProvider>
);
