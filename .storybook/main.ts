import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['msw-storybook-addon', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // Serves mockServiceWorker.js and the generated images.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
};

export default config;
