// ESLint flat config: TypeScript, React hooks, accessibility, and the codebase's import
// boundaries (docs/conventions.md, docs/architecture.md): features do not import each other;
// shared layers (components, lib, api, config) import no feature, no route and no start-up code;
// app code imports no mock; no import cycles. eslint-plugin-import-x resolves every import to a
// file first, so a relative path is caught like an alias (docs/decisions/0029-import-boundaries.md).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Tests and stories are exempt from the layers (a test may compose features). */
const TESTS = ['src/**/*.test.{ts,tsx}'];
const STORIES = ['src/**/*.stories.tsx'];
/** What may import the mock: start-up (behind a build-time condition) and the helpers for tests. */
const MOCK_LOADERS = ['src/boot/**', 'src/testing/**'];

/**
 * The layers as zones of `import-x/no-restricted-paths`: each import is resolved to a file first,
 * so an alias, a sibling-relative and a deeper relative path into feature x are all the same import of feature x.
 */
const SHARED = ['./src/components', './src/lib', './src/api', './src/config'];
const layers = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move what they share to components, lib, api or config.',
  })),
  {
    target: './src/features',
    from: './src/routes',
    message: 'Routes sit above features: a feature must not import a route.',
  },
  {
    target: SHARED,
    from: ['./src/features', './src/routes'],
    message: 'Shared code sits below features and routes and must not import them.',
  },
  {
    target: ['./src/lib', './src/api', './src/config'],
    from: './src/components',
    message: 'src/lib, src/api and src/config sit below the components and must not import them: move the helper down.',
  },
  {
    target: ['./src/features', './src/routes', ...SHARED],
    from: './src/boot',
    message: 'Start-up sits above the app: only src/main.tsx runs it.',
  },
];
/** Stories name mock scenarios (`parameters.scenarios`), but take their records from the API. */
const noMockData = {
  target: './src',
  from: ['./mocks/db', './mocks/seed', './mocks/handlers', './mocks/services'],
  message:
    "Stories take their records from the API (src/testing/story-data.ts), handlers and scenarios, not from the mock's database.",
};
/**
 * The mock backend stands for a separate program (the real backend, the payment provider): it may
 * use what the contract generates and the API's types (src/api), the pure helpers (src/lib) and the
 * settings (src/config), never the screens (src/features, src/components), routes or start-up. A
 * rule it shares with a screen would be wrong on both sides at once, and no test could see it.
 * Its tests may also use the test helpers (src/testing); a test that checks a screen against the
 * mock lives beside the screen, under src/.
 */
const MOCK_MAY_USE = ['./api', './lib', './config'];
const mockBoundary = (except) => ({
  target: './mocks',
  from: './src',
  except,
  message:
    'The mock may import only src/api, src/lib and src/config (its tests also src/testing): give it its own copy of a rule, or test the screen against the mock from src/.',
});
const noMocks = {
  target: './src',
  from: './mocks',
  message: 'App code must not import the mock backend (src/boot/mock-backend.ts loads it on its own).',
};

/**
 * Tests, stories and journeys sign in and read where the app is through one helper each, declared
 * in src/testing/ and e2e/support/ (docs/conventions.md, rule 9); a file of their own declares neither.
 */
const ownHelper = (names) =>
  `:matches(FunctionDeclaration[id.name=${names}], VariableDeclarator[id.name=${names}][init.type=/FunctionExpression$/])`;
const ONE_HELPER_EACH = [
  {
    selector: ownHelper('/^signIn/'),
    message:
      "Sign in with signInAs(role) (src/testing/session.ts; journeys: signInAs(page, role), e2e/support/session.ts), not a helper of the file's own.",
  },
  {
    selector: ownHelper('/^(here|where|location|currentLocation|currentPath|currentUrl)$/'),
    message:
      "Read where the app is with currentUrl(router) (src/testing/render-app.tsx; journeys: currentUrl(page), e2e/support/browser.ts), not a helper of the file's own.",
  },
];

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
    // the typing tests about four times slower, and no test needs the pause. The unit test files
    // share one module graph per project (vite.config.ts): a module one file replaced would stay
    // replaced for the next, or not be replaced at all if loaded before.
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
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message:
            'The test files share their modules: replace a module for all of them in a setup file (src/testing/setup-dom.ts), or pass what the test needs in.',
        },
        ...ONE_HELPER_EACH,
      ],
    },
  },
  {
    files: ['e2e/**/*.e2e.ts', 'src/**/*.stories.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...ONE_HELPER_EACH] },
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
    // Imports resolved as Vite resolves them (the `@/` and `@mocks/` aliases come from tsconfig.json).
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          tsconfig: { configFile: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...TESTS, ...STORIES, ...MOCK_LOADERS],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layers, noMocks] }] },
  },
  {
    files: STORIES,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [noMockData] }] },
  },
  {
    files: ['mocks/**/*.{ts,tsx}'],
    ignores: ['mocks/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [mockBoundary(MOCK_MAY_USE)] }] },
  },
  {
    files: ['mocks/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [mockBoundary([...MOCK_MAY_USE, './testing'])] }] },
  },
  {
    // The Mock panel is a screen for people on the app's page, not the backend it stands for: its
    // forms use the app's form kit, which holds no rule of the API.
    files: ['mocks/devtools/**/*.tsx'],
    ignores: ['mocks/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [mockBoundary([...MOCK_MAY_USE, './components/ui'])] }],
    },
  },
  {
    files: MOCK_LOADERS,
    ignores: TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layers }] },
  },
);
