// ESLint flat config: TypeScript, React hooks, accessibility, and the codebase's import
// boundaries (docs/conventions.md): features do not import each other; shared layers
// (components, lib, api, config) import no feature and no route; app code imports no mock.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const noMocks = {
  group: ['**/mocks/**', '@mocks/*'],
  message: 'App code must not import the mock backend (src/boot/mock-backend.ts loads it on its own).',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'bench/tmp',
      'storybook-static',
      'coverage',
      'test-results',
      'public/mockServiceWorker.js',
      '**/*.gen.ts',
      'node_modules',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Tests read loosely typed JSON bodies.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // user-event's default waits a macrotask after every key: in jsdom on 2 busy cores that made
    // the typing tests about four times slower, and no test needs the pause.
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='userEvent'][callee.property.name='setup'][arguments.length=0]",
          message:
            'Use userEvent.setup({ delay: null }) (or advanceTimers with fake timers): the default pauses after every key.',
        },
        {
          selector: "CallExpression[callee.object.name='userEvent'][callee.property.name=/^(type|keyboard)$/]",
          message:
            'Type through an instance of userEvent.setup({ delay: null }): the direct call pauses after every key.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx', '.storybook/**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.tsx', '.storybook/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx', 'src/boot/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noMocks] }] },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noMocks,
            {
              group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
              message: 'Features do not import each other: move what they share to components, lib, api or config.',
            },
            {
              group: ['@/routes/*', '**/routes/**'],
              message: 'Routes sit above features: a feature must not import a route.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.ts', 'src/api/**/*.ts', 'src/config/**/*.ts'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noMocks,
            {
              group: ['@/features/*', '@/routes/*', '**/routes/**'],
              message: 'Shared code sits below features and routes and must not import them.',
            },
          ],
        },
      ],
    },
  },
);
