import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['mocks/**/*.test.ts', 'scripts/**/*.test.ts', 'src/api/**/*.test.ts', 'src/lib/**/*.test.ts'],
            setupFiles: ['mocks/test/setup.ts'],
          },
        },
      ],
    },
  }),
);
