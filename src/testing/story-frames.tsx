/** Shared by the stories: the viewports a story fixes, and a query client without retries. */
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

export const phone = { viewport: { value: 'mobile', isRotated: false } };
export const tablet = { viewport: { value: 'tablet', isRotated: false } };
export const desktop = { viewport: { value: 'desktop', isRotated: false } };

/** Failures show at once: without the app's three retries and their back-off. */
export const noRetries: Decorator = (Story) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <Story />
  </QueryClientProvider>
);
